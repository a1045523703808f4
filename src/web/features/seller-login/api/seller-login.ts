import { useCallback, useEffect, useRef, useState } from 'react';
import { SELLER_LOGIN_PATH } from '../../../../shared/api/login-route-paths.js';
import type { TSellerLoginBody, TSellerLoginReply } from '../../../../shared/api/auth.js';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { whenOnline } from '../../../lib/connection';
import { chosenLocale } from '../../../lib/locale-choice';

export function sellerLogin(body: TSellerLoginBody): Promise<TSellerLoginReply> {
  return apiRequest<TSellerLoginReply>(SELLER_LOGIN_PATH, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
    language: chosenLocale(),
  });
}

interface LoginCallbacks {
  onSuccess: (reply: TSellerLoginReply) => void;
  onError: (failure: ApiError) => void;
}

/**
 * The login call and whether it is under way, without a query library (the seller login route loads
 * none). Never retried; while offline it waits for the connection; only the latest call answers, and only
 * while the screen is still shown.
 */
export function useSellerLogin() {
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);
  const shown = useRef(false);

  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const mutate = useCallback((body: TSellerLoginBody, { onSuccess, onError }: LoginCallbacks) => {
    const call = ++latest.current;
    setPending(true);
    const answers = () => call === latest.current && shown.current;
    void whenOnline()
      .then(() => sellerLogin(body))
      .then(
        (reply) => {
          if (call === latest.current) setPending(false);
          if (answers()) onSuccess(reply);
        },
        (failure: unknown) => {
          if (call === latest.current) setPending(false);
          if (answers()) onError(failure as ApiError);
        },
      );
  }, []);

  return { isPending, mutate };
}
