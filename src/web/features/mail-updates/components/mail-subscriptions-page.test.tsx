// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { isolateScreenTests, jsonResponse, renderRoutes, sentBody } from '../../../test/helpers';
import { AVA_PARENT, BEN_ABUELA, mailApi, mailCalls } from '../../../test/mail-fixtures';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { AdminMailUpdatesPage, GroupMailUpdates } from './mail-subscriptions-page';

const T = MAIL_UPDATES_TEXTS.subscriptions;
const LIST_URL = '/api/groups/g1/mail-subscriptions';

const renderAdmin = () =>
  renderRoutes(
    '/admin/groups/g1/mail-updates',
    <Route path="/admin/groups/:id/mail-updates" element={<AdminMailUpdatesPage />} />,
  );

const renderWithDigest = () =>
  renderRoutes(
    '/coordinator/mail-updates',
    <Route path="/coordinator/mail-updates" element={<GroupMailUpdates groupId="g1" showDigest />} />,
  );

const rows = async () =>
  within(await screen.findByRole('region', { name: 'E-mail update subscriptions' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the e-mail updates of a group', () => {
  isolateScreenTests();

  it('lists who asked for updates about which seller, their status, language and consent', async () => {
    mailApi();
    renderAdmin();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lincoln Band — e-mail updates' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Parents and guardians ask for these updates on their child’s page and confirm them by e-mail. Removing one stops it at once.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to group' }).getAttribute('href')).toBe('/admin/groups/g1');
    expect(await rows()).toEqual([
      ['Seller', 'Campaign', 'E-mail', 'Status', 'Language', 'Consent given', 'Actions'],
      [
        'Ava Stone',
        'Spring Sale',
        'parent@example.com',
        `ConfirmedConfirmed ${formatDateTime(AVA_PARENT.confirmedAt)}`,
        'English',
        `${formatDateTime(AVA_PARENT.consentedAt)}Consent text${AVA_PARENT.consentText}`,
        'Remove',
      ],
      [
        'Ben Ray',
        'Spring Sale',
        'abuela@example.com',
        'Waiting for confirmation',
        'Español',
        `${formatDateTime(BEN_ABUELA.consentedAt)}Consent text${BEN_ABUELA.consentText}`,
        'Remove',
      ],
    ]);
    // The consent's words are one click away, in a disclosure.
    const consent = screen.getByText(AVA_PARENT.consentText);
    expect(consent.closest('details')?.querySelector('summary')?.textContent).toBe('Consent text');
    expect(screen.getByText('Español').getAttribute('lang')).toBe('es');
    // Only the coordinator's screen carries the digest setting.
    expect(screen.queryByRole('region', { name: 'Daily digest' })).toBeNull();
  });

  it('says when no parent has asked yet', async () => {
    mailApi({ subscriptions: [] });
    renderAdmin();
    expect(await screen.findByText('No parent has asked for e-mail updates yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'E-mail update subscriptions' })).toBeNull();
  });

  it('shows the load failure', async () => {
    const fetchMock = mailApi();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(500, { success: false, message: 'Database unavailable' })),
    );
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it('removes a subscription after confirmation, and the list is fetched again without it', async () => {
    const fetchMock = mailApi();
    const user = userEvent.setup();
    renderAdmin();
    await rows();

    await user.click(
      screen.getByRole('button', { name: 'Remove the updates to abuela@example.com about Ben Ray' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this subscription?' });
    expect(
      within(dialog).getByText('abuela@example.com will get no more updates about Ben Ray.'),
    ).toBeTruthy();

    // Cancel first: nothing is removed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mailCalls(fetchMock, 'DELETE', `${LIST_URL}/ms2`)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Remove the updates to abuela@example.com about Ben Ray' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: T.removeDialog.title })).getByRole('button', {
        name: 'Remove',
      }),
    );

    expect((await screen.findByRole('status')).textContent).toBe(
      'The updates to abuela@example.com about Ben Ray were removed.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mailCalls(fetchMock, 'DELETE', `${LIST_URL}/ms2`)).toHaveLength(1);
    await waitFor(async () => expect((await rows()).map((row) => row[0])).toEqual(['Seller', 'Ava Stone']));
    expect(mailCalls(fetchMock, 'GET', LIST_URL)).toHaveLength(2);
  });

  it('shows the server’s refusal of a removal and fetches the list again', async () => {
    const fetchMock = mailApi();
    const answer = fetchMock.getMockImplementation()!;
    // Another staff member removed it meanwhile.
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'DELETE'
        ? Promise.resolve(
            jsonResponse(404, {
              success: false,
              code: 'MAIL_SUBSCRIPTION_NOT_FOUND',
              message: 'That e-mail subscription is not one of this group’s.',
            }),
          )
        : answer(input, init),
    );
    const user = userEvent.setup();
    renderAdmin();
    await rows();

    await user.click(
      screen.getByRole('button', { name: 'Remove the updates to abuela@example.com about Ben Ray' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'That e-mail subscription is not one of this group’s.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(mailCalls(fetchMock, 'GET', LIST_URL)).toHaveLength(2));
  });
});

describe('the daily digest setting', () => {
  isolateScreenTests();

  it('saves as soon as the box changes, says "Saved", and sends the new value', async () => {
    const fetchMock = mailApi();
    const user = userEvent.setup();
    renderWithDigest();

    const card = within(await screen.findByRole('region', { name: 'Daily digest' }));
    const box = await card.findByRole<HTMLInputElement>('checkbox', {
      name: 'Send me a daily digest by e-mail',
    });
    expect(box.checked).toBe(true);
    // A coordinator's help says nothing of what only administrators' digests list.
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Sent to casey@example.org every day at 7:00 (America/Chicago): yesterday’s orders and sales, paper orders, money still to turn in and share-link activity.',
    );

    await user.click(box);
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Saved'));
    expect(box.checked).toBe(false);
    const puts = mailCalls(fetchMock, 'PUT', '/api/staff/mail-settings');
    expect(puts.map(([, init]) => sentBody(init))).toEqual([{ dailyDigest: false }]);

    await user.click(box);
    await waitFor(() => expect(mailCalls(fetchMock, 'PUT', '/api/staff/mail-settings')).toHaveLength(2));
    expect(sentBody(mailCalls(fetchMock, 'PUT', '/api/staff/mail-settings')[1]![1])).toEqual({
      dailyDigest: true,
    });
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Saved'));
    expect(box.checked).toBe(true);
  });

  it('puts the saved value back and says why when the change is refused', async () => {
    const fetchMock = mailApi();
    const user = userEvent.setup();
    renderWithDigest();
    const card = within(await screen.findByRole('region', { name: 'Daily digest' }));
    const box = await card.findByRole<HTMLInputElement>('checkbox');

    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'PUT' ? Promise.resolve(jsonResponse(500, { success: false })) : answer(input, init),
    );
    await user.click(box);

    expect((await card.findByRole('alert')).textContent).toBe('The setting could not be saved');
    expect(box.checked).toBe(true);
    expect(card.getByRole('status').textContent).toBe('');
  });
});
