import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_LINK_API_PATHS } from '../../../../shared/api/share-link-paths.js';
import type { TCampaignShareLinksReply, TRevokeShareLinkReply } from '../../../../shared/api/share-links.js';
import { apiData } from '../../../lib/api-data';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export type TCampaignShareLinks = TCampaignShareLinksReply['data'];

/** GET /groups/{id}/campaigns/{campaignId}/share-links. */
export function useCampaignShareLinks(groupId: string, campaignId: string) {
  return useQuery<TCampaignShareLinks, ApiError>({
    queryKey: shareLinkKeys.campaign(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TCampaignShareLinks>(SHARE_LINK_API_PATHS.campaignShareLinks(groupId, campaignId), { signal }),
  });
}

export interface RevokeShareLinkInput {
  groupId: string;
  campaignId: string;
  linkId: string;
}

/** POST /groups/{id}/campaigns/{campaignId}/share-links/{linkId}/revoke; the list is fetched again afterwards. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation<TRevokeShareLinkReply, ApiError, RevokeShareLinkInput>({
    mutationFn: ({ groupId, campaignId, linkId }) =>
      apiRequest<TRevokeShareLinkReply>(SHARE_LINK_API_PATHS.revokeShareLink(groupId, campaignId, linkId), {
        method: 'POST',
      }),
    // After a failure too: the usual one is a link another staff member revoked meanwhile.
    onSettled: (_reply, _error, { groupId, campaignId }) =>
      queryClient.invalidateQueries({ queryKey: shareLinkKeys.campaign(groupId, campaignId) }),
  });
}
