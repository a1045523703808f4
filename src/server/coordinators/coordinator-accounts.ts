import type { z } from 'zod';
import type {
  TCoordinator,
  ZCoordinatorCreateBody,
  ZCoordinatorUpdateBody,
} from '../../shared/api/coordinators.js';
import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { fail, failOnField, isUniqueViolation, isForeignKeyViolation } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { findCoordinatorWithGroup, type CoordinatorAccountRow } from '../auth/queries.js';
import {
  deleteCoordinator as deleteCoordinatorRow,
  insertCoordinator,
  listCoordinators,
  updateCoordinator as updateCoordinatorRow,
} from './queries.js';

type CoordinatorCreate = z.output<typeof ZCoordinatorCreateBody>;
type CoordinatorUpdate = z.output<typeof ZCoordinatorUpdateBody>;

function presentCoordinator(row: CoordinatorAccountRow): TCoordinator {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    groupId: row.groupId,
    group: { _id: row.groupId, code: row.groupCode, name: row.groupName },
    createdAt: row.createdAt.toISOString(),
  };
}

const coordinatorNotFound = () => fail('COORDINATOR_NOT_FOUND');
const groupMissing = () => failOnField('COORDINATOR_GROUP_MISSING', 'groupId');
const emailTaken = () => fail('COORDINATOR_EMAIL_TAKEN');

async function requireGroup(ctx: AppContext, groupId: string) {
  if (!isId(groupId) || !(await findGroup(ctx.db, groupId))) throw groupMissing();
}

async function loadCoordinator(ctx: AppContext, id: string) {
  const row = await findCoordinatorWithGroup(ctx.db, id);
  if (!row) throw coordinatorNotFound();
  return presentCoordinator(row);
}

export async function listAllCoordinators(ctx: AppContext): Promise<TCoordinator[]> {
  const rows = await listCoordinators(ctx.db);
  return rows.map(presentCoordinator);
}

export async function getCoordinator(ctx: AppContext, id: string): Promise<TCoordinator> {
  if (!isId(id)) throw coordinatorNotFound();
  return loadCoordinator(ctx, id);
}

export async function createCoordinator(ctx: AppContext, input: CoordinatorCreate): Promise<TCoordinator> {
  await requireGroup(ctx, input.groupId);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await insertCoordinator(ctx.db, { ...input, passwordHash });
    return loadCoordinator(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    if (isForeignKeyViolation(error)) throw groupMissing();
    throw error;
  }
}

export async function updateCoordinator(
  ctx: AppContext,
  id: string,
  input: CoordinatorUpdate,
): Promise<TCoordinator> {
  if (!isId(id)) throw coordinatorNotFound();
  await requireGroup(ctx, input.groupId);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    const updated = await updateCoordinatorRow(ctx.db, id, {
      name: input.name,
      email: input.email,
      groupId: input.groupId,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!updated) throw coordinatorNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    if (isForeignKeyViolation(error)) throw groupMissing();
    throw error;
  }
  return loadCoordinator(ctx, id);
}

export async function deleteCoordinator(ctx: AppContext, id: string): Promise<{ name: string }> {
  const deleted = isId(id) ? await deleteCoordinatorRow(ctx.db, id) : undefined;
  if (!deleted) throw coordinatorNotFound();
  return deleted;
}
