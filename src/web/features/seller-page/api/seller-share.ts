import { useQuery } from '@tanstack/react-query';
import type { TSellerProgressReply, TSellerShareLinkReply } from '../../../../shared/api/share-links.js';
import { SHARE_LINK_API_PATHS } from '../../../../shared/api/share-link-paths.js';
import { apiData } from '../../../lib/api-data';
import { chosenLocale } from '../../../lib/locale-choice';

export type SellerShareLink = TSellerShareLinkReply['data'];
export type SellerProgress = TSellerProgressReply['data'];

/**
 * The seller's link for the campaign. A POST (the server makes the link on first use) but idempotent, so a
 * query: asked once per visit and kept while the seller moves between the page and the flyer.
 */
export function useSellerShareLink(campaignId: string) {
  return useQuery<SellerShareLink, Error>({
    queryKey: ['seller-share-link', campaignId],
    queryFn: () =>
      apiData<SellerShareLink>(SHARE_LINK_API_PATHS.sellerShareLink(campaignId), {
        method: 'POST',
        language: chosenLocale(),
      }),
    enabled: campaignId !== '',
    staleTime: Infinity,
  });
}

/** Their own orders and sales this campaign and the group's goal. */
export function useSellerProgress(campaignId: string) {
  return useQuery<SellerProgress, Error>({
    queryKey: ['seller-progress', campaignId],
    queryFn: () =>
      apiData<SellerProgress>(SHARE_LINK_API_PATHS.sellerProgress(campaignId), { language: chosenLocale() }),
    enabled: campaignId !== '',
  });
}
