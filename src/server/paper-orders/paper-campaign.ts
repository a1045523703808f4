import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';

export interface PaperCampaign {
  id: string;
  name: string;
  groupId: string;
  groupCode: string;
  groupName: string;
  /** Whether the campaign takes donations: a form may carry one only then. */
  donationsEnabled: boolean;
}

/** The group's campaign, or the 404 that names what is unknown (the group first, as every campaign route does). */
export async function requirePaperCampaign(
  db: DbOrTx,
  groupId: string,
  campaignId: string,
): Promise<PaperCampaign> {
  if (!isId(groupId)) throw fail('GROUP_NOT_FOUND');
  const [row] = await queryRows<{
    groupCode: string;
    groupName: string;
    id: string | null;
    name: string | null;
    donationsEnabled: boolean | null;
  }>(
    db,
    sql`select g.code as "groupCode", g.name as "groupName", c.id, c.name,
               c.donations_enabled as "donationsEnabled"
        from groups g
        left join campaigns c on c.group_id = g.id and c.id::text = ${campaignId}
        where g.id = ${groupId}`,
  );
  if (!row) throw fail('GROUP_NOT_FOUND');
  if (!row.id || row.name === null) throw fail('CAMPAIGN_NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    groupId,
    groupCode: row.groupCode,
    groupName: row.groupName,
    donationsEnabled: row.donationsEnabled === true,
  };
}

/**
 * A campaign's row is the lock of its paper orders and money (decision 23), taken before any row it guards. Writes
 * of many rows at once take it for update and run one at a time: imports, product list changes, and deposits made,
 * reopened or confirmed. Every other writer of a money item takes it for share: paper orders entered, edited or
 * voided and turn-ins recorded, corrected or voided; they run together (the rows each one writes are its own, and
 * locked), but never while a deposit moves money on or off hand, nor between an import's check of its form numbers
 * and its write.
 */
export async function lockCampaign(db: DbOrTx, campaignId: string, mode: 'update' | 'share') {
  await db.execute(
    mode === 'update'
      ? sql`select 1 from campaigns where id = ${campaignId} for update`
      : sql`select 1 from campaigns where id = ${campaignId} for share`,
  );
}
