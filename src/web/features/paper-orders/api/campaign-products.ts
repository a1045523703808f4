import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { PAPER_ORDER_API_PATHS } from '../../../../shared/api/paper-order-paths.js';
import type {
  TCampaignProduct,
  TCampaignProductsBody,
  TProductSuggestionsReply,
  TSellerName,
} from '../../../../shared/api/paper-orders.js';
import { API_PATHS } from '../../../../shared/api/paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { paperOrderKeys } from './keys';

export type TProductSuggestions = TProductSuggestionsReply['data'];

/** GET /groups/{id}/campaigns/{campaignId}: the campaign the screens are about, for their headings. */
export function useCampaignInfo(groupId: string, campaignId: string) {
  return useQuery<TCampaign, ApiError>({
    queryKey: paperOrderKeys.campaignInfo(groupId, campaignId),
    queryFn: ({ signal }) => apiData<TCampaign>(API_PATHS.groupCampaign(groupId, campaignId), { signal }),
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/products, in the forms' order; waits for a campaign id. */
export function useCampaignProducts(groupId: string, campaignId: string) {
  return useQuery<TCampaignProduct[], ApiError>({
    queryKey: paperOrderKeys.products(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TCampaignProduct[]>(PAPER_ORDER_API_PATHS.campaignProducts(groupId, campaignId), { signal }),
    enabled: campaignId !== '',
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/products/suggestions. */
export function useProductSuggestions(groupId: string, campaignId: string) {
  return useQuery<TProductSuggestions, ApiError>({
    queryKey: paperOrderKeys.suggestions(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TProductSuggestions>(PAPER_ORDER_API_PATHS.campaignProductSuggestions(groupId, campaignId), {
        signal,
      }),
  });
}

/** PUT /groups/{id}/campaigns/{campaignId}/products: the whole list replaced; the reply is the saved list. */
export function useSaveCampaignProducts(groupId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation<TCampaignProduct[], ApiError, TCampaignProductsBody>({
    mutationFn: (body) =>
      apiData<TCampaignProduct[]>(PAPER_ORDER_API_PATHS.campaignProducts(groupId, campaignId), {
        method: 'PUT',
        body,
      }),
    onSuccess: (products) => {
      queryClient.setQueryData(paperOrderKeys.products(groupId, campaignId), products);
      // The supplier order and the template list the products too.
      void queryClient.invalidateQueries({
        queryKey: paperOrderKeys.supplierOrder(groupId, campaignId),
        refetchType: 'none',
      });
    },
  });
}

/** GET /groups/{id}/seller-names: the group's sellers, once per name, for the seller field of a form or envelope. */
export function useGroupSellerNames(groupId: string) {
  return useQuery<TSellerName[], ApiError>({
    queryKey: paperOrderKeys.sellerNames(groupId),
    queryFn: ({ signal }) =>
      apiData<TSellerName[]>(PAPER_ORDER_API_PATHS.groupSellerNames(groupId), { signal }),
    enabled: groupId !== '',
  });
}
