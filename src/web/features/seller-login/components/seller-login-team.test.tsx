// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { FamilyScreen } from '../../../components/family-screen';
import { registerSpanishTexts } from '../../../lib/locale';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { campaignFixture } from '../../../test/admin-fixtures';
import { SellerLoginPage } from './seller-login-page';

// As the app's entry does.
registerSpanishTexts(() => import('../../../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

const ROOM_12 = { _id: 't12', name: 'Room 12' };
const ROOM_14 = { _id: 't14', name: 'Room 14' };
const TEAM_URL = '/api/seller/team';

const campaign = (id: string, name: string): TCampaign => campaignFixture({ _id: id, name });

const SPRING = campaign('c1', 'Spring Sale');
const FALL = campaign('c2', 'Fall Sale');

interface Reply {
  campaigns: TCampaign[];
  teams: { _id: string; name: string }[];
  team: { _id: string; name: string } | null;
}

/** The login and the team choice as the server answers them; `teamAnswer` replaces the PUT's answer. */
function api({ campaigns, teams, team }: Reply, teamAnswer?: () => Response) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/health')) {
      return jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory' } });
    }
    if (url === TEAM_URL && init?.method === 'PUT') {
      if (teamAnswer) return teamAnswer();
      const { teamId } = sentBody(init) as { teamId: string };
      return jsonResponse(200, { success: true, data: { team: teams.find((one) => one._id === teamId) } });
    }
    return jsonResponse(200, {
      success: true,
      token: 'cust-token',
      user: { id: 'u1', name: 'Sam Seller', email: 'sam@example.com', groupCode: 'ABC123', team },
      group: { _id: 'g1', code: 'ABC123', name: 'Tigers', organizationName: 'Lincoln School' },
      campaigns,
      teams,
    });
  });
}

function renderLogin() {
  renderRoutes(
    '/',
    <>
      <Route
        path="/"
        element={
          <FamilyScreen>
            <SellerLoginPage />
          </FamilyScreen>
        }
      />
      <Route path="/shop" element={<p>shop screen</p>} />
      <Route path="/seller" element={<p>seller page</p>} />
    </>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function logIn(
  user: User,
  labels = { code: 'Group Code', name: 'Seller Name', email: 'Email Address' },
) {
  await user.type(screen.getByLabelText(labels.code), 'ABC123');
  await user.type(screen.getByLabelText(labels.name), 'Sam Seller');
  await user.type(screen.getByLabelText(labels.email), 'sam@example.com');
}

const teamCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === TEAM_URL && init?.method === 'PUT');

describe('seller login: the class or team', () => {
  isolateScreenTests();

  it('in a group without teams, asks nothing new', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    const fetchMock = api({ campaigns: [SPRING, FALL], teams: [], team: null });
    renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Select Campaign' });
    expect(screen.queryByLabelText('Your class / team')).toBeNull();
    expect(screen.queryByText(/Class \/ team/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Fall Sale');
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));
    expect(await screen.findByText('shop screen')).toBeTruthy();
    expect(teamCalls(fetchMock)).toHaveLength(0);
  });

  it('with teams and none chosen, asks for one even with a single campaign and refuses to go on without it', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    const fetchMock = api({ campaigns: [SPRING], teams: [ROOM_12, ROOM_14], team: null });
    renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const select = await screen.findByLabelText<HTMLSelectElement>('Your class / team');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose your class or team',
      'Room 12',
      'Room 14',
    ]);
    expect(select.required).toBe(true);
    // The only campaign is already chosen.
    expect(screen.getByLabelText<HTMLSelectElement>('Campaign').value).toBe('c1');

    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose your class or team');
    expect(document.activeElement).toBe(select);
    await user.click(screen.getByRole('button', { name: 'Share with family' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose your class or team');
    expect(teamCalls(fetchMock)).toHaveLength(0);

    await user.selectOptions(select, 'Room 14');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));

    expect(await screen.findByText('shop screen')).toBeTruthy();
    const [[, init]] = teamCalls(fetchMock) as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ teamId: 't14' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer cust-token');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    for (const storage of [window.localStorage, window.sessionStorage]) {
      expect(JSON.parse(storage.getItem('user') ?? '{}')).toMatchObject({ id: 'u1', team: ROOM_14 });
      expect(JSON.parse(storage.getItem('campaign') ?? '{}')).toMatchObject({ id: 'c1' });
    }
  });

  it('shows the server’s message when the choice is refused', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    api({ campaigns: [SPRING, FALL], teams: [ROOM_12], team: null }, () =>
      jsonResponse(409, {
        success: false,
        code: 'TEAM_ALREADY_CHOSEN',
        message: 'Your class or team is already chosen; ask your coordinator to change it',
      }),
    );
    renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.selectOptions(await screen.findByLabelText('Your class / team'), 'Room 12');
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Fall Sale');
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your class or team is already chosen; ask your coordinator to change it',
    );
    expect(screen.queryByText('shop screen')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ team: null });

    // The seller has a team after all (staff chose it): it is not asked again.
    expect(screen.queryByLabelText('Your class / team')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));
    expect(await screen.findByText('shop screen')).toBeTruthy();
  });

  it('with a team already, shows it as text and asks nothing', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    const fetchMock = api({ campaigns: [SPRING, FALL], teams: [ROOM_12, ROOM_14], team: ROOM_12 });
    renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Class / team: Room 12')).toBeTruthy();
    expect(screen.queryByLabelText('Your class / team')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Spring Sale');
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));
    expect(await screen.findByText('shop screen')).toBeTruthy();
    expect(teamCalls(fetchMock)).toHaveLength(0);
  });

  it('with a team already and a single campaign, goes straight to the shop', async () => {
    window.localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    api({ campaigns: [SPRING], teams: [ROOM_12], team: ROOM_12 });
    renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('shop screen')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({ team: ROOM_12 });
  });

  it('in Spanish, asks "Tu clase / equipo" with its placeholder and message', async () => {
    window.localStorage.setItem('lang', 'es');
    const user = userEvent.setup();
    api({ campaigns: [SPRING], teams: [ROOM_12, ROOM_14], team: null });
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await logIn(user, { code: 'Código del grupo', name: 'Tu nombre', email: 'Correo electrónico' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const select = await screen.findByLabelText<HTMLSelectElement>('Tu clase / equipo');
    expect(select.options[0]?.textContent).toBe('Elige tu clase o equipo');
    await user.click(screen.getByRole('button', { name: 'Continuar a la tienda' }));
    expect(screen.getByRole('alert').textContent).toBe('Por favor, elige tu clase o equipo');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('Your class / team')).toBe(select);
    expect(screen.getByRole('alert').textContent).toBe('Please choose your class or team');
  });

  it('in Spanish, shows the team already chosen as "Clase / equipo: Room 12"', async () => {
    window.localStorage.setItem('lang', 'es');
    const user = userEvent.setup();
    api({ campaigns: [SPRING, FALL], teams: [ROOM_12], team: ROOM_12 });
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await logIn(user, { code: 'Código del grupo', name: 'Tu nombre', email: 'Correo electrónico' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Clase / equipo: Room 12')).toBeTruthy();
  });
});
