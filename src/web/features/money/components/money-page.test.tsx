// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TCampaignMoney, TTurnIn } from '../../../../shared/api/money.js';
import { MONEY_FIELD_MESSAGES } from '../../../../shared/texts/money.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { campaignMoneyFixture, donationMoneyFixture, turnInFixture } from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { AdminMoneyPage } from './money-page';

const T = MONEY_TEXTS.turnIn;
const R = MONEY_TEXTS.receipt;
const BASE = '/api/groups/g1/campaigns/k1';
const TURN_INS = `${BASE}/turn-ins`;

interface Api {
  /** Answers each POST of an envelope. */
  save?: (body: unknown) => Response;
  turnIns?: unknown[];
  money?: TCampaignMoney;
}

function api({ save, turnIns = [], money = campaignMoneyFixture() }: Api = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/groups/g1/turn-ins/t3/void') {
      return jsonResponse(200, {
        success: true,
        data: turnInFixture({ _id: 't3', voidedAt: '2026-11-25T09:00:00.000Z' }),
      });
    }
    if (url === '/api/groups/g1/turn-ins/t1' && init?.method === 'PUT') {
      return jsonResponse(201, {
        success: true,
        data: turnInFixture({ _id: 't9', replacesId: 't1', cash: 25, total: 42.5 }),
      });
    }
    if (url === TURN_INS && init?.method === 'POST') {
      return save ? save(sentBody(init)) : jsonResponse(201, { success: true, data: turnInFixture() });
    }
    if (url === TURN_INS) return jsonResponse(200, { success: true, data: turnIns });
    if (url === `${BASE}/money`) return jsonResponse(200, { success: true, data: money });
    if (url === '/api/groups/g1/seller-names') {
      return jsonResponse(200, {
        success: true,
        data: [
          { _id: 's2', name: 'ben ray' },
          { _id: 's9', name: 'Eli New' },
        ],
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderMoney = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/money',
    <Route path="/admin/groups/:groupId/campaigns/:campaignId/money" element={<AdminMoneyPage />} />,
  );

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const posts = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === TURN_INS && init?.method === 'POST');

describe('money screen', () => {
  isolateScreenTests();

  it('shows the totals as cards and the sellers, and offers their names for the turn-in', async () => {
    api();
    renderMoney();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — money' })).toBeTruthy();
    const card = (label: string) =>
      screen.getByText(label, { selector: '.stat__label' }).parentElement?.querySelector('.stat__value')
        ?.textContent;
    expect(card(MONEY_TEXTS.money.cards.storeSales)).toBe('$500.00');
    expect(card(MONEY_TEXTS.money.cards.outstanding)).toBe('$137.50');
    expect(card(MONEY_TEXTS.money.cards.overpaid)).toBe('$2.50');
    expect(card(MONEY_TEXTS.money.cards.onHand)).toBe('$70.00');
    expect(screen.getByRole('region', { name: MONEY_TEXTS.sellers.tableLabel })).toBeTruthy();
    // The sellers with a balance, then the group's others (a name already listed, in any case, only once).
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('#turn-in-sellers option')].map((option) =>
          option.getAttribute('value'),
        ),
      ).toEqual(['Ava Marie Stone', 'Ben Ray', 'Cy Lee', 'Di Doe', 'Eli New']),
    );
    expect(await screen.findByText(MONEY_TEXTS.turnIns.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MONEY_TEXTS.screens.stillToTurnIn }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1/money/still-to-turn-in',
    );
  });

  it('shows the donations beside the product sales, online and on paper, each saying who owes it', async () => {
    api({ money: donationMoneyFixture() });
    renderMoney();
    await screen.findByRole('heading', { level: 1, name: 'Cookie Week — money' });
    const cards = [...document.querySelectorAll('.money-cards .stat')]
      .slice(0, 4)
      .map((stat) => [...stat.children].map((part) => part.textContent));
    expect(cards).toEqual([
      ['Store product sales', '$500.00', 'Paid in the store: no seller owes it'],
      ['Store donations', '$50.00', 'Given in the store: no seller owes it'],
      ['Paper product sales', '$205.00', 'Products on the forms: sellers owe it'],
      ['Paper donations', '$30.00', 'Given on the forms: sellers owe it too'],
    ]);
  });

  it('sends the cash and each check, then shows the receipt with the balance after it, and prints it', async () => {
    const fetchMock = api();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderMoney();

    await user.type(await screen.findByLabelText(T.seller), 'ava marie stone');
    await user.type(field(T.cash), '20');
    await user.click(screen.getByRole('button', { name: T.addCheck }));
    expect(document.activeElement).toBe(field('Check 1 Number'));
    await user.keyboard('1042');
    await user.type(field('Check 1 Amount'), '15');
    await user.type(field('Check 1 Payer'), 'Ann Buyer');
    await user.click(screen.getByRole('button', { name: T.addCheck }));
    await user.keyboard('77');
    await user.type(field('Check 2 Amount'), '$2.50');
    expect(document.querySelector('.form-total-bar__amount')?.textContent).toBe('$37.50');
    await user.click(screen.getByRole('button', { name: T.save }));

    const receipt = await screen.findByRole('region', { name: R.title });
    expect(posts(fetchMock)).toHaveLength(1);
    // A seller picked from the list goes by id.
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      sellerId: 's-ava',
      cash: '20',
      checks: [
        { number: '1042', amount: '15', payer: 'Ann Buyer' },
        { number: '77', amount: '$2.50', payer: '' },
      ],
      note: '',
    });
    const lines = (list: Element) =>
      [...list.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      );
    const [who, envelope, balance] = [...receipt.querySelectorAll('dl')];
    expect(lines(who!)).toEqual([
      'Seller: Ava Marie Stone',
      'Date: Nov 24, 2026, 4:30 PM',
      'Received by: Casey Coach',
    ]);
    expect(lines(envelope!)).toEqual([
      'Cash: $20.00',
      'Check 1042 · Ann Buyer: $15.00',
      'Check 77: $2.50',
      'Total of the envelope: $37.50',
    ]);
    expect(lines(balance!)).toEqual([
      'Owed for paper orders: $62.50',
      'Received in all: $62.50',
      'Balance: $0.00',
    ]);
    expect(within(receipt).getByText(R.balanceSettled)).toBeTruthy();
    expect(within(receipt).getByText('Lincoln Band · Cookie Week')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(R.saved('Ava Marie Stone', '$37.50'));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(receipt).getByRole('heading', { name: R.title })),
    );

    await user.click(within(receipt).getByRole('button', { name: R.print }));
    expect(print).toHaveBeenCalledTimes(1);

    // The next envelope starts blank, at the seller.
    await user.click(within(receipt).getByRole('button', { name: R.another }));
    await waitFor(() => expect(document.activeElement).toBe(field(T.seller)));
    expect(field(T.seller).value).toBe('');
    expect(screen.queryByRole('region', { name: R.title })).toBeNull();
  });

  it('a refused save keeps every value typed and marks the fields the server named', async () => {
    const refusal = {
      success: false,
      message: 'Invalid request',
      code: 'INVALID_REQUEST',
      errors: [
        { field: 'cash', code: 'FIELD_INVALID', message: MONEY_FIELD_MESSAGES.cash },
        { field: 'checks.0.number', code: 'FIELD_REQUIRED', message: MONEY_FIELD_MESSAGES.checkNumber },
      ],
    };
    const fetchMock = api({ save: () => jsonResponse(400, refusal) });
    const user = userEvent.setup();
    renderMoney();

    await user.type(await screen.findByLabelText(T.seller), 'New Kid');
    await user.type(field(T.cash), '12.345');
    // A first check left blank is not sent: the server's first check is the form's second.
    await user.click(screen.getByRole('button', { name: T.addCheck }));
    await user.click(screen.getByRole('button', { name: T.addCheck }));
    await user.type(field('Check 2 Amount'), '5');
    await user.type(field(T.note), 'Envelope was torn');
    await user.click(screen.getByRole('button', { name: T.save }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(T.saveFailed);
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      sellerName: 'New Kid',
      cash: '12.345',
      checks: [{ number: '', amount: '5', payer: '' }],
      note: 'Envelope was torn',
    });
    expect(field(T.cash).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('turn-in-cash-error')?.textContent).toBe(MONEY_FIELD_MESSAGES.cash);
    expect(field('Check 2 Number').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('turn-in-checks-1-number-error')?.textContent).toBe(
      MONEY_FIELD_MESSAGES.checkNumber,
    );
    expect(field('Check 1 Number').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(T.cash)));
    expect(
      [T.seller, T.cash, 'Check 1 Number', 'Check 2 Number', 'Check 2 Amount', T.note].map(
        (label) => field(label).value,
      ),
    ).toEqual(['New Kid', '12.345', '', '', '5', 'Envelope was torn']);
    expect(screen.queryByRole('region', { name: R.title })).toBeNull();

    // Fixing a field clears its mark.
    await user.clear(field(T.cash));
    await user.type(field(T.cash), '12.35');
    expect(field(T.cash).getAttribute('aria-invalid')).toBeNull();
    expect(field('Check 2 Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the seller before sending anything', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderMoney();
    await user.type(await screen.findByLabelText(T.cash), '5');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Pick a seller of the group or type a seller name')).toBeTruthy();
    expect(document.activeElement).toBe(field(T.seller));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('lists the turn-ins, struck through once voided or corrected with who and why; Void needs a reason', async () => {
    const listed = (turnIn: TTurnIn) => {
      const { sellerBalance: _balance, ...rest } = turnIn;
      return rest;
    };
    const fetchMock = api({
      turnIns: [
        listed(
          turnInFixture({
            _id: 't3',
            replacesId: 't2',
            sellerName: 'Ben Ray',
            cash: 15,
            checks: [],
            total: 15,
          }),
        ),
        listed(
          turnInFixture({
            _id: 't2',
            sellerName: 'Ben Ray',
            cash: 51,
            checks: [],
            total: 51,
            voidedAt: '2026-11-24T17:00:00.000Z',
            voidReason: 'Typed 51 for 15',
            changes: [
              {
                action: 'recorded',
                changedByName: 'Casey Coach',
                changedAt: '2026-11-24T16:30:00.000Z',
                reason: '',
              },
              {
                action: 'corrected',
                changedByName: 'Avery Admin',
                changedAt: '2026-11-24T17:00:00.000Z',
                reason: 'Typed 51 for 15',
              },
            ],
          }),
        ),
        listed(turnInFixture({ _id: 't1', deposited: true })),
      ],
    });
    const user = userEvent.setup();
    renderMoney();
    const table = await screen.findByRole('region', { name: MONEY_TEXTS.turnIns.tableLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain(MONEY_TEXTS.turnIns.correction);
    expect(rows[1]!.textContent).toContain(
      'Corrected by Avery Admin on Nov 24, 2026, 5:00 PM: Typed 51 for 15',
    );
    expect(rows[1]!.querySelectorAll('.money-struck').length).toBeGreaterThan(0);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]!.textContent).toContain(MONEY_TEXTS.turnIns.depositedHint);
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: /^Void/ }));
    const dialog = await screen.findByRole('alertdialog', { name: MONEY_TEXTS.turnIns.voidTitle });
    await user.click(within(dialog).getByRole('button', { name: MONEY_TEXTS.turnIns.voidConfirm }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(MONEY_TEXTS.turnIns.voidReason), 'Counted twice');
    await user.click(within(dialog).getByRole('button', { name: MONEY_TEXTS.turnIns.voidConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const voidCall = fetchMock.mock.calls.find(([url]) => url === '/api/groups/g1/turn-ins/t3/void');
    expect(sentBody(voidCall?.[1])).toEqual({ reason: 'Counted twice' });
  });

  it('Correct opens the envelope in the form with a reason to give, and sends it all again', async () => {
    const { sellerBalance: _balance, ...listed } = turnInFixture();
    const fetchMock = api({ turnIns: [listed] });
    const user = userEvent.setup();
    renderMoney();
    const table = await screen.findByRole('region', { name: MONEY_TEXTS.turnIns.tableLabel });
    await user.click(within(table).getByRole('button', { name: /^Correct: turn-in of Ava Marie Stone/ }));
    expect(
      await screen.findByRole('heading', {
        name: T.correctTitle('Ava Marie Stone', 'Nov 24, 2026, 4:30 PM'),
      }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(T.seller)));
    expect(
      [
        T.seller,
        T.cash,
        'Check 1 Number',
        'Check 1 Amount',
        'Check 1 Payer',
        'Check 2 Number',
        'Check 2 Amount',
      ].map((label) => field(label).value),
    ).toEqual(['Ava Marie Stone', '20.00', '1042', '15.00', 'Ann Buyer', '77', '2.50']);

    await user.clear(field(T.cash));
    await user.type(field(T.cash), '25');
    await user.click(screen.getByRole('button', { name: T.saveCorrection }));
    expect(screen.getByText('Reason is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(T.reason)));
    await user.type(field(T.reason), 'Counted again');
    await user.click(screen.getByRole('button', { name: T.saveCorrection }));

    await screen.findByRole('region', { name: R.title });
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/groups/g1/turn-ins/t1' && init?.method === 'PUT',
    );
    expect(sentBody(put?.[1])).toEqual({
      sellerId: 's-ava',
      cash: '25',
      checks: [
        { number: '1042', amount: '15.00', payer: 'Ann Buyer' },
        { number: '77', amount: '2.50', payer: '' },
      ],
      note: '',
      reason: 'Counted again',
    });
  });
});
