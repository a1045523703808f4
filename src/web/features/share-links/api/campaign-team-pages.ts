import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEAM_API_PATHS } from '../../../../shared/api/team-paths.js';
import type { TCampaignTeamPages, TTeamPage } from '../../../../shared/api/teams.js';
import { apiData } from '../../../lib/api-data';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export type TClassPage = TTeamPage & { showSellers: boolean };

/** GET /groups/{id}/campaigns/{campaignId}/team-pages: each team's class progress page and the leaderboard. */
export function useCampaignTeamPages(groupId: string, campaignId: string) {
  return useQuery<TCampaignTeamPages, ApiError>({
    queryKey: shareLinkKeys.teamPages(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TCampaignTeamPages>(TEAM_API_PATHS.campaignTeamPages(groupId, campaignId), { signal }),
  });
}

interface CampaignInput {
  groupId: string;
  campaignId: string;
}

/** Publish or revoke a team's class page (`teamId`) or the group leaderboard (`teamId` null). */
export interface TeamPageInput extends CampaignInput {
  teamId: string | null;
}

export interface PublishInput extends TeamPageInput {
  /** A class page only: its sellers' first names and order counts on the page. */
  showSellers: boolean;
}

/** The campaign's pages are fetched again after any change, a failure too (another staff member's change). */
function useRefreshPages() {
  const queryClient = useQueryClient();
  return (_reply: unknown, _error: unknown, { groupId, campaignId }: CampaignInput) =>
    queryClient.invalidateQueries({ queryKey: shareLinkKeys.teamPages(groupId, campaignId) });
}

/**
 * PUT …/team-pages/teams/{teamId} `{ showSellers }` (a class page: published, or its sellers shown or hidden, the
 * link kept) or PUT …/team-pages/leaderboard.
 */
export function usePublishTeamPage() {
  const onSettled = useRefreshPages();
  return useMutation<TTeamPage | TClassPage, ApiError, PublishInput>({
    mutationFn: ({ groupId, campaignId, teamId, showSellers }) =>
      teamId === null
        ? apiData<TTeamPage>(TEAM_API_PATHS.leaderboardPage(groupId, campaignId), { method: 'PUT' })
        : apiData<TClassPage>(TEAM_API_PATHS.teamProgressPage(groupId, campaignId, teamId), {
            method: 'PUT',
            body: { showSellers },
          }),
    onSettled,
  });
}

/** DELETE …/team-pages/teams/{teamId} or …/team-pages/leaderboard: the link stops working at once. */
export function useRevokeTeamPage() {
  const onSettled = useRefreshPages();
  return useMutation<unknown, ApiError, TeamPageInput>({
    mutationFn: ({ groupId, campaignId, teamId }) =>
      apiRequest<unknown>(
        teamId === null
          ? TEAM_API_PATHS.leaderboardPage(groupId, campaignId)
          : TEAM_API_PATHS.teamProgressPage(groupId, campaignId, teamId),
        { method: 'DELETE' },
      ),
    onSettled,
  });
}
