import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMailSubscription, TMailSubscriptionsReply } from '../../../../shared/api/mail.js';
import { MAIL_API_PATHS } from '../../../../shared/api/mail-paths.js';
import { apiData } from '../../../lib/api-data';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { mailUpdateKeys } from './keys';

/** GET /groups/{id}/mail-subscriptions: who asked for updates about the group's sellers, and their consent. */
export function useGroupMailSubscriptions(groupId: string) {
  return useQuery<TMailSubscription[], ApiError>({
    queryKey: mailUpdateKeys.subscriptions(groupId),
    queryFn: async ({ signal }) =>
      (
        await apiData<TMailSubscriptionsReply['data']>(MAIL_API_PATHS.groupMailSubscriptions(groupId), {
          signal,
        })
      ).subscriptions,
    enabled: groupId !== '',
    // Parents confirm and unsubscribe by e-mail, not here: what is shown is fetched each time.
    staleTime: 0,
  });
}

/** DELETE /groups/{id}/mail-subscriptions/{subscriptionId}; the list is fetched again afterwards. */
export function useRemoveMailSubscription(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { subscriptionId: string }>({
    mutationFn: ({ subscriptionId }) =>
      apiRequest<unknown>(MAIL_API_PATHS.groupMailSubscription(groupId, subscriptionId), {
        method: 'DELETE',
      }),
    // After a failure too: the usual one is a subscription another staff member removed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailUpdateKeys.subscriptions(groupId) }),
  });
}
