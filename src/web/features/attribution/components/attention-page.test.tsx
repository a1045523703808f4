// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TAttentionOrder } from '../../../../shared/api/attribution.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { campaignFixture, groupFixture } from '../../../test/admin-fixtures';
import { jsonResponse, mockFetch, renderRoutes, sentBody, isolateScreenTests } from '../../../test/helpers';
import { orderRow } from '../../../test/order-fixtures';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../texts';
import { AdminAttentionPage } from './attention-page';

const T = ATTRIBUTION_TEXTS;

const attention = (
  id: string,
  number: string,
  overrides: Partial<TAttentionOrder> = {},
): TAttentionOrder => ({
  ...orderRow({ _id: id, shopifyOrderNumber: number, groupCode: '', studentName: '', isAttributed: false }),
  problems: ['unattributed'],
  note: '',
  ...overrides,
});

const CAMPAIGN: TCampaign = campaignFixture({
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  createdAt: '2026-10-01T00:00:00.000Z',
});

function serve(rows: TAttentionOrder[]) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (init?.method === 'PUT' || init?.method === 'POST') {
      sent.push({ url, method: init.method, body: sentBody(init) });
      return init.method === 'PUT'
        ? jsonResponse(200, { success: true, data: {} })
        : jsonResponse(200, { success: true, data: { updated: 2 } });
    }
    if (url.includes('/suggestions')) {
      return jsonResponse(200, {
        success: true,
        data: [
          {
            groupId: 'g1',
            groupCode: 'BAND24',
            groupName: 'Lincoln Band',
            campaignId: 'c1',
            campaignName: 'Spring Sale',
            sellerId: 's1',
            sellerName: 'Mia Chen',
            confidence: 'high',
            reasons: [
              "Mia Chen went to the store from the portal 1 hour before this order, with the buyer's e-mail",
            ],
          },
        ],
      });
    }
    if (url.includes('/sellers')) {
      return jsonResponse(200, {
        success: true,
        data: [{ _id: 's1', name: 'Mia Chen', email: 'mia@example.org' }],
      });
    }
    if (url.includes('/campaigns')) return jsonResponse(200, { success: true, data: [CAMPAIGN] });
    if (url.includes('/api/groups')) return jsonResponse(200, { success: true, data: [groupFixture()] });
    return jsonResponse(200, {
      success: true,
      data: rows,
      currentPage: 1,
      totalPages: 1,
      total: rows.length,
    });
  });
  return { sent, fetchMock };
}

const renderPage = () =>
  renderRoutes(
    '/admin/orders/attention',
    <Route path="/admin/orders/attention" element={<AdminAttentionPage />} />,
  );

describe('orders needing attention', () => {
  isolateScreenTests();

  it('lists each order with what its cart said and why it is here', async () => {
    serve([
      attention('o1', '#1001', { note: 'For Mia!' }),
      attention('o2', '#1002', {
        groupCode: 'BAND24',
        studentName: 'Mia',
        isAttributed: true,
        problems: ['unknownSeller', 'unverified'],
      }),
    ]);
    renderPage();
    const first = (await screen.findByRole('link', { name: '#1001' })).closest('tr')!;
    expect(within(first).getByText(T.cartNothing)).toBeTruthy();
    expect(within(first).getByText('Note: For Mia!')).toBeTruthy();
    expect(within(first).getByText('No group')).toBeTruthy();
    const second = screen.getByRole('link', { name: '#1002' }).closest('tr')!;
    expect(within(second).getByText('Group code BAND24')).toBeTruthy();
    expect(within(second).getByText('Seller Mia')).toBeTruthy();
    expect(within(second).getByText('No known seller')).toBeTruthy();
    expect(within(second).getByText('Signature failed')).toBeTruthy();
  });

  it('says so when nothing needs attention', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('fills the form from a suggestion, asks for a reason, and credits the order', async () => {
    const { sent } = serve([attention('o1', '#1001')]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: T.creditOrder('#1001') }));
    const dialog = await screen.findByRole('dialog', { name: T.form.titleOne('#1001') });

    await user.click(within(dialog).getByRole('button', { name: T.form.submit }));
    const errors = () => [...dialog.querySelectorAll('.field__error')].map((error) => error.textContent);
    expect(errors()).toEqual([
      ATTRIBUTION_MESSAGES.required.group,
      ATTRIBUTION_MESSAGES.required.campaign,
      ATTRIBUTION_MESSAGES.required.seller,
      ATTRIBUTION_MESSAGES.required.reason,
    ]);
    expect(within(dialog).getByLabelText(T.form.reason).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.click(
      await within(dialog).findByRole('button', { name: T.applySuggestionLabel('Mia Chen', 'BAND24') }),
    );
    await within(dialog).findByRole('option', { name: 'Mia Chen (mia@example.org)' });
    await user.type(within(dialog).getByLabelText(T.form.reason), 'Same e-mail as the seller');
    await user.click(within(dialog).getByRole('button', { name: T.form.submit }));

    expect(await screen.findByText(T.done(1))).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/admin/orders/o1/attribution',
        method: 'PUT',
        body: { groupId: 'g1', campaignId: 'c1', sellerId: 's1', reason: 'Same e-mail as the seller' },
      },
    ]);
  });

  it('credits the selected orders at once, with a typed seller name', async () => {
    const { sent } = serve([attention('o1', '#1001'), attention('o2', '#1002'), attention('o3', '#1003')]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: T.selectOrder('#1001') }));
    await user.click(screen.getByRole('checkbox', { name: T.selectOrder('#1003') }));
    await user.click(screen.getByRole('button', { name: T.creditSelected(2) }));
    const dialog = await screen.findByRole('dialog', { name: T.form.titleMany(2) });
    expect(within(dialog).queryByText(T.suggestions)).toBeNull();

    await within(dialog).findByRole('option', { name: 'BAND24 — Lincoln Band' });
    await user.selectOptions(within(dialog).getByLabelText(T.form.group), 'g1');
    await within(dialog).findByRole('option', { name: /Spring Sale/ });
    await user.selectOptions(within(dialog).getByLabelText(T.form.campaign), 'c1');
    await user.selectOptions(within(dialog).getByLabelText(T.form.seller), T.form.typeSeller);
    await user.type(within(dialog).getByLabelText(T.form.sellerName), '  Jo Park ');
    await user.type(within(dialog).getByLabelText(T.form.reason), 'Paper order forms');
    await user.click(within(dialog).getByRole('button', { name: T.form.submitMany(2) }));

    expect(await screen.findByText(T.done(2))).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/admin/orders/attribution',
        method: 'POST',
        body: {
          groupId: 'g1',
          campaignId: 'c1',
          sellerName: 'Jo Park',
          reason: 'Paper order forms',
          orderIds: ['o1', 'o3'],
        },
      },
    ]);
  });
});
