// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { campaignFixture } from '../../../test/paper-order-fixtures';
import { CAMPAIGN_MESSAGES } from '../texts';
import { CampaignFormPage } from './campaign-form-page';

const CAMPAIGNS_URL = '/api/groups/g1/campaigns';

function renderForm(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/admin/groups/:groupId" element={<p>group page</p>} />
      <Route path="/admin/groups/:groupId/campaigns/new" element={<CampaignFormPage />} />
      <Route path="/admin/groups/:groupId/campaigns/:campaignId/edit" element={<CampaignFormPage />} />
    </>,
  );
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const setValue = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('campaign form: donations', () => {
  isolateScreenTests();

  it('offers the donation settings, off and empty for a new campaign, each input labelled for phones', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderForm('/admin/groups/g1/campaigns/new');

    expect(screen.getByRole('group', { name: 'Donations' })).toBeTruthy();
    expect(input('Take donations').checked).toBe(false);
    const amounts = screen.getByRole('group', { name: 'Suggested amounts' });
    expect(amounts.getAttribute('aria-describedby')).toBe('campaign-donation-amounts-hint');
    for (const label of [
      'Suggested amount 1 ($)',
      'Suggested amount 2 ($)',
      'Suggested amount 3 ($)',
      'Suggested amount 4 ($)',
      'Minimum donation ($)',
    ]) {
      expect(input(label).value).toBe('');
      expect(input(label).inputMode).toBe('decimal');
    }
    const product = input('Store donation product (product ID or handle)');
    expect(product.value).toBe('');
    expect(document.getElementById(product.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Only needed with a real store',
    );
  });

  it('sends the donation settings on create: on, the amounts smallest first, the minimum and the product', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(201, { success: true, data: campaignFixture({ donationsEnabled: true }) }),
    );
    const user = userEvent.setup();
    renderForm('/admin/groups/g1/campaigns/new');

    await user.type(input('Campaign Name'), 'Spring Sale');
    setValue('Start Date', '2026-03-01');
    setValue('End Date', '2026-03-31');
    await user.click(input('Take donations'));
    await user.type(input('Suggested amount 1 ($)'), '25');
    await user.type(input('Suggested amount 2 ($)'), '$10.50');
    await user.type(input('Suggested amount 4 ($)'), '100');
    await user.type(input('Minimum donation ($)'), '5');
    await user.type(input('Store donation product (product ID or handle)'), ' school-gift ');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect((await screen.findByRole('status')).textContent).toBe(CAMPAIGN_MESSAGES.success.campaignCreated);
    const [post] = sent(fetchMock, 'POST');
    expect(post?.[0]).toBe(CAMPAIGNS_URL);
    expect(sentBody(post?.[1])).toEqual({
      name: 'Spring Sale',
      description: '',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      isActive: true,
      goalAmount: null,
      donationsEnabled: true,
      donationAmounts: [10.5, 25, 100],
      donationMinimum: 5,
      donationProduct: 'school-gift',
    });
  });

  it('sends donations off, no amounts and no minimum when nothing was typed', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: campaignFixture() }));
    const user = userEvent.setup();
    renderForm('/admin/groups/g1/campaigns/new');

    await user.type(input('Campaign Name'), 'Spring Sale');
    setValue('Start Date', '2026-03-01');
    setValue('End Date', '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await screen.findByRole('status');
    expect(sentBody(sent(fetchMock, 'POST')[0]?.[1])).toMatchObject({
      donationsEnabled: false,
      donationAmounts: [],
      donationMinimum: null,
      donationProduct: '',
    });
  });

  it('says what is wrong with an amount before sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: campaignFixture() }));
    const user = userEvent.setup();
    renderForm('/admin/groups/g1/campaigns/new');

    await user.type(input('Campaign Name'), 'Spring Sale');
    setValue('Start Date', '2026-03-01');
    setValue('End Date', '2026-03-31');
    await user.type(input('Suggested amount 1 ($)'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(screen.getByRole('alert').textContent).toBe(CAMPAIGN_API_MESSAGES.donationAmount);

    await user.clear(input('Suggested amount 1 ($)'));
    await user.type(input('Suggested amount 1 ($)'), '5');
    await user.type(input('Minimum donation ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(screen.getByRole('alert').textContent).toBe(CAMPAIGN_API_MESSAGES.donationBelowMinimum);
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the stored settings when editing, sends them on update and marks the fields the server refused', async () => {
    const campaign = campaignFixture({
      _id: 'k1',
      name: 'Cookie Week',
      donationsEnabled: true,
      donationAmounts: [10, 25],
      donationMinimum: 5,
      donationProduct: 'gift-card',
    });
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(400, {
            success: false,
            code: 'INVALID_REQUEST',
            message: 'The store has no product gift-card',
            errors: [
              {
                field: 'donationProduct',
                code: 'FIELD_INVALID',
                message: 'The store has no product gift-card',
              },
              { field: 'donationAmounts.1', code: 'FIELD_INVALID', message: 'Too large for this store' },
            ],
          })
        : jsonResponse(200, { success: true, data: campaign }),
    );
    const user = userEvent.setup();
    renderForm('/admin/groups/g1/campaigns/k1/edit');

    expect((await screen.findByLabelText<HTMLInputElement>('Take donations')).checked).toBe(true);
    expect(input('Suggested amount 1 ($)').value).toBe('10');
    expect(input('Suggested amount 2 ($)').value).toBe('25');
    expect(input('Suggested amount 3 ($)').value).toBe('');
    expect(input('Minimum donation ($)').value).toBe('5');
    expect(input('Store donation product (product ID or handle)').value).toBe('gift-card');

    // Typed out of order: the body sends 10, 25, 40, so the server's second amount is the third input.
    await user.clear(input('Suggested amount 2 ($)'));
    await user.type(input('Suggested amount 2 ($)'), '40');
    await user.type(input('Suggested amount 3 ($)'), '25');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The store has no product gift-card');
    const [put] = sent(fetchMock, 'PUT');
    expect(put?.[0]).toBe(`${CAMPAIGNS_URL}/k1`);
    expect(sentBody(put?.[1])).toMatchObject({
      donationsEnabled: true,
      donationAmounts: [10, 25, 40],
      donationMinimum: 5,
      donationProduct: 'gift-card',
    });

    const product = input('Store donation product (product ID or handle)');
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(
      product
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Only needed with a real store', 'The store has no product gift-card']);
    const third = input('Suggested amount 3 ($)');
    expect(third.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(third.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too large for this store',
    );
    expect(input('Suggested amount 2 ($)').getAttribute('aria-invalid')).toBeNull();

    // Turned off, the settings are kept and sent as they stand.
    await user.click(input('Take donations'));
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await vi.waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(2));
    expect(sentBody(sent(fetchMock, 'PUT')[1]?.[1])).toMatchObject({
      donationsEnabled: false,
      donationAmounts: [10, 25, 40],
    });
  });
});
