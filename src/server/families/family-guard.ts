import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { fail } from '../errors.js';
import { sha256Hex } from './family-tokens.js';
import { touchLiveSession } from './queries.js';

/** A parent's request: the session it carries, the parent and the parent's group. */
export interface FamilySession {
  sessionId: string;
  parentId: string;
  email: string;
  language: 'en' | 'es';
  groupId: string;
  groupName: string;
  organizationName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    familySession?: FamilySession;
  }
}

/**
 * Admits a parent's opaque session token, looked up by its hash: not revoked, not expired, its group still an
 * active `families` group. The signed tokens of staff and sellers name no session: they are forbidden here.
 */
export const requireParent: onRequestAsyncHookHandler = async (request) => {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw fail('AUTHENTICATION_REQUIRED');
  const { ctx } = request.server;
  const found = await touchLiveSession(ctx.db, sha256Hex(token), ctx.now());
  if (!found || !found.groupActive || found.sellerSignIn !== 'families') {
    // A staff member's or a seller's signed token is a real account, only not a parent's.
    if (!found && (await ctx.tokens.verify(token))) throw fail('FORBIDDEN');
    throw fail('FAMILY_SESSION_INVALID');
  }
  request.familySession = {
    sessionId: found.sessionId,
    parentId: found.parentId,
    email: found.email,
    language: found.language as FamilySession['language'],
    groupId: found.groupId,
    groupName: found.groupName,
    organizationName: found.organizationName,
  };
};

/** The session a `requireParent` guard admitted. */
export function familySessionOf(request: FastifyRequest): FamilySession {
  if (!request.familySession) throw fail('AUTHENTICATION_REQUIRED');
  return request.familySession;
}
