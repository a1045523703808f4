// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TGroup } from '../../../../shared/api/groups.js';
import type { TTeam } from '../../../../shared/api/teams.js';
import { groupFixture } from '../../../test/admin-fixtures';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { LETTER_SCREEN_TEXTS as S } from '../letter-texts';
import { AdminTeamLettersPage } from './team-letters-page';
import { AdminTeamsPage } from './teams-page';

const ROOM_12: TTeam = {
  _id: 't12',
  name: 'Room 12',
  leaderName: 'Ms. Park',
  sellerCount: 2,
  rosterCount: 1,
};
const ROOM_14: TTeam = { _id: 't14', name: 'Room 14', leaderName: '', sellerCount: 0, rosterCount: 0 };
const FAMILIES = groupFixture({ sellerSignIn: 'families', name: 'Lincoln Band', code: 'BAND24' });
const ADDRESS = `${window.location.host}/family`;

/** Group g1 and its classes, as the server answers them; the Teams screen's other lists are empty. */
function groupApi({
  group = FAMILIES,
  teams = [ROOM_12, ROOM_14],
}: { group?: TGroup; teams?: TTeam[] } = {}) {
  return mockFetch((url) => {
    if (url === '/api/groups/g1') return jsonResponse(200, { success: true, data: group });
    if (url === '/api/groups/g1/teams') return jsonResponse(200, { success: true, data: teams });
    if (url.startsWith('/api/groups/g1/')) return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

const renderLetters = () =>
  renderRoutes(
    '/admin/groups/g1/teams/letters',
    <Route path="/admin/groups/:groupId/teams/letters" element={<AdminTeamLettersPage />} />,
  );

const letters = async () =>
  within(await screen.findByRole('region', { name: S.lettersLabel })).getAllByRole('article');

describe('the letters home of a families group', () => {
  isolateScreenTests();

  it('prints one letter per class with the group code, the class, its teacher, the sign-in address and its QR code', async () => {
    groupApi();
    renderLetters();

    const [room12, room14] = await letters();
    expect((await letters()).length).toBe(2);
    expect(room12!.getAttribute('aria-label')).toBe('Room 12');
    expect(room14!.getAttribute('aria-label')).toBe('Room 14');

    const letter = within(room12!);
    expect(room12!.getAttribute('lang')).toBe('en');
    expect(letter.getByRole('heading', { name: 'Lincoln Band: our fundraiser' })).toBeTruthy();
    expect(room12!.textContent).toContain('Lincoln High');
    expect(room12!.textContent).toContain('Dear families of Room 12,');
    expect(room12!.textContent).toContain('Teacher: Ms. Park');
    expect(room12!.textContent).toContain(`Open ${ADDRESS} or scan the QR code.`);
    expect(room12!.textContent).toContain('Type the group code BAND24 and your e-mail address.');
    expect(room12!.textContent).toContain('Add your child and choose the class Room 12.');
    expect(room12!.textContent).toContain(
      'Your child signs in with the group code BAND24, their first name and the class Room 12.',
    );
    expect(room12!.textContent).toContain('no e-mail address, no last name');
    expect(letter.getByRole('img', { name: `QR code of ${ADDRESS}` })).toBeTruthy();

    // A class without a teacher says none.
    expect(room14!.textContent).not.toContain('Teacher');
    expect(room14!.textContent).toContain('choose the class Room 14');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to teams' }).getAttribute('href')).toBe(
      '/admin/groups/g1/teams',
    );
  });

  it('prints the letters in Spanish when Spanish is chosen, and only the chosen class', async () => {
    groupApi();
    const user = userEvent.setup();
    renderLetters();
    await letters();

    await user.selectOptions(screen.getByLabelText(S.language), 'es');
    await user.selectOptions(screen.getByLabelText(S.team), 't14');

    const shown = await letters();
    expect(shown.length).toBe(1);
    const [room14] = shown;
    expect(room14!.getAttribute('lang')).toBe('es');
    expect(
      within(room14!).getByRole('heading', { name: 'Lincoln Band: nuestra recaudación de fondos' }),
    ).toBeTruthy();
    expect(room14!.textContent).toContain('Estimadas familias de Room 14:');
    expect(room14!.textContent).toContain('Escriba el código del grupo BAND24 y su correo electrónico.');
    expect(room14!.textContent).toContain('Agregue a su hijo o hija y elija la clase Room 14.');
    expect(room14!.textContent).toContain(
      'Su hijo o hija entra con el código del grupo BAND24, su nombre y la clase Room 14.',
    );
    expect(within(room14!).getByRole('img', { name: `Código QR de ${ADDRESS}` })).toBeTruthy();
    expect(room14!.textContent).not.toContain('Dear families');
  });

  it('prints one letter that names no class when the group has none', async () => {
    groupApi({ teams: [] });
    renderLetters();
    const shown = await letters();
    expect(shown.length).toBe(1);
    expect(shown[0]!.textContent).toContain('Dear families,');
    expect(shown[0]!.textContent).toContain('Add your child.');
    expect(screen.queryByLabelText(S.team)).toBeNull();
    expect(screen.getByText(S.noTeamsNote)).toBeTruthy();
  });

  it('prints nothing for a group whose sellers sign in with name and e-mail', async () => {
    groupApi({ group: groupFixture() });
    renderLetters();
    expect(await screen.findByText(S.notFamilies)).toBeTruthy();
    expect(screen.queryByRole('region', { name: S.lettersLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});

describe('the Teams screen’s link to the letters home', () => {
  isolateScreenTests();

  const renderTeams = () =>
    renderRoutes(
      '/admin/groups/g1/teams',
      <Route path="/admin/groups/:groupId/teams" element={<AdminTeamsPage />} />,
    );

  it('shows beside the classes of a families group', async () => {
    groupApi();
    renderTeams();
    const link = await screen.findByRole('link', { name: S.link });
    expect(link.getAttribute('href')).toBe('/admin/groups/g1/teams/letters');
  });

  it('is not there for a group whose sellers sign in with name and e-mail', async () => {
    groupApi({ group: groupFixture() });
    renderTeams();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Band — teams' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add a team' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: S.link })).toBeNull();
  });
});
