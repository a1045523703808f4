import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TSellerSignIn } from '../../shared/api/groups.js';
import type { Role } from '../../shared/roles.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import type { Principal, PrincipalOf, StaffMember } from './principal.js';
import { findAdminById, findCoordinatorWithGroup, findSellerInActiveGroup } from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Who sent the request, from the bearer token and the account it names as it is now. */
async function authenticate(request: FastifyRequest): Promise<Principal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw fail('AUTHENTICATION_REQUIRED');

  const { ctx } = request.server;
  const claims = await ctx.tokens.verify(token);
  if (!claims || !isId(claims.sub)) throw fail('SESSION_EXPIRED');

  switch (claims.role) {
    case 'admin': {
      const admin = await findAdminById(ctx.db, claims.sub);
      if (!admin || admin.tokenVersion !== claims.ver) break;
      return { role: 'admin', id: admin.id, name: admin.name, email: admin.email };
    }
    case 'coordinator': {
      const coordinator = await findCoordinatorWithGroup(ctx.db, claims.sub);
      // A coordinator moved to another group keeps no session that was opened for the old one.
      const current = coordinator?.tokenVersion === claims.ver && coordinator.groupId === claims.gid;
      if (!coordinator || !current) break;
      const { id, name, email, groupId } = coordinator;
      return { role: 'coordinator', id, name, email, groupId };
    }
    case 'user': {
      // A deleted seller, a raised version and a deactivated group all end the session.
      const seller = await findSellerInActiveGroup(ctx.db, claims.sub);
      if (!seller || seller.tokenVersion !== claims.ver) break;
      const { tokenVersion: _version, groupSignIn, ...principal } = seller;
      return { role: 'user', ...principal, groupSignIn: groupSignIn as TSellerSignIn };
    }
  }
  throw fail('SESSION_EXPIRED');
}

function requireRole(role: Role): onRequestAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(request);
    if (principal.role !== role) throw fail('FORBIDDEN');
    request.principal = principal;
  };
}

export const requireAdmin = requireRole('admin');
export const requireCoordinator = requireRole('coordinator');
export const requireSeller = requireRole('user');

/** Any member of staff, administrator or coordinator, for what concerns their own account. */
export const requireStaff: onRequestAsyncHookHandler = async (request) => {
  const principal = await authenticate(request);
  if (principal.role !== 'admin' && principal.role !== 'coordinator') throw fail('FORBIDDEN');
  request.principal = principal;
};

/** Administrators reach every group; a coordinator only the group in the route's `param`. */
export function requireStaffOfGroup(param = 'id'): onRequestAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(request);
    const groupId = (request.params as Record<string, string | undefined>)[param];
    const allowed =
      principal.role === 'admin' || (principal.role === 'coordinator' && principal.groupId === groupId);
    if (!allowed) throw fail('FORBIDDEN');
    request.principal = principal;
  };
}

/** The principal a guard attached, narrowed to the role that guard admits. */
export function principalOf<R extends Role>(request: FastifyRequest, role: R): PrincipalOf<R> {
  const principal = request.principal;
  if (!principal || principal.role !== role) throw fail('AUTHENTICATION_REQUIRED');
  return principal as PrincipalOf<R>;
}

/** The staff member a `requireStaffOfGroup` guard admitted, as their records name them. */
export function staffMemberOf(request: FastifyRequest): StaffMember {
  const principal = request.principal;
  if (principal?.role === 'admin' || principal?.role === 'coordinator') {
    return { kind: principal.role, id: principal.id, name: principal.name };
  }
  throw fail('AUTHENTICATION_REQUIRED');
}
