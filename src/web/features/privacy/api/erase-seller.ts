import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API_PATHS, type TSellerErasureReply } from '../../../../shared/api/privacy.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { attributionKeys } from '../../attribution';
import { orderKeys } from '../../orders';

export interface EraseSellerInput {
  groupId: string;
  sellerId: string;
}

/** POST /admin/sellers/{id}/erase-personal-data. */
export function eraseSeller({ sellerId }: EraseSellerInput): Promise<TSellerErasureReply> {
  return apiRequest<TSellerErasureReply>(PRIVACY_API_PATHS.sellerErasure(sellerId), { method: 'POST' });
}

/** Afterwards the group's sellers, the order screens and the reports show the initials. */
export function useEraseSeller() {
  const queryClient = useQueryClient();
  return useMutation<TSellerErasureReply, ApiError, EraseSellerInput>({
    mutationFn: eraseSeller,
    onSuccess: async (_reply, { groupId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attributionKeys.sellers(groupId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'groups', 'byId', groupId] }),
      ]);
    },
  });
}
