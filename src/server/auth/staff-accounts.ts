import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_PASSWORD_MIN_LENGTH, STAFF_TOKEN_TTL_S } from '../../shared/constants.js';
import type { TAdminUser, TCoordinatorUser } from '../../shared/api/auth.js';
import type { AppContext } from '../context.js';
import { fail, failOnField, isUniqueViolation } from '../errors.js';
import { setupCodeRequired, useUpSetupCode } from './admin-setup-code.js';
import { hashPassword, passwordMatches } from './passwords.js';
import {
  anyAdminExists,
  findAdminByEmail,
  findAdminById,
  findCoordinatorByEmail,
  findCoordinatorWithGroup,
  insertSelfRegisteredAdmin,
  setAdminPassword,
  setCoordinatorPassword,
  type CoordinatorAccountRow,
} from './queries.js';

interface Credentials {
  email: string;
  password: string;
}

function presentAdmin(admin: { id: string; name: string; email: string }): TAdminUser {
  return { id: admin.id, _id: admin.id, name: admin.name, email: admin.email };
}

function adminToken(ctx: AppContext, admin: { id: string; tokenVersion: number }) {
  return ctx.tokens.sign({ sub: admin.id, role: 'admin', ver: admin.tokenVersion }, STAFF_TOKEN_TTL_S);
}

export async function adminStatus(ctx: AppContext) {
  return {
    adminExists: await anyAdminExists(ctx.db),
    setupCodeRequired: setupCodeRequired(ctx.adminSetupCode),
  };
}

/** Digests of equal length, so that the comparison takes the same time whatever the code sent. */
function setupCodeMatches(expected: string, sent: string | undefined): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return sent !== undefined && timingSafeEqual(digest(expected), digest(sent));
}

/**
 * Only the first administrator registers themselves; a unique index decides any race. With a setup code
 * (`ADMIN_SETUP_TOKEN`, or the one generated in production without it), only someone who knows it may, so that a
 * freshly deployed portal cannot be claimed by a stranger.
 */
export async function registerFirstAdmin(
  ctx: AppContext,
  input: { name: string; setupCode?: string | undefined } & Credentials,
) {
  const setup = ctx.adminSetupCode;
  if (setup.source === 'file' && setup.usedUp) throw fail('ADMIN_ALREADY_EXISTS');
  if (setup.source !== 'none' && !setupCodeMatches(setup.code, input.setupCode)) {
    throw fail(setup.source === 'file' ? 'GENERATED_SETUP_CODE_REJECTED' : 'SETUP_CODE_REJECTED');
  }
  if (await anyAdminExists(ctx.db)) throw fail('ADMIN_ALREADY_EXISTS');
  const passwordHash = await hashPassword(input.password);
  try {
    const admin = await ctx.db.transaction(async (tx) => {
      if (await anyAdminExists(tx)) throw fail('ADMIN_ALREADY_EXISTS');
      return insertSelfRegisteredAdmin(tx, { name: input.name, email: input.email, passwordHash });
    });
    useUpSetupCode(setup);
    return { token: await adminToken(ctx, admin), user: presentAdmin(admin) };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('ADMIN_ALREADY_EXISTS');
    throw error;
  }
}

export async function loginAdmin(ctx: AppContext, input: Credentials) {
  const admin = await findAdminByEmail(ctx.db, input.email);
  const matches = await passwordMatches(admin?.passwordHash, input.password);
  if (!admin || !matches) {
    // The login screen offers registration when it sees this 404 and "Invalid credentials".
    if (!admin && !(await anyAdminExists(ctx.db))) throw fail('NO_ADMIN_YET');
    throw fail('INVALID_CREDENTIALS');
  }
  return { token: await adminToken(ctx, admin), user: presentAdmin(admin) };
}

function presentCoordinator(
  coordinator: Pick<CoordinatorAccountRow, 'id' | 'name' | 'email' | 'groupId' | 'groupCode' | 'groupName'>,
): TCoordinatorUser {
  return {
    id: coordinator.id,
    _id: coordinator.id,
    name: coordinator.name,
    email: coordinator.email,
    groupCode: coordinator.groupCode,
    group: { _id: coordinator.groupId, code: coordinator.groupCode, name: coordinator.groupName },
  };
}

function coordinatorToken(
  ctx: AppContext,
  coordinator: { id: string; tokenVersion: number; groupId: string },
) {
  return ctx.tokens.sign(
    { sub: coordinator.id, role: 'coordinator', ver: coordinator.tokenVersion, gid: coordinator.groupId },
    STAFF_TOKEN_TTL_S,
  );
}

export async function loginCoordinator(ctx: AppContext, input: Credentials) {
  const coordinator = await findCoordinatorByEmail(ctx.db, input.email);
  const matches = await passwordMatches(coordinator?.passwordHash, input.password);
  if (!coordinator || !matches) throw fail('INVALID_CREDENTIALS');
  return { token: await coordinatorToken(ctx, coordinator), user: presentCoordinator(coordinator) };
}

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * A wrong current password is a 400, not a 401: the caller's session is fine, and a 401 would log them out.
 * Raising the token version revokes every token issued before the change; the caller gets a fresh one.
 */
async function checkPasswordChange(storedHash: string, change: PasswordChange) {
  if (!(await passwordMatches(storedHash, change.currentPassword))) {
    throw failOnField('CURRENT_PASSWORD_INCORRECT', 'currentPassword');
  }
  if (change.newPassword === change.currentPassword) {
    throw failOnField('NEW_PASSWORD_SAME_AS_CURRENT', 'newPassword');
  }
  return hashPassword(change.newPassword);
}

export async function changeAdminPassword(ctx: AppContext, adminId: string, change: PasswordChange) {
  // Administrators keep the registration minimum; the shared change form only asks for 6.
  if (change.newPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw failOnField('ADMIN_NEW_PASSWORD_TOO_SHORT', 'newPassword');
  }
  const admin = await findAdminById(ctx.db, adminId);
  if (!admin) throw fail('SESSION_EXPIRED');
  const passwordHash = await checkPasswordChange(admin.passwordHash, change);
  const tokenVersion = await setAdminPassword(ctx.db, adminId, passwordHash);
  if (tokenVersion === undefined) throw fail('SESSION_EXPIRED');
  return { token: await adminToken(ctx, { id: adminId, tokenVersion }) };
}

export async function changeCoordinatorPassword(
  ctx: AppContext,
  coordinatorId: string,
  change: PasswordChange,
) {
  const coordinator = await findCoordinatorWithGroup(ctx.db, coordinatorId);
  if (!coordinator) throw fail('SESSION_EXPIRED');
  const passwordHash = await checkPasswordChange(coordinator.passwordHash, change);
  const tokenVersion = await setCoordinatorPassword(ctx.db, coordinatorId, passwordHash);
  if (tokenVersion === undefined) throw fail('SESSION_EXPIRED');
  return { token: await coordinatorToken(ctx, { ...coordinator, tokenVersion }) };
}
