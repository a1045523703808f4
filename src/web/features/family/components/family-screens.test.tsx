// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TFamily } from '../../../../shared/api/family.js';
import { FamilyScreen } from '../../../components/family-screen';
import { registerSpanishTexts } from '../../../lib/locale';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { storeDeparture } from '../../shop/leave-for-store';
import { familyToken, storeFamilyToken } from '../family-session';
import { FAMILY_SCREEN_TEXTS as T } from '../texts';
import { FAMILY_SCREEN_TEXTS_ES as ES } from '../texts.es';
import { FamilyRoutes } from './family-routes';

// As the app's entry does: Spanish is shown once chosen.
registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const SENT =
  'If this address can sign in to the group, a sign-in link is on its way. It works once, for 30 minutes.';
const NOTICE = {
  version: 'v1',
  text: 'Notice to families of Lincoln PTA\n\nAbout you: this address.\nAnd this agreement.\n\nBy agreeing, you say so.',
};
const NEW_NOTICE = { version: 'v2', text: 'Notice to families of Lincoln PTA\n\nThe new words.' };

function familyReply(overrides: Partial<TFamily['consent']> = {}): TFamily {
  return {
    parent: { email: 'ana@example.org', language: 'en' },
    group: { name: 'Lincoln PTA', organizationName: 'Lincoln Elementary' },
    consent: { required: false, notice: NOTICE, agreedAt: '2026-03-02T15:00:00.000Z', ...overrides },
    children: [],
    campaigns: [],
    teams: [],
    sessions: [
      {
        _id: 's1',
        deviceLabel: 'Chrome on Android',
        createdAt: '2026-03-02T15:00:00.000Z',
        lastUsedAt: '2026-03-02T15:05:00.000Z',
        current: true,
      },
      {
        _id: 's2',
        deviceLabel: '',
        createdAt: '2026-03-01T10:00:00.000Z',
        lastUsedAt: '2026-03-01T10:00:00.000Z',
        current: false,
      },
    ],
  };
}

function renderFamily(path = '/family') {
  return renderRoutes(
    path,
    <Route
      path="/family/*"
      element={
        <FamilyScreen>
          <FamilyRoutes />
        </FamilyScreen>
      }
    />,
  );
}

const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [init?.method ?? 'GET', String(url)]);
const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string>)[name];

describe('the parents’ screens', () => {
  isolateScreenTests();

  it('asks for a sign-in link with the group code, the address and the language, and shows the server’s message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(202, { success: true, message: SENT }));
    renderFamily();

    expect(await screen.findByRole('heading', { level: 1, name: T.signIn.title })).toBeTruthy();
    await user.type(screen.getByLabelText(T.signIn.groupCode), ' LINC123 ');
    await user.type(screen.getByLabelText(T.signIn.email), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: T.signIn.submit }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByText(SENT).getAttribute('role')).toBe('status');
    expect(calls(fetchMock)).toEqual([['POST', '/api/family/sign-in-links']]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(sentBody(init)).toEqual({ groupCode: 'LINC123', email: 'ana@example.org', language: 'en' });
    expect(headerOf(init, 'Authorization')).toBeUndefined();
    // The form stays usable: a second request can go.
    expect((screen.getByRole('button', { name: T.signIn.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a 400’s field errors at their fields and a 429’s message', async () => {
    const user = userEvent.setup();
    let status = 400;
    mockFetch(() =>
      status === 400
        ? jsonResponse(400, {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Please correct the highlighted fields',
            errors: [{ field: 'email', message: 'Please enter a valid email address' }],
          })
        : jsonResponse(429, {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Too many requests. Try later.',
          }),
    );
    renderFamily();
    await user.type(await screen.findByLabelText(T.signIn.groupCode), 'LINC123');
    await user.type(screen.getByLabelText(T.signIn.email), 'ana@');
    await user.click(screen.getByRole('button', { name: T.signIn.submit }));

    const email = screen.getByLabelText(T.signIn.email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText(T.signIn.groupCode).getAttribute('aria-invalid')).toBeNull();

    status = 429;
    await user.click(screen.getByRole('button', { name: T.signIn.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try later.');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('the link’s page calls nothing until “Sign in”, then stores the session and opens the family page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/family/sessions' && init?.method === 'POST') {
        return jsonResponse(201, {
          success: true,
          data: { token: 'family-session-1', expiresAt: '2026-04-01T15:00:00.000Z' },
        });
      }
      if (url === '/api/family') return jsonResponse(200, { success: true, data: familyReply() });
      return jsonResponse(404, { success: false, message: `unexpected ${url}` });
    });
    renderFamily('/family/sign-in?token=link-token-1');

    const button = await screen.findByRole('button', { name: T.link.submit });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln PTA' })).toBeTruthy();
    expect(calls(fetchMock)).toEqual([
      ['POST', '/api/family/sessions'],
      ['GET', '/api/family'],
    ]);
    const body = sentBody(fetchMock.mock.calls[0]![1]) as { token: string; deviceLabel: string };
    expect(body.token).toBe('link-token-1');
    expect(body.deviceLabel.length).toBeGreaterThan(0);
    expect(body.deviceLabel.length).toBeLessThanOrEqual(120);
    expect(familyToken()).toBe('family-session-1');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(headerOf(fetchMock.mock.calls[1]![1], 'Authorization')).toBe('Bearer family-session-1');
  });

  it('a spent link shows the server’s message and a way back to ask for a new one', async () => {
    const user = userEvent.setup();
    const message = 'This sign-in link has already been used or has expired. Ask for a new one.';
    mockFetch(() => jsonResponse(410, { success: false, code: 'FAMILY_LINK_INVALID', message }));
    renderFamily('/family/sign-in?token=spent');

    await user.click(await screen.findByRole('button', { name: T.link.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: T.link.submit })).toBeNull();
    await user.click(screen.getByRole('link', { name: T.link.askAgain }));
    expect(await screen.findByRole('button', { name: T.signIn.submit })).toBeTruthy();
    expect(familyToken()).toBeNull();
  });

  it('shows the notice word for word and agrees with its version; a changed notice replaces it', async () => {
    const user = userEvent.setup();
    storeFamilyToken('family-session-1');
    let agreed = false;
    const changed = 'The notice has changed since you read it. Read the current notice, then agree to it.';
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/family') {
        const data = agreed
          ? familyReply({ notice: NEW_NOTICE })
          : familyReply({ required: true, agreedAt: null });
        return jsonResponse(200, { success: true, data });
      }
      if (url === '/api/family/consent') {
        const { version } = sentBody(init) as { version: string };
        if (version !== NEW_NOTICE.version) {
          return jsonResponse(409, {
            success: false,
            code: 'FAMILY_NOTICE_CHANGED',
            message: changed,
            params: { notice: NEW_NOTICE },
          });
        }
        agreed = true;
        return jsonResponse(201, { success: true, data: { agreedAt: '2026-03-02T15:00:00.000Z' } });
      }
      return jsonResponse(404, { success: false, message: `unexpected ${url}` });
    });
    renderFamily();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notice to families of Lincoln PTA' }),
    ).toBeTruthy();
    const paragraphs = [...document.querySelectorAll('.family-notice p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['About you: this address.\nAnd this agreement.', 'By agreeing, you say so.']);

    await user.click(screen.getByRole('button', { name: T.consent.agree }));
    expect(await screen.findByText(changed)).toBeTruthy();
    expect(screen.getByText('The new words.')).toBeTruthy();
    expect(screen.queryByText('By agreeing, you say so.')).toBeNull();

    await user.click(screen.getByRole('button', { name: T.consent.agree }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln PTA' })).toBeTruthy();
    const consents = fetchMock.mock.calls.filter(([url]) => url === '/api/family/consent');
    expect(consents.map(([, init]) => sentBody(init))).toEqual([{ version: 'v1' }, { version: 'v2' }]);
    expect(screen.getByText(T.family.signedInAs('ana@example.org'))).toBeTruthy();
    expect(screen.getByText(/You agreed to the notice on March 2, 2026\.$/)).toBeTruthy();
  });

  it('lists the sessions with this device, and signing out everywhere returns to the form', async () => {
    const user = userEvent.setup();
    storeFamilyToken('family-session-1');
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/family') return jsonResponse(200, { success: true, data: familyReply() });
      if (url === '/api/family/sessions' && init?.method === 'DELETE') {
        return jsonResponse(200, { success: true, data: { revoked: 2 } });
      }
      return jsonResponse(404, { success: false, message: `unexpected ${url}` });
    });
    renderFamily();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.family-sessions__device')?.textContent)).toEqual([
      `Chrome on Android · ${T.family.thisDevice}`,
      T.family.unknownDevice,
    ]);
    await user.click(screen.getByRole('button', { name: T.family.signOutEverywhere }));
    expect(await screen.findByRole('button', { name: T.signIn.submit })).toBeTruthy();
    expect(familyToken()).toBeNull();
    const [method, url] = calls(fetchMock).at(-1)!;
    expect([method, url]).toEqual(['DELETE', '/api/family/sessions']);
    expect(headerOf(fetchMock.mock.calls.at(-1)![1], 'Authorization')).toBe('Bearer family-session-1');
  });

  it('a 401 forgets the family session and shows the sign-in form', async () => {
    storeFamilyToken('revoked');
    mockFetch(() =>
      jsonResponse(401, {
        success: false,
        code: 'FAMILY_SESSION_INVALID',
        message: 'You are signed out. Ask for a new sign-in link.',
      }),
    );
    renderFamily();
    expect(await screen.findByRole('button', { name: T.signIn.submit })).toBeTruthy();
    expect(familyToken()).toBeNull();
  });

  it('in Spanish: the form’s texts, and the request asks for the message in Spanish', async () => {
    window.localStorage.setItem('lang', 'es');
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(202, { success: true, message: 'Si esta dirección…' }));
    renderFamily();

    expect(await screen.findByRole('heading', { level: 1, name: ES.signIn.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await user.type(screen.getByLabelText(ES.signIn.groupCode), 'LINC123');
    await user.type(screen.getByLabelText(ES.signIn.email), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: ES.signIn.submit }));
    expect(await screen.findByText('Si esta dirección…')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(sentBody(init)).toMatchObject({ language: 'es' });
    expect(headerOf(init, 'Accept-Language')).toBe('es');
  });

  it('in Spanish: the link’s page and the family page', async () => {
    window.localStorage.setItem('lang', 'es');
    mockFetch(() => jsonResponse(200, { success: true, data: familyReply() }));
    const view = renderFamily('/family/sign-in?token=t1');
    expect(await screen.findByRole('button', { name: ES.link.submit })).toBeTruthy();
    view.unmount();

    storeFamilyToken('family-session-1');
    renderFamily();
    expect(await screen.findByText(ES.family.signedInAs('ana@example.org'))).toBeTruthy();
    expect(screen.getByRole('button', { name: ES.family.signOutEverywhere })).toBeTruthy();
    expect(document.querySelector('.family-sessions__device')?.textContent).toBe(
      `Chrome on Android · ${ES.family.thisDevice}`,
    );
  });

  describe('the children', () => {
    const CAMPAIGN = {
      _id: 'c1',
      name: 'Spring Fair',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      donationsEnabled: true,
      goal: { goalAmount: 1000, productSales: 200, donations: 50, fraction: 0.25 },
    };
    const AVA = {
      _id: 'k1',
      firstName: 'Ava',
      lastName: 'Martinez',
      publicName: 'Ava M.',
      team: { _id: 't1', name: 'Room 4' },
      sellerCode: 'AVA-K7Q3',
      emailUpdates: true,
      waitingMatches: [],
      campaigns: [
        {
          campaignId: 'c1',
          orderCount: 3,
          sales: 42.5,
          donations: 10,
          shareLinkUrl: 'http://portal.test/s/ava-token',
        },
      ],
    };
    const LEO = {
      _id: 'k2',
      firstName: 'Leo',
      lastName: 'Martinez',
      publicName: 'Leo M.',
      team: null,
      sellerCode: 'LEO-M4XP',
      emailUpdates: true,
      waitingMatches: [],
      campaigns: [{ campaignId: 'c1', orderCount: 0, sales: 0, donations: 0, shareLinkUrl: null }],
    };
    const TEAMS = [
      { _id: 't1', name: 'Room 4' },
      { _id: 't2', name: 'Room 5' },
    ];

    const withChildren = (children: TFamily['children']): TFamily => ({
      ...familyReply(),
      children,
      campaigns: [CAMPAIGN],
      teams: TEAMS,
    });

    it('a family without children is asked for the first one; the new child is shown', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      let children: TFamily['children'] = [];
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family') return jsonResponse(200, { success: true, data: withChildren(children) });
        if (url === '/api/family/children' && init?.method === 'POST') {
          children = [AVA];
          return jsonResponse(201, { success: true, data: { _id: 'k1', claimedFromRoster: false } });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      expect(await screen.findByText(T.children.none)).toBeTruthy();
      expect(screen.queryByRole('button', { name: T.children.cancel })).toBeNull();
      await user.type(screen.getByLabelText(T.children.firstName), ' Ava ');
      await user.type(screen.getByLabelText(T.children.lastName), 'Martinez');
      await user.selectOptions(screen.getByLabelText(T.children.team), 'Room 4');
      await user.click(screen.getByRole('button', { name: T.children.submit }));

      expect(await screen.findByRole('tab', { name: 'Ava', selected: true })).toBeTruthy();
      expect(screen.getByText(T.children.added('Ava'))).toBeTruthy();
      const added = fetchMock.mock.calls.find(([url]) => url === '/api/family/children')!;
      expect(sentBody(added[1])).toEqual({ firstName: 'Ava', lastName: 'Martinez', teamId: 't1' });
      expect(headerOf(added[1], 'Authorization')).toBe('Bearer family-session-1');
      expect(screen.getByRole('heading', { level: 2, name: 'Ava Martinez' })).toBeTruthy();
      expect(screen.getByText(T.children.inTeam('Room 4'))).toBeTruthy();
    });

    it('a refused child keeps what was typed and shows the server’s message beside the field', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      mockFetch((url) => {
        if (url === '/api/family') return jsonResponse(200, { success: true, data: withChildren([]) });
        return jsonResponse(400, {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          errors: [{ field: 'lastName', message: 'Last name is required' }],
        });
      });
      renderFamily();

      await user.type(await screen.findByLabelText(T.children.firstName), 'Ava');
      await user.click(screen.getByRole('button', { name: T.children.submit }));
      expect(await screen.findByText('Last name is required')).toBeTruthy();
      expect((screen.getByLabelText(T.children.firstName) as HTMLInputElement).value).toBe('Ava');
      expect(screen.getByLabelText(T.children.lastName).getAttribute('aria-invalid')).toBe('true');
    });

    it('one tap (or an arrow key) moves between children; each shows its own figures and share link', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      mockFetch((url) => {
        if (url === '/api/family')
          return jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) });
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      const avaTab = await screen.findByRole('tab', { name: 'Ava', selected: true });
      const panel = screen.getByRole('tabpanel');
      const figures = () =>
        [...panel.querySelectorAll('.stat')].map((stat) => [
          stat.querySelector('dt')?.textContent,
          stat.querySelector('dd')?.textContent,
        ]);
      expect(figures()).toEqual([
        [T.children.orders, '3'],
        [T.children.sales, '$42.50'],
        [T.children.donations, '$10.00'],
      ]);
      expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toBe(
        'http://portal.test/s/ava-token',
      );
      expect(screen.getByRole('heading', { name: T.children.shareTitle('Ava') })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Printable flyer' }).getAttribute('href')).toBe(
        '/family/flyer?child=k1&campaign=c1',
      );
      expect(screen.getByText('$250.00 of $1,000.00 raised')).toBeTruthy();
      expect(panel.querySelector('.seller-code__line')?.textContent).toBe('At checkout, enter code AVA-K7Q3');

      await user.click(screen.getByRole('tab', { name: 'Leo' }));
      expect(screen.getByRole('tab', { name: 'Leo', selected: true })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Leo Martinez' })).toBeTruthy();
      expect(screen.getByText(T.children.noOrders('Leo'))).toBeTruthy();
      expect(screen.getByRole('button', { name: T.children.getShareLink('Leo') })).toBeTruthy();

      screen.getByRole('tab', { name: 'Leo' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(avaTab);
      expect(screen.getByRole('tab', { name: 'Ava', selected: true })).toBeTruthy();
    });

    it('makes a child’s share link on request and shows it', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      let made = false;
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family') {
          const leo = made
            ? {
                ...LEO,
                campaigns: [{ ...LEO.campaigns[0]!, shareLinkUrl: 'http://portal.test/s/leo-token' }],
              }
            : LEO;
          return jsonResponse(200, { success: true, data: withChildren([leo]) });
        }
        if (url === '/api/family/children/k2/campaigns/c1/share-link' && init?.method === 'POST') {
          made = true;
          return jsonResponse(200, {
            success: true,
            data: {
              token: 'leo-token',
              url: 'http://portal.test/s/leo-token',
              createdAt: '2026-03-02T15:00:00.000Z',
            },
          });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.children.getShareLink('Leo') }));
      await waitFor(() =>
        expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toBe(
          'http://portal.test/s/leo-token',
        ),
      );
      expect(calls(fetchMock).filter(([method]) => method === 'POST')).toEqual([
        ['POST', '/api/family/children/k2/campaigns/c1/share-link'],
      ]);
    });

    it('“Shop for Ava” and “Give a donation” leave for the store with the hand-off the server made', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      const leave = vi.spyOn(storeDeparture, 'leave').mockImplementation(() => undefined);
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family')
          return jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) });
        if (url === '/api/family/children/k1/campaigns/c1/shop-url') {
          const { purpose } = sentBody(init) as { purpose: string };
          return jsonResponse(200, {
            success: true,
            data: { url: `https://store.test/cart?${purpose}`, mode: 'demo', handoffId: 'h1' },
          });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.children.shop('Ava') }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith('https://store.test/cart?shop'));
      expect(screen.getByRole('button', { name: T.children.leaving })).toBeTruthy();
      leave.mockRestore();

      const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(posts.map(([url, init]) => [url, sentBody(init)])).toEqual([
        ['/api/family/children/k1/campaigns/c1/shop-url', { purpose: 'shop' }],
      ]);
    });

    it('a store that cannot be reached says so and the buttons work again', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      const message = 'The store could not be reached. Please try again in a moment.';
      mockFetch((url) => {
        if (url === '/api/family') return jsonResponse(200, { success: true, data: withChildren([AVA]) });
        return jsonResponse(502, { success: false, code: 'STORE_UNAVAILABLE', message });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.children.donate }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByRole('button', { name: T.children.shop('Ava') }).hasAttribute('disabled')).toBe(
        false,
      );
    });

    it('the flyer of a child’s share link names the child by first name and last initial only', async () => {
      storeFamilyToken('family-session-1');
      mockFetch(() => jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) }));
      renderFamily('/family/flyer?child=k1&campaign=c1');

      expect(await screen.findByRole('heading', { level: 1, name: 'Support Ava M.' })).toBeTruthy();
      expect(document.body.textContent).not.toContain('Martinez');
      expect(screen.getByText('portal.test/s/ava-token')).toBeTruthy();
      expect(document.body.textContent).toContain('At checkout, enter code AVA-K7Q3');
      expect(screen.getByRole('link', { name: T.children.flyerBack }).getAttribute('href')).toBe(
        '/family?child=k1',
      );
    });

    it('e-mail updates are on for each child; the switch turns them off, and back when the server refuses', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      let refuse = false;
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family')
          return jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) });
        if (url === '/api/family/children/k1/email-updates' && init?.method === 'PUT') {
          if (refuse)
            return jsonResponse(503, { success: false, code: 'UNAVAILABLE', message: 'Try later.' });
          return jsonResponse(200, { success: true, data: sentBody(init) });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      const toggle = (await screen.findByRole('switch', {
        name: T.children.updatesLabel('Ava'),
      })) as HTMLInputElement;
      expect(toggle.checked).toBe(true);
      expect(screen.getByText(T.children.updatesOn('ana@example.org'))).toBeTruthy();
      await user.click(toggle);
      await waitFor(() => expect(screen.getByText(T.children.updatesOff)).toBeTruthy());
      expect(toggle.checked).toBe(false);
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
      expect([put[0], sentBody(put[1])]).toEqual([
        '/api/family/children/k1/email-updates',
        { enabled: false },
      ]);

      refuse = true;
      await user.click(toggle);
      expect((await screen.findByRole('alert')).textContent).toBe('Try later.');
      expect(toggle.checked).toBe(false);
    });

    it('corrects a child’s name and class, and says so', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family')
          return jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) });
        if (url === '/api/family/children/k1' && init?.method === 'PATCH') {
          return jsonResponse(200, { success: true, data: { ...AVA, ...(sentBody(init) as object) } });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.children.edit }));
      expect(screen.getByRole('heading', { name: T.children.editTitle('Ava') })).toBeTruthy();
      const first = screen.getByLabelText(T.children.firstName) as HTMLInputElement;
      expect(first.value).toBe('Ava');
      await user.clear(first);
      await user.type(first, 'Avery');
      await user.selectOptions(screen.getByLabelText(T.children.team), 'Room 5');
      await user.click(screen.getByRole('button', { name: T.children.save }));

      expect(await screen.findByText(T.children.saved('Avery'))).toBeTruthy();
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
      expect(sentBody(patch[1])).toEqual({ firstName: 'Avery', lastName: 'Martinez', teamId: 't2' });
      expect(screen.queryByRole('button', { name: T.children.save })).toBeNull();
    });

    it('removes a child only once the parent confirms, and says so', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      let removed = false;
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family') {
          return jsonResponse(200, { success: true, data: withChildren(removed ? [LEO] : [AVA, LEO]) });
        }
        if (url === '/api/family/children/k1' && init?.method === 'DELETE') {
          removed = true;
          return new Response(null, { status: 204 });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.children.remove }));
      const dialog = screen.getByRole('alertdialog', { name: T.children.removeTitle('Ava') });
      expect(dialog.textContent).toContain(T.children.removeMessage('Ava'));
      await user.click(screen.getByRole('button', { name: T.children.cancel }));
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

      await user.click(screen.getByRole('button', { name: T.children.remove }));
      await user.click(screen.getByRole('button', { name: T.children.removeConfirm('Ava') }));
      expect(await screen.findByText(T.children.removed('Ava'))).toBeTruthy();
      await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Leo']));
    });

    it('sales waiting under the child’s first name and class are counted for the child once the parent says so', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      let joined = false;
      const waiting = { ...AVA, waitingMatches: [{ _id: 'w1', orderCount: 2, sales: 30 }] };
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family') {
          return jsonResponse(200, { success: true, data: withChildren([joined ? AVA : waiting]) });
        }
        if (url === '/api/family/children/k1/waiting-sellers/w1/join' && init?.method === 'POST') {
          joined = true;
          return jsonResponse(200, { success: true, data: { sellerId: 'k1', movedOrderCount: 2 } });
        }
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      expect(await screen.findByText(T.children.waitingSales('Ava', 'Room 4', '2', '$30.00'))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: T.children.waitingJoin('Ava') }));
      expect(await screen.findByText(T.children.waitingJoined('Ava', 2))).toBeTruthy();
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: T.children.waitingTitle })).toBeNull(),
      );
      expect(calls(fetchMock).filter(([method]) => method === 'POST')).toEqual([
        ['POST', '/api/family/children/k1/waiting-sellers/w1/join'],
      ]);
    });

    it('invites another parent and shows the server’s message', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      const message = 'If this address can be invited, an invitation to sign in is on its way.';
      const fetchMock = mockFetch((url) => {
        if (url === '/api/family') return jsonResponse(200, { success: true, data: withChildren([AVA]) });
        if (url === '/api/family/invitations') return jsonResponse(202, { success: true, message });
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.type(await screen.findByLabelText(T.account.inviteEmail), ' luis@example.org ');
      await user.click(screen.getByRole('button', { name: T.account.invite }));
      expect(await screen.findByText(message)).toBeTruthy();
      const invite = fetchMock.mock.calls.find(([url]) => url === '/api/family/invitations')!;
      expect(sentBody(invite[1])).toEqual({ email: 'luis@example.org' });
      expect((screen.getByLabelText(T.account.inviteEmail) as HTMLInputElement).value).toBe('');
    });

    it('withdrawing the family, once confirmed, signs this device out', async () => {
      const user = userEvent.setup();
      storeFamilyToken('family-session-1');
      const fetchMock = mockFetch((url, init) => {
        if (url === '/api/family' && init?.method === 'DELETE') return new Response(null, { status: 204 });
        if (url === '/api/family') return jsonResponse(200, { success: true, data: withChildren([AVA]) });
        return jsonResponse(404, { success: false, message: `unexpected ${url}` });
      });
      renderFamily();

      await user.click(await screen.findByRole('button', { name: T.account.withdraw }));
      expect(screen.getByRole('alertdialog', { name: T.account.withdrawConfirmTitle })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: T.account.withdrawConfirm }));
      expect(await screen.findByRole('button', { name: T.signIn.submit })).toBeTruthy();
      expect(familyToken()).toBeNull();
      expect(calls(fetchMock).at(-1)).toEqual(['DELETE', '/api/family']);
    });

    it('in Spanish: the children, their figures and the shop button', async () => {
      window.localStorage.setItem('lang', 'es');
      storeFamilyToken('family-session-1');
      mockFetch(() => jsonResponse(200, { success: true, data: withChildren([AVA, LEO]) }));
      renderFamily();

      expect(await screen.findByRole('heading', { level: 2, name: ES.children.title })).toBeTruthy();
      expect(screen.getByRole('button', { name: ES.children.shop('Ava') })).toBeTruthy();
      expect(screen.getByRole('button', { name: ES.children.donate })).toBeTruthy();
      expect(screen.getByText(ES.children.inTeam('Room 4'))).toBeTruthy();
      expect(screen.getByRole('heading', { name: ES.children.shareTitle('Ava') })).toBeTruthy();
    });
  });
});
