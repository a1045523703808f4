import { useCallback, useEffect, useState } from 'react';
import { FAMILY_API_PATHS } from '../../../../shared/api/family-paths.js';
import type { HandoffPurpose } from '../../../../shared/api/donation-paths.js';
import type {
  TFamily,
  TFamilyChildBody,
  TFamilyChildEditBody,
  TFamilyConsentBody,
  TFamilyInvitationBody,
  TFamilySession,
  TFamilySessionBody,
  TFamilySignInLinkBody,
} from '../../../../shared/api/family.js';
import type { TShareLink } from '../../../../shared/api/share-links.js';
import type { Locale } from '../../../../shared/i18n/locale.js';
import { ApiError, buildUrl, failureOf } from '../../../lib/api-client';
import { clearFamilySession } from '../family-session';

/** A refusal of a family route, with what it carries beside its code (the current notice of a 409). */
export class FamilyApiError extends ApiError {
  readonly params: Record<string, unknown>;

  constructor(failure: ApiError, params: unknown) {
    super(failure.status, failure.serverMessage, failure.errors, failure.code);
    this.params = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  }
}

interface FamilyRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The parent's session token; none to ask for a link or to sign in. */
  token?: string;
  /** The server's messages come back in the language of the screen. */
  language: Locale;
  signal?: AbortSignal;
}

/*
 * The parents' calls carry the parent's own session token (never the staff or seller one, so lib/api-client's
 * request, which sends that one, is not used). A 401 ends the parent's session: the screen shows the sign-in form.
 */
async function familyRequest<T>(
  path: string,
  { method = 'GET', body, token, language, signal }: FamilyRequest,
) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new FamilyApiError(new ApiError(0, undefined), undefined);
  }
  const text = await response.text().catch(() => '');
  let payload: { success?: boolean; params?: unknown } | undefined;
  try {
    payload = text ? (JSON.parse(text) as typeof payload) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok || payload?.success === false) {
    if (response.status === 401) clearFamilySession();
    throw new FamilyApiError(failureOf(response.status, payload), payload?.params);
  }
  return payload as T;
}

const dataOf = async <T>(reply: Promise<{ data: T }>): Promise<T> => (await reply).data;

/** POST /family/sign-in-links: the reply's message, the same whatever the address. */
export async function askSignInLink(body: TFamilySignInLinkBody): Promise<string> {
  const reply = await familyRequest<{ message: string }>(FAMILY_API_PATHS.signInLinks(), {
    method: 'POST',
    body,
    language: body.language,
  });
  return reply.message;
}

/** POST /family/sessions: signs in with a link's token. */
export function signInWithLink(body: TFamilySessionBody, language: Locale): Promise<TFamilySession> {
  return dataOf(
    familyRequest<{ data: TFamilySession }>(FAMILY_API_PATHS.sessions(), { method: 'POST', body, language }),
  );
}

export type FamilyState =
  { status: 'loading' } | { status: 'error'; error: FamilyApiError } | { status: 'ready'; family: TFamily };

/*
 * GET /family, without a query library: the login route's download has no room for another shared chunk.
 * `reload` reads the page again (after the consent, or to try again).
 */
export function useFamily(token: string, language: Locale) {
  const [state, setState] = useState<FamilyState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    familyRequest<{ data: TFamily }>(FAMILY_API_PATHS.family(), {
      token,
      language,
      signal: controller.signal,
    }).then(
      (reply) => setState({ status: 'ready', family: reply.data }),
      (error: unknown) => {
        if (error instanceof FamilyApiError) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [token, language, round]);
  const reload = useCallback(() => setRound((current) => current + 1), []);
  return { state, reload };
}

/** POST /family/consent with the version of the notice the parent read. */
export function agreeToNotice(token: string, body: TFamilyConsentBody, language: Locale): Promise<unknown> {
  return familyRequest(FAMILY_API_PATHS.consent(), { method: 'POST', body, token, language });
}

/** DELETE /family/sessions/current (this device) or /family/sessions (everywhere); the parent is then signed out. */
export async function signOut(
  token: string,
  which: 'current' | 'everywhere',
  language: Locale,
): Promise<void> {
  const path = which === 'current' ? FAMILY_API_PATHS.currentSession() : FAMILY_API_PATHS.sessions();
  await familyRequest<unknown>(path, { method: 'DELETE', token, language });
  clearFamilySession();
}

/** What adding a child answers: its id, and whether a roster entry of the group became the child. */
export interface AddedChild {
  _id: string;
  claimedFromRoster: boolean;
}

/** POST /family/children: the new child. */
export function addChild(token: string, body: TFamilyChildBody, language: Locale): Promise<AddedChild> {
  return dataOf(
    familyRequest<{ data: AddedChild }>(FAMILY_API_PATHS.children(), {
      method: 'POST',
      body,
      token,
      language,
    }),
  );
}

/** POST …/share-link: the child's share link for the campaign, made on first use. */
export function childShareLink(
  token: string,
  childId: string,
  campaignId: string,
  language: Locale,
): Promise<TShareLink> {
  return dataOf(
    familyRequest<{ data: TShareLink }>(FAMILY_API_PATHS.childShareLink(childId, campaignId), {
      method: 'POST',
      token,
      language,
    }),
  );
}

/** POST …/shop-url: the store's address for a hand-off credited to the child. */
export async function childShopUrl(
  token: string,
  childId: string,
  campaignId: string,
  purpose: HandoffPurpose,
  language: Locale,
): Promise<string> {
  const reply = await familyRequest<{ data: { url: string } }>(
    FAMILY_API_PATHS.childShopUrl(childId, campaignId),
    {
      method: 'POST',
      body: { purpose },
      token,
      language,
    },
  );
  return reply.data.url;
}

/** PUT …/email-updates: the parent's e-mail updates about the child on or off; the state the server keeps. */
export async function switchEmailUpdates(
  token: string,
  childId: string,
  enabled: boolean,
  language: Locale,
): Promise<boolean> {
  const reply = await familyRequest<{ data: { enabled: boolean } }>(
    FAMILY_API_PATHS.childEmailUpdates(childId),
    {
      method: 'PUT',
      body: { enabled },
      token,
      language,
    },
  );
  return reply.data.enabled;
}

/** PATCH /family/children/{childId}: the child's name or class corrected. */
export async function editChild(
  token: string,
  childId: string,
  body: TFamilyChildEditBody,
  language: Locale,
): Promise<void> {
  await familyRequest(FAMILY_API_PATHS.child(childId), { method: 'PATCH', body, token, language });
}

/** DELETE /family/children/{childId}: the child leaves the portal (the seller erasure; the sales stay counted). */
export async function removeChild(token: string, childId: string, language: Locale): Promise<void> {
  await familyRequest(FAMILY_API_PATHS.child(childId), { method: 'DELETE', token, language });
}

/** DELETE /family: every child removed, the consent withdrawn, every session ended; this device signs out. */
export async function withdrawFamily(token: string, language: Locale): Promise<void> {
  await familyRequest(FAMILY_API_PATHS.family(), { method: 'DELETE', token, language });
  clearFamilySession();
}

/** POST /family/invitations: the same message whatever the address. */
export async function inviteParent(
  token: string,
  body: TFamilyInvitationBody,
  language: Locale,
): Promise<string> {
  const reply = await familyRequest<{ message: string }>(FAMILY_API_PATHS.invitations(), {
    method: 'POST',
    body,
    token,
    language,
  });
  return reply.message;
}

/** POST …/waiting-sellers/{id}/join: the sales waiting under the child's first name and class become the child's. */
export async function joinWaitingSales(
  token: string,
  childId: string,
  waitingSellerId: string,
  language: Locale,
): Promise<number> {
  const reply = await familyRequest<{ data: { movedOrderCount: number } }>(
    FAMILY_API_PATHS.childWaitingSellerJoin(childId, waitingSellerId),
    { method: 'POST', token, language },
  );
  return reply.data.movedOrderCount;
}
