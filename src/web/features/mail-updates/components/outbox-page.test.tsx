// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { isolateScreenTests, jsonResponse, renderRoutes } from '../../../test/helpers';
import {
  CONFIRM_URL,
  CONFIRMATION,
  FAILED,
  mailApi,
  mailCalls,
  QUEUED,
  RETRYING,
} from '../../../test/mail-fixtures';
import { MAIL_UPDATES_TEXTS } from '../texts';
import { OutboxMessagePage } from './outbox-message-page';
import { OutboxPage } from './outbox-page';

const T = MAIL_UPDATES_TEXTS;

const renderOutbox = (path = '/admin/outbox') =>
  renderRoutes(
    path,
    <>
      <Route path="/admin/outbox" element={<OutboxPage />} />
      <Route path="/admin/outbox/:messageId" element={<OutboxMessagePage />} />
    </>,
  );

const rows = async () =>
  within(await screen.findByRole('region', { name: 'Messages in the outbox' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the outbox', () => {
  isolateScreenTests();

  it('says mail is kept here without a mail server, and lists the messages newest first', async () => {
    window.localStorage.setItem('token', 'tok-a');
    const fetchMock = mailApi({
      outbox: { delivery: 'outbox', messages: [QUEUED, RETRYING, CONFIRMATION, FAILED] },
    });
    renderOutbox();

    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
    expect(
      await screen.findByText(
        'No mail server is configured (SMTP_URL): messages are kept here instead of being sent.',
      ),
    ).toBeTruthy();
    expect(await rows()).toEqual([
      ['Created', 'To', 'Subject', 'Kind', 'Status', 'Last error'],
      [
        formatDateTime(QUEUED.createdAt),
        'casey@example.org',
        'Daily digest: Lincoln Band',
        'Daily digest',
        'Queued',
        '—',
      ],
      [
        formatDateTime(RETRYING.createdAt),
        'grandpa@example.net',
        'Ava’s fundraiser: 1 new order, $12.00',
        'Order update',
        `RetryingNext attempt ${formatDateTime(RETRYING.nextAttemptAt)}`,
        '451 4.3.0 Mailbox temporarily unavailable',
      ],
      [
        formatDateTime(CONFIRMATION.createdAt),
        'parent@example.com',
        'Confirm updates about Ava’s sales',
        'Confirmation',
        'Sent',
        '—',
      ],
      [
        formatDateTime(FAILED.createdAt),
        'old@example.com',
        'Lincoln Band reached its goal!',
        'Goal reached',
        'Failed',
        '550 5.1.1 User unknown',
      ],
    ]);
    expect(formatDateTime(RETRYING.nextAttemptAt)).toBe('Nov 26, 2026, 10:30 AM');
    expect(screen.getByRole('link', { name: 'Confirm updates about Ava’s sales' }).getAttribute('href')).toBe(
      '/admin/outbox/m1',
    );
    const [[, init]] = mailCalls(fetchMock, 'GET', '/api/admin/outbox') as [[string, RequestInit]];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-a');
  });

  it('says mail goes through the mail server when one is configured, and when there is none yet', async () => {
    mailApi({ outbox: { delivery: 'smtp', messages: [] } });
    renderOutbox();

    expect(await screen.findByText('Messages are sent through the configured mail server.')).toBeTruthy();
    expect(screen.getByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages in the outbox' })).toBeNull();
  });

  it('shows the load failure', async () => {
    const fetchMock = mailApi();
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/api/admin/outbox'
          ? jsonResponse(500, { success: false, message: 'Database unavailable' })
          : jsonResponse(200, {
              success: true,
              data: { dailyDigest: false, email: 'a@example.org', digestHour: 7, timeZone: 'UTC' },
            }),
      ),
    );
    renderOutbox();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it('shows the administrator’s digest setting with what only administrators’ digests list', async () => {
    mailApi();
    renderOutbox();

    const card = within(await screen.findByRole('region', { name: 'Daily digest' }));
    const box = await card.findByRole<HTMLInputElement>('checkbox', {
      name: 'Send me a daily digest by e-mail',
    });
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Sent to casey@example.org every day at 7:00 (America/Chicago): yesterday’s orders and sales, paper orders, money still to turn in and share-link activity. Administrators’ digests also list the repair queue and attribution warnings.',
    );
  });

  it('opens a message: its envelope, other headers, and its text with the addresses as links', async () => {
    mailApi();
    const user = userEvent.setup();
    renderOutbox();

    await user.click(await screen.findByRole('link', { name: 'Confirm updates about Ava’s sales' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm updates about Ava’s sales' }),
    ).toBeTruthy();
    expect(document.title).toBe('Confirm updates about Ava’s sales · Outbox · Fundraising Portal');
    const envelope = screen.getByRole('region', { name: 'Message' });
    const pairs = Array.from(envelope.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['From', 'Fundraising Portal <no-reply@portal.example.org>'],
      ['To', 'parent@example.com'],
      ['Subject', 'Confirm updates about Ava’s sales'],
      ['Date', 'Nov 25, 2026, 9:00 AM'],
      ['Status', `SentSent ${formatDateTime(CONFIRMATION.sentAt)}1 attempt`],
      ['Kind', 'Confirmation'],
    ]);

    const headers = screen.getByRole('region', { name: 'Other headers' });
    expect(
      Array.from(
        headers.querySelectorAll('dt'),
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      ),
    ).toEqual(['Message-ID: <m1@portal.example.org>', 'Content-Type: multipart/alternative; boundary="b1"']);

    const text = screen.getByRole('region', { name: 'Message text' }).querySelector('pre')!;
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toContain(
      'To confirm, open this link:\nhttp://localhost:3000/e/confirm/tok.en-1\n',
    );
    const links = within(text).getAllByRole('link');
    expect(links.map((link) => [link.tagName, link.getAttribute('href'), link.textContent])).toEqual([
      ['A', CONFIRM_URL, CONFIRM_URL],
      ['A', 'https://portal.example.org/help', 'https://portal.example.org/help'],
    ]);
    expect(links[0]!.getAttribute('target')).toBeNull();
    // The text is text: nothing in it becomes markup, and the HTML part is not rendered.
    expect(text.textContent).toContain('(See https://portal.example.org/help.)\n<b>not html</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to outbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
  });

  it('downloads the message as .eml with the stored token', async () => {
    window.localStorage.setItem('token', 'tok-a');
    const fetchMock = mailApi();
    URL.createObjectURL = vi.fn(() => 'blob:message');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderOutbox('/admin/outbox/m1');

    await user.click(await screen.findByRole('button', { name: 'Download .eml' }));
    await waitFor(() => expect(names).toEqual(['confirm-ava.eml']));
    const [[, init]] = mailCalls(fetchMock, 'GET', '/api/admin/outbox/m1/raw') as [[string, RequestInit]];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-a');
    expect(headers.Accept).toBe('message/rfc822, application/json');
    click.mockRestore();
  });

  it('names the file after the message when the server names none, and shows a failed download', async () => {
    let answer = () => new Response('From: x\r\n\r\nHello', { status: 200 });
    mailApi({ raw: () => answer() });
    URL.createObjectURL = vi.fn(() => 'blob:message');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderOutbox('/admin/outbox/m1');

    await user.click(await screen.findByRole('button', { name: 'Download .eml' }));
    await waitFor(() => expect(names).toEqual(['message-m1.eml']));

    answer = () =>
      jsonResponse(404, {
        success: false,
        code: 'MAIL_MESSAGE_NOT_FOUND',
        message: 'That message is not in the outbox.',
      });
    await user.click(screen.getByRole('button', { name: 'Download .eml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That message is not in the outbox.');
    click.mockRestore();
  });

  it('says when the message is not in the outbox', async () => {
    mailApi();
    renderOutbox('/admin/outbox/gone');

    expect(await screen.findByText('That message is not in the outbox.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: T.message.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download .eml' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to outbox' }).getAttribute('href')).toBe('/admin/outbox');
  });
});
