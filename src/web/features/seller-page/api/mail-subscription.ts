import { useMutation } from '@tanstack/react-query';
import type { TMailSubscribeBody, TMailSubscribeResult } from '../../../../shared/api/mail.js';
import { MAIL_API_PATHS } from '../../../../shared/api/mail-paths.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';

/**
 * POST /seller/campaigns/{campaignId}/mail-subscriptions: a parent or guardian asks for e-mail updates about the
 * seller's sales. The server's messages come back in the language the form was shown in.
 */
export function useMailSubscribe(campaignId: string) {
  return useMutation<TMailSubscribeResult, ApiError, TMailSubscribeBody>({
    mutationFn: (body) =>
      apiData<TMailSubscribeResult>(MAIL_API_PATHS.sellerMailSubscription(campaignId), {
        method: 'POST',
        body,
        language: body.locale,
      }),
  });
}
