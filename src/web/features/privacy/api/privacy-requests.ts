import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRIVACY_REQUEST_API_PATHS,
  type TPrivacyRequests,
  type TPrivacyRequestSentReply,
} from '../../../../shared/api/privacy.js';
import { apiData } from '../../../lib/api-data';
import { apiRequest, type ApiError } from '../../../lib/api-client';

export const privacyRequestKeys = {
  all: ['privacy-requests'] as const,
};

/** GET /admin/privacy-requests: the store's open requests, each with what the portal holds about the buyer. */
export function usePrivacyRequests() {
  return useQuery<TPrivacyRequests, ApiError>({
    queryKey: privacyRequestKeys.all,
    queryFn: ({ signal }) =>
      apiData<TPrivacyRequests>(PRIVACY_REQUEST_API_PATHS.privacyRequests(), { signal }),
    // The store sends requests in the background: asked again each time the screen is shown.
    staleTime: 0,
  });
}

/** POST /admin/privacy-requests/{id}/sent; afterwards the list is read again without it. */
export function useMarkPrivacyRequestSent() {
  const queryClient = useQueryClient();
  return useMutation<TPrivacyRequestSentReply, ApiError, string>({
    mutationFn: (requestId) =>
      apiRequest<TPrivacyRequestSentReply>(PRIVACY_REQUEST_API_PATHS.privacyRequestSent(requestId), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.all }),
  });
}
