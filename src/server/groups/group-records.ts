import type { z } from 'zod';
import type { TGroup, ZGroupCreateBody, ZGroupUpdateBody } from '../../shared/api/groups.js';
import { endCoordinatorSessionsOfActiveGroup } from '../auth/queries.js';
import type { AppContext } from '../context.js';
import { fail, isUniqueViolation, isForeignKeyViolation } from '../errors.js';
import { addOneMonth } from '../lib/calendar.js';
import { isId } from '../lib/ids.js';
import { basisPointsFromPercent, nullableConverted } from '../lib/money.js';
import { campaignColumns } from './campaign-columns.js';
import { presentGroup } from './present.js';
import {
  countCoordinatorsOfGroup,
  deleteGroupAndDependents,
  findGroup,
  groupHasOrders,
  insertFirstCampaign,
  insertGroup,
  listGroups,
  updateGroup as updateGroupRow,
} from './queries.js';

type GroupCreate = z.output<typeof ZGroupCreateBody>;
type GroupUpdate = z.output<typeof ZGroupUpdateBody>;

const DEFAULT_INITIAL_CAMPAIGN_NAME = 'Initial Campaign';

/** What a group's form writes, created or edited, as the groups table stores it. */
function groupValues(input: GroupUpdate) {
  return {
    name: input.name,
    organizationName: input.organizationName,
    contactInfo: input.contactInfo,
    isActive: input.isActive,
    profitShareBasisPoints: nullableConverted(input.profitSharePercent, basisPointsFromPercent),
    taxId: input.taxId,
    receiptNote: input.receiptNote,
    sellerSignIn: input.sellerSignIn,
  };
}

export async function listAllGroups(ctx: AppContext): Promise<TGroup[]> {
  const rows = await listGroups(ctx.db);
  return rows.map(presentGroup);
}

export async function getGroup(ctx: AppContext, groupId: string): Promise<TGroup> {
  const row = isId(groupId) ? await findGroup(ctx.db, groupId) : undefined;
  if (!row) throw fail('GROUP_NOT_FOUND');
  return presentGroup(row);
}

/** A group never exists without a campaign: both are written in one transaction. */
export async function createGroup(ctx: AppContext, input: GroupCreate): Promise<TGroup> {
  const today = ctx.today();
  const firstCampaign = campaignColumns(
    input.initialCampaign ?? {
      name: DEFAULT_INITIAL_CAMPAIGN_NAME,
      description: '',
      startDate: today,
      endDate: addOneMonth(today),
      isActive: true,
      goalAmount: null,
    },
  );
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const group = await insertGroup(tx, { ...groupValues(input), code: input.code });
      await insertFirstCampaign(tx, { ...firstCampaign, groupId: group.id });
      return group;
    });
    return presentGroup(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('GROUP_CODE_TAKEN');
    throw error;
  }
}

/** Deactivating a group ends its coordinators' sessions in the same transaction. */
export async function updateGroup(ctx: AppContext, groupId: string, input: GroupUpdate): Promise<TGroup> {
  const row = isId(groupId)
    ? await ctx.db.transaction(async (tx) => {
        if (!input.isActive) await endCoordinatorSessionsOfActiveGroup(tx, groupId);
        return updateGroupRow(tx, groupId, groupValues(input));
      })
    : undefined;
  if (!row) throw fail('GROUP_NOT_FOUND');
  return presentGroup(row);
}

/**
 * Orders are never lost: a group that orders reference can only be deactivated. Coordinators must be moved or
 * removed first so that nobody is left without a group.
 */
export async function deleteGroup(ctx: AppContext, groupId: string): Promise<void> {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await findGroup(tx, groupId))) throw fail('GROUP_NOT_FOUND');
      const coordinatorCount = await countCoordinatorsOfGroup(tx, groupId);
      if (coordinatorCount > 0) throw fail('GROUP_HAS_COORDINATORS', { count: coordinatorCount });
      if (await groupHasOrders(tx, groupId)) throw fail('GROUP_HAS_ORDERS');
      await deleteGroupAndDependents(tx, groupId);
    });
  } catch (error) {
    // An order or coordinator that arrived between the checks and the delete is caught by the foreign keys.
    if (isForeignKeyViolation(error)) throw fail('GROUP_HAS_ORDERS');
    throw error;
  }
}
