// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../../../shared/texts/groups.js';
import { GROUP_MESSAGES, GROUP_TEXTS } from '../texts';
import { STAFF_MESSAGES } from '../../../lib/staff-texts';
import { FORM_SAVED_REDIRECT_MS } from '../../../lib/timings';
import { addMonths, todayLocal } from '../../../lib/calendar-date';
import { jsonResponse, mockFetch, renderRoutes, sentBody, isolateScreenTests } from '../../../test/helpers';
import { groupFixture } from '../../../test/admin-fixtures';
import { GroupFormPage, newGroupFields, validateGroupForm } from './group-form-page';

const GROUP = groupFixture({ contactInfo: 'band@lincoln.example' });

function renderForm(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/admin/groups" element={<p>groups list</p>} />
      <Route path="/admin/groups/new" element={<GroupFormPage />} />
      <Route path="/admin/groups/:id/edit" element={<GroupFormPage />} />
    </>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setValue = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('group form validation', () => {
  const valid = {
    ...newGroupFields('2025-06-15'),
    name: 'Band',
    code: 'BAND24',
    organizationName: 'Lincoln High',
    campaignName: 'Spring Sale',
  };

  it('checks name, code and organization first, then the campaign name, the dates, their order', () => {
    const empty = newGroupFields('2025-06-15');
    expect(validateGroupForm({ ...empty, startDate: '', endDate: '' }, true)).toBe(
      GROUP_MESSAGES.validation.groupRequired,
    );
    expect(validateGroupForm({ ...valid, name: '  ' }, true)).toBe(GROUP_MESSAGES.validation.groupRequired);
    expect(validateGroupForm({ ...valid, code: '' }, true)).toBe(GROUP_MESSAGES.validation.groupRequired);
    expect(validateGroupForm({ ...valid, organizationName: ' ' }, true)).toBe(
      GROUP_MESSAGES.validation.groupRequired,
    );
    expect(validateGroupForm({ ...valid, campaignName: ' ', startDate: '', endDate: '' }, true)).toBe(
      CAMPAIGN_API_MESSAGES.campaignNameRequired,
    );
    expect(validateGroupForm({ ...valid, startDate: '' }, true)).toBe(
      GROUP_MESSAGES.validation.initialCampaignDatesRequired,
    );
    expect(validateGroupForm({ ...valid, endDate: '' }, true)).toBe(
      GROUP_MESSAGES.validation.initialCampaignDatesRequired,
    );
    expect(validateGroupForm({ ...valid, startDate: '2025-06-15', endDate: '2025-06-14' }, true)).toBe(
      GROUP_MESSAGES.validation.initialCampaignEndBeforeStart,
    );
    expect(validateGroupForm({ ...valid, startDate: '2025-06-15', endDate: '2025-06-15' }, true)).toBeNull();
    expect(validateGroupForm(valid, true)).toBeNull();
  });

  it('asks nothing about a campaign when editing', () => {
    expect(validateGroupForm({ ...valid, campaignName: '', startDate: '', endDate: '' }, false)).toBeNull();
    expect(validateGroupForm({ ...valid, name: '' }, false)).toBe(GROUP_MESSAGES.validation.groupRequired);
  });

  it('defaults to an active group whose first campaign runs from today to a month later', () => {
    expect(newGroupFields('2025-01-31')).toMatchObject({
      isActive: true,
      campaignName: 'Initial Campaign',
      startDate: '2025-01-31',
      endDate: '2025-02-28',
    });
  });
});

describe('group form screen', () => {
  isolateScreenTests();

  it('shows each message in order on submit, without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderForm('/admin/groups/new');

    expect(input('Active').checked).toBe(true);
    expect(input('Start Date').value).toBe(todayLocal());
    expect(input('End Date').value).toBe(addMonths(todayLocal(), 1));
    expect(input('Campaign Name').value).toBe('Initial Campaign');

    const submit = screen.getByRole('button', { name: 'Create Group' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(GROUP_MESSAGES.validation.groupRequired);

    await user.type(screen.getByLabelText('Name'), 'Lincoln Band');
    await user.type(screen.getByLabelText(/^Code/), 'BAND24');
    await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High');
    await user.clear(screen.getByLabelText('Campaign Name'));
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(CAMPAIGN_API_MESSAGES.campaignNameRequired);

    await user.clear(screen.getByLabelText('Campaign Name'));
    await user.type(screen.getByLabelText('Campaign Name'), 'Spring Sale');
    setValue('End Date', '');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(
      GROUP_MESSAGES.validation.initialCampaignDatesRequired,
    );

    setValue('Start Date', '2025-06-15');
    setValue('End Date', '2025-06-01');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(
      GROUP_MESSAGES.validation.initialCampaignEndBeforeStart,
    );

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the profit share and the first campaign's goal as numbers, and says what is wrong with them", async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: GROUP }));
    const user = userEvent.setup();
    renderForm('/admin/groups/new');
    await user.type(screen.getByLabelText('Name'), 'Lincoln Band');
    await user.type(screen.getByLabelText(/^Code/), 'BAND24');
    await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High');
    await user.type(screen.getByLabelText(/^Profit share/), '33.333');
    await user.type(screen.getByLabelText(/^Sales goal/), '$2,500.50');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Profit share can have at most two decimals');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Profit share/));
    await user.type(screen.getByLabelText(/^Profit share/), '42.5');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await screen.findByRole('status');
    const body = sentBody(fetchMock.mock.calls[0]?.[1]) as {
      profitSharePercent: number;
      initialCampaign: object;
    };
    expect(body.profitSharePercent).toBe(42.5);
    expect(body.initialCampaign).toMatchObject({ goalAmount: 2500.5 });
  });

  it('creates the group with its first campaign, confirms, and returns to the list after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: GROUP }));
    renderForm('/admin/groups/new');

    await user.type(screen.getByLabelText('Name'), ' Lincoln Band ');
    await user.type(screen.getByLabelText(/^Code/), 'BAND24');
    await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High');
    await user.type(screen.getByLabelText('Contact Info'), 'band@lincoln.example');
    await user.clear(screen.getByLabelText('Campaign Name'));
    await user.type(screen.getByLabelText('Campaign Name'), 'Spring Sale');
    setValue('Start Date', '2025-06-01');
    setValue('End Date', '2025-06-30');
    await user.type(screen.getByLabelText('Description'), 'Cookie dough');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect((await screen.findByRole('status')).textContent).toBe(GROUP_MESSAGES.success.groupCreated);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/groups');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      name: 'Lincoln Band',
      code: 'BAND24',
      organizationName: 'Lincoln High',
      contactInfo: 'band@lincoln.example',
      isActive: true,
      sellerSignIn: 'students',
      profitSharePercent: null,
      taxId: '',
      receiptNote: '',
      initialCampaign: {
        name: 'Spring Sale',
        description: 'Cookie dough',
        startDate: '2025-06-01',
        endDate: '2025-06-30',
        isActive: true,
        goalAmount: null,
      },
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_SAVED_REDIRECT_MS - 500);
    });
    expect(screen.queryByText('groups list')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByText('groups list')).toBeTruthy();
  });

  it('shows the server message when saving fails, else the default', async () => {
    const user = userEvent.setup();
    let reply = jsonResponse(409, { success: false, message: GROUP_API_MESSAGES.groupCodeTaken });
    mockFetch(() => reply);
    renderForm('/admin/groups/new');

    await user.type(screen.getByLabelText('Name'), 'Band');
    await user.type(screen.getByLabelText(/^Code/), 'BAND24');
    await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High');
    await user.clear(screen.getByLabelText('Campaign Name'));
    await user.type(screen.getByLabelText('Campaign Name'), 'Spring Sale');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GROUP_API_MESSAGES.groupCodeTaken);

    reply = new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.saveFailed));
  });

  it('edits a group: the code is disabled and never sent, no campaign is asked for', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((_url, init) =>
      jsonResponse(200, {
        success: true,
        data: init?.method === 'PUT' ? { ...GROUP, name: 'Lincoln Marching Band' } : GROUP,
      }),
    );
    renderForm('/admin/groups/g1/edit');

    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Lincoln Band');
    expect(input('Code').disabled).toBe(true);
    expect(screen.queryByLabelText('Campaign Name')).toBeNull();

    await user.clear(name);
    await user.type(name, 'Lincoln Marching Band');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Update Group' }));

    expect((await screen.findByRole('status')).textContent).toBe(GROUP_MESSAGES.success.groupUpdated);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/groups/g1');
    expect(sentBody(put?.[1])).toEqual({
      name: 'Lincoln Marching Band',
      organizationName: 'Lincoln High',
      contactInfo: 'band@lincoln.example',
      isActive: false,
      sellerSignIn: 'students',
      profitSharePercent: null,
      taxId: '',
      receiptNote: '',
    });
  });

  it('asks who signs in, each choice explained in one sentence, and sends the one chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((_url, init) =>
      jsonResponse(200, {
        success: true,
        data: init?.method === 'PUT' ? { ...GROUP, sellerSignIn: 'families' } : GROUP,
      }),
    );
    renderForm('/admin/groups/g1/edit');

    const group = await screen.findByRole('group', { name: GROUP_TEXTS.form.sellerSignIn });
    const themselves = screen.getByRole('radio', { name: /^Sellers themselves/ }) as HTMLInputElement;
    const families = screen.getByRole('radio', { name: /^Families/ }) as HTMLInputElement;
    expect(group.contains(families)).toBe(true);
    expect(themselves.checked).toBe(true);
    expect(families.checked).toBe(false);
    expect(document.getElementById(families.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A parent signs in by e-mail, agrees to the notice and adds each child, who then signs in at school with first name and class: recommended for sellers under 13.',
    );

    await user.click(families);
    await user.click(screen.getByRole('button', { name: 'Update Group' }));
    expect((await screen.findByRole('status')).textContent).toBe(GROUP_MESSAGES.success.groupUpdated);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toMatchObject({ sellerSignIn: 'families' });
  });

  it('sends the tax ID and the receipt note on create and on update, shown as stored', async () => {
    const stored = groupFixture({ taxId: '12-3456789', receiptNote: 'Thank you!' });
    const fetchMock = mockFetch((_url, init) =>
      jsonResponse(init?.method === 'POST' ? 201 : 200, { success: true, data: stored }),
    );
    const user = userEvent.setup();
    const { unmount } = renderForm('/admin/groups/new');

    await user.type(screen.getByLabelText('Name'), 'Lincoln Band');
    await user.type(screen.getByLabelText(/^Code/), 'BAND24');
    await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High');
    const taxId = screen.getByLabelText('Tax ID / registered charity number');
    expect(document.getElementById(taxId.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Optional: printed on donation receipts',
    );
    await user.type(taxId, ' 12-3456789 ');
    const note = screen.getByLabelText('Receipt note');
    expect(note.tagName).toBe('TEXTAREA');
    expect(document.getElementById(note.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Optional: a line at the foot of donation receipts',
    );
    await user.type(note, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await screen.findByRole('status');
    expect(sentBody(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1])).toMatchObject({
      taxId: '12-3456789',
      receiptNote: 'Thank you!',
    });
    unmount();

    renderForm('/admin/groups/g1/edit');
    const storedTaxId = await screen.findByLabelText<HTMLInputElement>('Tax ID / registered charity number');
    expect(storedTaxId.value).toBe('12-3456789');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Receipt note').value).toBe('Thank you!');
    await user.clear(storedTaxId);
    await user.click(screen.getByRole('button', { name: 'Update Group' }));
    await screen.findByRole('status');
    expect(sentBody(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1])).toMatchObject({
      taxId: '',
      receiptNote: 'Thank you!',
    });
  });

  it('says when the group cannot be loaded', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderForm('/admin/groups/g1/edit');
    expect((await screen.findByRole('alert')).textContent).toBe(GROUP_MESSAGES.loadFailed.groupData);
  });
});
