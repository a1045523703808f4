import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { uuidArray } from '../db/sql-arrays.js';
import {
  consents,
  countedOrder,
  families,
  familyChildren,
  familySessions,
  familySignInLinks,
  groups,
  mailSubscriptions,
  parents,
  sellers,
  teams,
} from '../db/schema.js';

export async function findGroupByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      isActive: groups.isActive,
      sellerSignIn: groups.sellerSignIn,
    })
    .from(groups)
    .where(sql`lower(${groups.code}) = lower(${code})`)
    .limit(1);
  return row;
}

export async function insertSignInLink(db: DbOrTx, values: typeof familySignInLinks.$inferInsert) {
  const [row] = await db.insert(familySignInLinks).values(values).returning({ id: familySignInLinks.id });
  return row!;
}

/**
 * Spends the link a token hash names, if it is unused and unexpired: one statement, so two requests with the same
 * link cannot both sign in.
 */
export async function spendSignInLink(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(familySignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(familySignInLinks.tokenHash, tokenHash),
        isNull(familySignInLinks.usedAt),
        gt(familySignInLinks.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The parent of an inbox in a group, made at the first sign-in; a later sign-in records itself and the language. */
export async function upsertParent(
  db: DbOrTx,
  values: { groupId: string; email: string; emailKey: string; language: string; now: Date },
) {
  const [row] = await db
    .insert(parents)
    .values({
      groupId: values.groupId,
      email: values.email,
      emailKey: values.emailKey,
      language: values.language,
      createdAt: values.now,
      lastSignInAt: values.now,
    })
    .onConflictDoUpdate({
      target: [parents.groupId, parents.emailKey],
      targetWhere: sql`${parents.withdrawnAt} is null`,
      set: { lastSignInAt: values.now, language: values.language },
    })
    .returning();
  return row!;
}

export async function insertSession(db: DbOrTx, values: typeof familySessions.$inferInsert) {
  const [row] = await db.insert(familySessions).values(values).returning();
  return row!;
}

/**
 * The live session a token hash names, with its parent and the parent's group; touches its last use. One statement
 * (the parent's every request starts with it).
 */
export async function touchLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await queryRows<{
    sessionId: string;
    parentId: string;
    email: string;
    language: string;
    groupId: string;
    groupName: string;
    organizationName: string;
    groupActive: boolean;
    sellerSignIn: string;
  }>(
    db,
    sql`with session as (
          update family_sessions set last_used_at = ${now.toISOString()}
          where token_hash = ${tokenHash} and revoked_at is null and expires_at > ${now.toISOString()}
          returning id, parent_id
        )
        select session.id as "sessionId", p.id as "parentId", p.email, p.language, g.id as "groupId",
               g.name as "groupName", g.organization_name as "organizationName", g.is_active as "groupActive",
               g.seller_sign_in as "sellerSignIn"
        from session
        join parents p on p.id = session.parent_id
        join groups g on g.id = p.group_id
        limit 1`,
  );
  return row;
}

export function listLiveSessions(db: DbOrTx, parentId: string, now: Date) {
  return db
    .select({
      id: familySessions.id,
      deviceLabel: familySessions.deviceLabel,
      createdAt: familySessions.createdAt,
      lastUsedAt: familySessions.lastUsedAt,
    })
    .from(familySessions)
    .where(
      and(
        eq(familySessions.parentId, parentId),
        isNull(familySessions.revokedAt),
        gt(familySessions.expiresAt, now),
      ),
    )
    .orderBy(desc(familySessions.lastUsedAt), familySessions.id);
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .update(familySessions)
    .set({ revokedAt: now })
    .where(and(eq(familySessions.id, sessionId), isNull(familySessions.revokedAt)));
}

export async function revokeSessionsOfParent(db: DbOrTx, parentId: string, now: Date) {
  const rows = await db
    .update(familySessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(familySessions.parentId, parentId),
        isNull(familySessions.revokedAt),
        gt(familySessions.expiresAt, now),
      ),
    )
    .returning({ id: familySessions.id });
  return rows.length;
}

/** The stored notice of a group with this version, stored now when it is new: one statement. */
export async function ensureNotice(
  db: DbOrTx,
  values: { groupId: string; version: string; language: string; text: string },
) {
  const [row] = await queryRows<{
    id: string;
    groupId: string;
    version: string;
    language: string;
    text: string;
    createdAt: string | Date;
  }>(
    db,
    sql`with stored as (
          insert into family_notices (group_id, version, language, text)
          values (${values.groupId}, ${values.version}, ${values.language}, ${values.text})
          on conflict do nothing
          returning id, group_id, version, language, text, created_at
        )
        select id, group_id as "groupId", version, language, text, created_at as "createdAt" from stored
        union all
        select id, group_id, version, language, text, created_at from family_notices
        where group_id = ${values.groupId} and version = ${values.version}
        limit 1`,
  );
  return { ...row!, createdAt: new Date(row!.createdAt) };
}

/** The parent's standing agreement to one notice, if any. */
export async function findConsent(db: DbOrTx, parentId: string, noticeId: string) {
  const [row] = await db
    .select({ id: consents.id, agreedAt: consents.agreedAt })
    .from(consents)
    .where(
      and(eq(consents.parentId, parentId), eq(consents.noticeId, noticeId), isNull(consents.withdrawnAt)),
    )
    .orderBy(desc(consents.agreedAt))
    .limit(1);
  return row;
}

export async function insertConsent(db: DbOrTx, values: typeof consents.$inferInsert) {
  const [row] = await db.insert(consents).values(values).returning({ agreedAt: consents.agreedAt });
  return row!;
}

/** The family a parent belongs to, if any yet. */
export async function findFamilyOfParent(db: DbOrTx, parentId: string) {
  const [row] = await db
    .select({ familyId: parents.familyId })
    .from(parents)
    .where(eq(parents.id, parentId))
    .limit(1);
  return row?.familyId ?? null;
}

/** The parent's family, made now (and the parent put in it) when they have none. */
export async function ensureFamilyOfParent(db: DbOrTx, parent: { parentId: string; groupId: string }) {
  const existing = await findFamilyOfParent(db, parent.parentId);
  if (existing) return existing;
  const [family] = await db
    .insert(families)
    .values({ groupId: parent.groupId })
    .returning({ id: families.id });
  await db.update(parents).set({ familyId: family!.id }).where(eq(parents.id, parent.parentId));
  return family!.id;
}

/** The family's children (not withdrawn), each a seller, with their class; in the order they were added. */
export function listFamilyChildren(db: DbOrTx, familyId: string) {
  return db
    .select({
      id: sellers.id,
      firstName: sellers.firstName,
      lastName: sellers.lastName,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(familyChildren)
    .innerJoin(sellers, eq(sellers.id, familyChildren.sellerId))
    .leftJoin(teams, eq(teams.id, sellers.teamId))
    .where(and(eq(familyChildren.familyId, familyId), isNull(familyChildren.withdrawnAt)))
    .orderBy(familyChildren.createdAt, familyChildren.id);
}

export function listGroupTeams(db: DbOrTx, groupId: string) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.groupId, groupId));
}

/**
 * An unclaimed roster entry of the group with this first and last name and class: on the roster, never signed in
 * with an e-mail, never erased, nobody's child yet.
 */
export async function findUnclaimedRosterChild(
  db: DbOrTx,
  values: { groupId: string; firstName: string; lastName: string; teamId: string | null },
) {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(
      and(
        eq(sellers.groupId, values.groupId),
        eq(sellers.onRoster, true),
        eq(sellers.email, ''),
        sql`lower(btrim(${sellers.firstName})) = lower(btrim(${values.firstName}))`,
        sql`lower(btrim(${sellers.lastName})) = lower(btrim(${values.lastName}))`,
        values.teamId === null ? isNull(sellers.teamId) : eq(sellers.teamId, values.teamId),
        sql`not exists (select 1 from seller_erasures e where e.seller_id = ${sellers.id})`,
        sql`not exists (select 1 from family_children c where c.seller_id = ${sellers.id})`,
      ),
    )
    .orderBy(sellers.createdAt, sellers.id)
    .limit(1)
    .for('update');
  return row;
}

export async function insertChildSeller(
  db: DbOrTx,
  values: { groupId: string; firstName: string; lastName: string; teamId: string | null },
) {
  const [row] = await db
    .insert(sellers)
    .values({
      groupId: values.groupId,
      name: `${values.firstName} ${values.lastName}`,
      firstName: values.firstName,
      lastName: values.lastName,
      email: '',
      teamId: values.teamId,
    })
    .returning({ id: sellers.id });
  return row!;
}

export async function insertFamilyChild(db: DbOrTx, values: typeof familyChildren.$inferInsert) {
  await db.insert(familyChildren).values(values);
}

/** The child, if it is a child of the parent's family that was not withdrawn. */
export async function findChildOfParent(db: DbOrTx, parentId: string, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      firstName: sellers.firstName,
      lastName: sellers.lastName,
      groupId: sellers.groupId,
      teamId: sellers.teamId,
    })
    .from(parents)
    .innerJoin(familyChildren, eq(familyChildren.familyId, parents.familyId))
    .innerJoin(sellers, eq(sellers.id, familyChildren.sellerId))
    .where(and(eq(parents.id, parentId), eq(sellers.id, sellerId), isNull(familyChildren.withdrawnAt)))
    .limit(1);
  return row;
}

export interface ChildCampaignFigures {
  sellerId: string;
  campaignId: string;
  orderCount: number;
  salesCents: number;
  donationCents: number;
  shareToken: string | null;
}

/**
 * Each child's counted orders, sales and donations in each campaign, with the child's active share link: one
 * statement for the whole family page, every pair present even without orders.
 */
export function childCampaignFigures(db: DbOrTx, sellerIds: string[], campaignIds: string[]) {
  if (sellerIds.length === 0 || campaignIds.length === 0) return Promise.resolve([]);
  return queryRows<ChildCampaignFigures>(
    db,
    sql`select s.id as "sellerId", c.id as "campaignId",
               count(o.id)::int as "orderCount",
               exact_cents(coalesce(sum(o.total_cents), 0)) as "salesCents",
               exact_cents(coalesce(sum(o.donation_cents), 0)) as "donationCents",
               (select l.token from share_links l
                 where l.seller_id = s.id and l.campaign_id = c.id and l.revoked_at is null) as "shareToken"
        from unnest(${uuidArray(sellerIds)}) as s(id)
        cross join unnest(${uuidArray(campaignIds)}) as c(id)
        left join orders o on o.seller_id = s.id and o.campaign_id = c.id and ${countedOrder('o')}
        group by s.id, c.id`,
  );
}

/** The child's name as the parent corrected it, both parts given so the name trigger keeps them as written. */
export async function renameChildSeller(
  db: DbOrTx,
  values: { sellerId: string; firstName: string; lastName: string },
) {
  const name = `${values.firstName} ${values.lastName}`;
  await db
    .update(sellers)
    .set({ name, firstName: values.firstName, lastName: values.lastName })
    .where(eq(sellers.id, values.sellerId));
  return name;
}

/** The child's orders carry the corrected name, so the reports (which tally by name) show it. */
export async function renameChildOnOrders(db: DbOrTx, sellerId: string, name: string) {
  await db.execute(
    sql`update orders set seller_name = ${name}, updated_at = now()
        where seller_id = ${sellerId} and seller_name <> ${name}`,
  );
}

/** The child's link keeps its record (family, consent, who added it) and says when the child was removed. */
export async function withdrawFamilyChild(db: DbOrTx, sellerId: string, now: Date) {
  await db
    .update(familyChildren)
    .set({ withdrawnAt: now })
    .where(and(eq(familyChildren.sellerId, sellerId), isNull(familyChildren.withdrawnAt)));
}

/** Whether the parent agreed to a notice of the group at some time (an agreement not withdrawn). */
export async function hasStandingConsent(db: DbOrTx, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.parentId, parentId), isNull(consents.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

/** Every standing consent of the parent, withdrawn now. */
export async function withdrawConsentsOfParent(db: DbOrTx, parentId: string, now: Date) {
  await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.parentId, parentId), isNull(consents.withdrawnAt)));
}

/**
 * The parent's address leaves everything but the consent record: the sign-in links to it in the group with their
 * messages, the parent's e-mail updates, and the parent row, kept (address cleared) because the consents name it.
 */
export async function eraseParentAddress(
  db: DbOrTx,
  parent: { parentId: string; groupId: string },
  now: Date,
) {
  const [row] = await db
    .select({ emailKey: parents.emailKey })
    .from(parents)
    .where(eq(parents.id, parent.parentId))
    .limit(1);
  if (!row) return;
  const links = sql`select l.id from family_sign_in_links l
                    where l.group_id = ${parent.groupId} and l.email_key = ${row.emailKey}`;
  // A link's message, asked for or sent by an inviting parent, is keyed by the link.
  await db.execute(
    sql`delete from mail_messages
        where kind = 'family-sign-in'
          and (idempotency_key in (select 'family-sign-in:' || x.id from (${links}) x)
               or idempotency_key in (select 'family-invitation:' || x.id from (${links}) x))`,
  );
  await db
    .delete(familySignInLinks)
    .where(and(eq(familySignInLinks.groupId, parent.groupId), eq(familySignInLinks.emailKey, row.emailKey)));
  await db.delete(mailSubscriptions).where(eq(mailSubscriptions.parentId, parent.parentId));
  await db
    .update(parents)
    .set({ email: '', emailKey: '', familyId: null, withdrawnAt: now })
    .where(eq(parents.id, parent.parentId));
}

/** The group's parent of an inbox (not withdrawn), if any. */
export async function findParentByInbox(db: DbOrTx, groupId: string, emailKey: string) {
  const [row] = await db
    .select({ id: parents.id, familyId: parents.familyId })
    .from(parents)
    .where(and(eq(parents.groupId, groupId), eq(parents.emailKey, emailKey), isNull(parents.withdrawnAt)))
    .limit(1)
    .for('update');
  return row;
}

/** A parent invited into a family before their first sign-in: the address as the inviting parent typed it. */
export async function insertInvitedParent(
  db: DbOrTx,
  values: { groupId: string; familyId: string; email: string; emailKey: string; language: string; now: Date },
) {
  await db
    .insert(parents)
    .values({
      groupId: values.groupId,
      familyId: values.familyId,
      email: values.email,
      emailKey: values.emailKey,
      language: values.language,
      createdAt: values.now,
      lastSignInAt: null,
      invitedAt: values.now,
    })
    .onConflictDoNothing();
}

/** A parent of the group in no family yet joins the inviting parent's. */
export async function joinFamily(db: DbOrTx, parentId: string, familyId: string, now: Date) {
  await db
    .update(parents)
    .set({ familyId, invitedAt: now })
    .where(and(eq(parents.id, parentId), isNull(parents.familyId)));
}
