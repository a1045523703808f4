import { CLASS_LOGIN_PATH, SIGN_IN_OPTIONS_PATH } from '../../../../shared/api/login-route-paths.js';
import type { TClassLoginBody, TSellerLoginReply, TSignInOptions } from '../../../../shared/api/auth.js';
import { apiRequest } from '../../../lib/api-client';
import { chosenLocale } from '../../../lib/locale-choice';

/** A group that signs its sellers in by first name and class, as the login's second form needs it. */
export interface ClassGroup {
  groupCode: string;
  teams: TSignInOptions['teams'];
}

/**
 * GET /auth/sign-in-options: the group's classes when it signs in by first name and class; null for a group that
 * signs in with name and e-mail, an unknown code or no answer (the form as it is then says what is wrong on send).
 */
export async function classGroupOf(groupCode: string): Promise<ClassGroup | null> {
  try {
    const reply = await apiRequest<{ data: TSignInOptions }>(
      `${SIGN_IN_OPTIONS_PATH}?groupCode=${encodeURIComponent(groupCode)}`,
      {
        skipUnauthorizedRule: true,
        language: chosenLocale(),
      },
    );
    return reply.data.sellerSignIn === 'families' ? { groupCode, teams: reply.data.teams } : null;
  } catch {
    return null;
  }
}

export function classLogin(body: TClassLoginBody): Promise<TSellerLoginReply> {
  return apiRequest<TSellerLoginReply>(CLASS_LOGIN_PATH, {
    method: 'POST',
    body,
    skipUnauthorizedRule: true,
    language: chosenLocale(),
  });
}
