import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale.js';
import { API_ERROR_MESSAGES } from '../../shared/texts/api-errors.js';
import { API_ERROR_MESSAGES_ES } from '../../shared/texts/api-errors.es.js';
import { waitOf } from '../../shared/texts/error-messages.js';
import type { AppContext } from '../context.js';
import { clientAddressKey } from '../http/client-address.js';
import { errorReplyFor } from '../errors.js';

const MINUTE_MS = 60_000;

/**
 * Failed logins one client address may make in a window, across every account and group code of a family.
 * Only failures count, so a whole school behind one address can sign in; guessing cannot go on.
 */
export const ADDRESS_LIMITS = {
  seller: { maxFailures: 40, windowMs: 15 * MINUTE_MS },
  staff: { maxFailures: 20, windowMs: 15 * MINUTE_MS },
} as const;

/**
 * Logins one address may have in progress at once. Failures are counted when they are known, so this bounds a
 * burst of parallel guesses (at most this many more than the failure limit) while a school's burst of right
 * logins from one address goes through. Over it the answer is 429 for a second.
 */
export const MAX_LOGINS_IN_PROGRESS = 100;
/** An in-progress count outlives a request only when its process dies; it is forgotten after this. */
const IN_PROGRESS_WINDOW_MS = MINUTE_MS;

/** Failures on one account are remembered this long after the last one. */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Failures on one account before any delay. */
export const ACCOUNT_FREE_FAILURES = 5;
const MAX_ACCOUNT_DELAY_MS = 15 * MINUTE_MS;

/** The wait after an account's last failure: 1 s after the 5th failure, doubling, at most 15 minutes. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES), MAX_ACCOUNT_DELAY_MS);
}

type LoginFamily = keyof typeof ADDRESS_LIMITS;
type StaffAccountKind = 'admin' | 'coordinator';

interface AttemptKeys {
  address: string;
  inProgress: string;
  account?: string;
  accountFromAddress?: string;
}

const attemptKeys = new WeakMap<FastifyRequest, AttemptKeys>();

/** "15 minutes", "1 minute", "3 seconds" (or "15 minutos"): how the too-many-attempts message says when to retry. */
export function retryAfterText(seconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const { amount, unit } = waitOf(seconds);
  return (locale === 'es' ? API_ERROR_MESSAGES_ES : API_ERROR_MESSAGES).retryAfter(amount, unit);
}

function tooManyAttempts(request: FastifyRequest, reply: FastifyReply, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(errorReplyFor(request, 'RATE_LIMITED', { retryAfterSeconds: seconds }));
}

function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Wrong credentials, an unknown group code, a group without a campaign, registration refused. */
const isFailedLogin = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * Route hooks that limit a login route (see docs in the operator notes for the exact rule):
 * - per client address (IPv6 by /64), failed logins of the family are counted; at the limit the route answers
 *   429 until the window ends. Logins in progress are bounded apart (MAX_LOGINS_IN_PROGRESS), so a burst of
 *   parallel guesses cannot outrun the count while a burst of right ones goes through;
 * - for staff accounts, failures are also counted per account and per account and address. An address that
 *   has failed on the account must wait a growing delay after the account's last failure; an address that
 *   has not (such as the owner's) is never delayed, so a stranger cannot lock the owner out.
 */
export function loginAttemptLimits(
  ctx: AppContext,
  family: LoginFamily,
  accountKind?: StaffAccountKind,
): { preHandler: preHandlerHookHandler; onSend: onSendHookHandler } {
  const limit = ADDRESS_LIMITS[family];
  const counters = ctx.rateLimits;

  const preHandler: preHandlerHookHandler = async (request, reply) => {
    const address = clientAddressKey(request.ip);
    const addressKey = `login:${family}:address:${address}`;
    const failures = await counters.read(addressKey);
    if (failures.count >= limit.maxFailures) return tooManyAttempts(request, reply, failures.ttlMs);

    const keys: AttemptKeys = { address: addressKey, inProgress: `${addressKey}:in-progress` };
    const account = accountKind ? accountOf(request) : '';
    if (accountKind && account) {
      keys.account = `login:${accountKind}:account:${account}`;
      keys.accountFromAddress = `${keys.account}:address:${address}`;
      const fromAddress = await counters.read(keys.accountFromAddress);
      if (fromAddress.count > 0) {
        const onAccount = await counters.read(keys.account);
        const sinceLastFailure = ACCOUNT_FAILURE_WINDOW_MS - onAccount.ttlMs;
        const wait = accountDelayMs(onAccount.count) - sinceLastFailure;
        if (onAccount.count > 0 && wait > 0) return tooManyAttempts(request, reply, wait);
      }
    }

    const inProgress = await counters.increment(keys.inProgress, IN_PROGRESS_WINDOW_MS);
    if (inProgress.count > MAX_LOGINS_IN_PROGRESS) {
      await counters.decrement(keys.inProgress);
      return tooManyAttempts(request, reply, 1000);
    }
    attemptKeys.set(request, keys);
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const keys = attemptKeys.get(request);
    if (!keys) return payload;
    attemptKeys.delete(request);
    await counters.decrement(keys.inProgress);
    if (!isFailedLogin(reply.statusCode)) {
      if (reply.statusCode < 300 && keys.accountFromAddress) await counters.remove(keys.accountFromAddress);
      return payload;
    }
    await counters.increment(keys.address, limit.windowMs);
    if (keys.account && keys.accountFromAddress) {
      const sliding = { sliding: true };
      await counters.increment(keys.account, ACCOUNT_FAILURE_WINDOW_MS, sliding);
      await counters.increment(keys.accountFromAddress, ACCOUNT_FAILURE_WINDOW_MS, sliding);
    }
    return payload;
  };

  return { preHandler, onSend };
}
