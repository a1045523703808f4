import { SELLER_TEAM_PATH } from '../../../../shared/api/login-route-paths.js';
import type { TOwnTeamBody, TOwnTeamReply } from '../../../../shared/api/teams.js';
import { apiRequest } from '../../../lib/api-client';
import { whenOnline } from '../../../lib/connection';
import { chosenLocale } from '../../../lib/locale-choice';

/**
 * PUT /seller/team: the seller's own class or team, chosen once at the campaign step; answers the team. Apart from
 * seller-login.ts so that only the campaign step's chunk carries it. Waits for the connection while offline; the
 * server answers refusals in the screen's language.
 */
export async function chooseSellerTeam(teamId: string): Promise<TOwnTeamReply['data']['team']> {
  await whenOnline();
  const body: TOwnTeamBody = { teamId };
  const reply = await apiRequest<TOwnTeamReply>(SELLER_TEAM_PATH, {
    method: 'PUT',
    body,
    language: chosenLocale(),
  });
  return reply.data.team;
}
