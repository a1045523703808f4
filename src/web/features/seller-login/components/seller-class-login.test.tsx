// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { FamilyScreen } from '../../../components/family-screen';
import { registerSpanishTexts } from '../../../lib/locale';
import { campaignFixture } from '../../../test/admin-fixtures';
import {
  isolateScreenTests,
  jsonResponse,
  mockFetch,
  sentBody,
  withQueryClient,
} from '../../../test/helpers';
import { CAMPAIGN_STEP_TEXTS } from '../campaign-step-texts';
import { CLASS_LOGIN_TEXTS as T } from '../class-login-texts';
import { CLASS_LOGIN_TEXTS_ES as ES } from '../class-login-texts.es';
import { SellerLoginPage } from './seller-login-page';

registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const TEAMS = [
  { _id: 't4', name: 'Room 4' },
  { _id: 't5', name: 'Room 5' },
];
const campaign = (id: string, name: string): TCampaign => campaignFixture({ _id: id, name });

function loginReply(campaigns: TCampaign[]) {
  return {
    success: true,
    token: 'class-token',
    user: { id: 's1', name: 'Ava M.', email: '', groupCode: 'FAM123', team: TEAMS[0] },
    group: { _id: 'g1', code: 'FAM123', name: 'Lincoln PTA', organizationName: 'Lincoln Elementary' },
    campaigns,
    teams: TEAMS,
  };
}

/**
 * The server: `FAM123` signs in by first name and class, any other code with name and e-mail; `options` holds back
 * the answer about the group code until it resolves.
 */
function server(
  login: (body: unknown) => Response = () => jsonResponse(200, loginReply([campaign('c1', 'Fair')])),
  options: Promise<void> = Promise.resolve(),
) {
  return mockFetch(async (url, init) => {
    if (url.startsWith('/api/health')) {
      return jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory' } });
    }
    if (url.startsWith('/api/auth/sign-in-options')) {
      await options;
      const code = new URL(url, 'http://portal.test').searchParams.get('groupCode');
      return jsonResponse(200, {
        success: true,
        data:
          code === 'FAM123'
            ? { sellerSignIn: 'families', teams: TEAMS }
            : { sellerSignIn: 'students', teams: [] },
      });
    }
    if (url === '/api/auth/class-login') return login(sentBody(init));
    return jsonResponse(404, { success: false, message: `unexpected ${url}` });
  });
}

function renderPage() {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <FamilyScreen>
                <SellerLoginPage />
              </FamilyScreen>
            }
          />
          <Route path="/shop" element={<p>shop screen</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('the seller login of a group whose parents sign their children up', () => {
  isolateScreenTests();

  it('after the group code asks only the first name and class, and signs in with nothing else', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), ' FAM123 ');
    await user.tab();
    expect(await screen.findByText(T.intro)).toBeTruthy();
    expect(screen.queryByLabelText('Email Address')).toBeNull();
    expect(screen.queryByLabelText('Seller Name')).toBeNull();
    expect(screen.getByText('FAM123')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(T.firstName));

    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByRole('alert').textContent).toBe(T.fillAll);

    await user.type(screen.getByLabelText(T.firstName), ' Ava ');
    await user.selectOptions(screen.getByLabelText(T.team), 'Room 4');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText('shop screen')).toBeTruthy();
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/class-login')!;
    expect(sentBody(login[1])).toEqual({ groupCode: 'FAM123', firstName: 'Ava', teamId: 't4' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('class-token');
    expect(JSON.parse(window.localStorage.getItem('campaign') ?? '{}')).toMatchObject({ id: 'c1' });
  });

  it('a name typed before the group was known moves into the first name, without the surname', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    server(undefined, new Promise<void>((resolve) => (answer = resolve)));
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), 'FAM123');
    await user.click(screen.getByLabelText('Seller Name'));
    await user.type(screen.getByLabelText('Seller Name'), 'Ava Martinez');
    answer();
    expect(((await screen.findByLabelText(T.firstName)) as HTMLInputElement).value).toBe('Ava');
  });

  it('a group that signs in with name and e-mail keeps the form as it is', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), 'ABC123');
    await user.tab();
    await user.type(screen.getByLabelText('Seller Name'), 'Sam Seller');
    expect(screen.getByLabelText('Email Address')).toBeTruthy();
    expect(screen.queryByText(T.intro)).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/sign-in-options')),
    ).toHaveLength(1);
  });

  it('sending the form without a name still finds the group and shows its form', async () => {
    const user = userEvent.setup();
    server();
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), 'FAM123{Enter}');
    expect(await screen.findByText(T.intro)).toBeTruthy();
  });

  it('shows the server’s message when the login is refused, and Change returns to the group code', async () => {
    const user = userEvent.setup();
    const message = 'This group has no campaign running today. Please ask your coordinator.';
    server(() => jsonResponse(409, { success: false, code: 'NO_CURRENT_CAMPAIGN', message }));
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), 'FAM123');
    await user.tab();
    await user.type(await screen.findByLabelText(T.firstName), 'Ava');
    await user.selectOptions(screen.getByLabelText(T.team), 'Room 5');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    await user.click(screen.getByRole('button', { name: T.change }));
    expect((screen.getByLabelText('Group Code') as HTMLInputElement).value).toBe('FAM123');
  });

  it('with several campaigns goes on to the campaign step, which shows no e-mail', async () => {
    const user = userEvent.setup();
    server(() => jsonResponse(200, loginReply([campaign('c1', 'Fair'), campaign('c2', 'Fall Sale')])));
    renderPage();

    await user.type(screen.getByLabelText('Group Code'), 'FAM123');
    await user.tab();
    await user.type(await screen.findByLabelText(T.firstName), 'Ava');
    await user.selectOptions(screen.getByLabelText(T.team), 'Room 4');
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: CAMPAIGN_STEP_TEXTS.title })).toBeTruthy();
    expect(screen.getByText('Ava M.')).toBeTruthy();
    expect(screen.queryByText(CAMPAIGN_STEP_TEXTS.email)).toBeNull();
  });

  it('in Spanish', async () => {
    window.localStorage.setItem('lang', 'es');
    const user = userEvent.setup();
    server();
    renderPage();

    await user.type(await screen.findByLabelText('Código del grupo'), 'FAM123');
    await user.tab();
    expect(await screen.findByText(ES.intro)).toBeTruthy();
    expect(screen.getByLabelText(ES.firstName)).toBeTruthy();
    expect(screen.getByLabelText(ES.team)).toBeTruthy();
    expect(screen.getByRole('option', { name: ES.chooseTeam })).toBeTruthy();
  });
});
