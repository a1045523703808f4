import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import { FAMILY_API_MESSAGES, FAMILY_TEXTS } from '../../src/shared/texts/families.js';
import { FAMILY_API_MESSAGES_ES } from '../../src/shared/texts/families.es.js';
import { FIELD_MESSAGES } from '../../src/shared/texts/fields.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import { queryRows } from '../../src/server/db/database.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  familyPageOf,
  familySignIn,
  newFamilyClient,
  signInWithMailedLink,
} from '../support/family-fixtures.js';
import { mailRows } from '../support/mail-fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';

describe('families: a parent edits and removes a child, withdraws the family and invites a second parent', () => {
  let t: TestApp;
  let group: GroupRow;
  let otherGroup: GroupRow;
  let campaign: CampaignRow;
  let roomFour: string;
  let roomFive: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    group = await createGroup(t, { code: 'LINC45', name: 'Lincoln PTA', sellerSignIn: 'families' });
    otherGroup = await createGroup(t, { code: 'OAK45', name: 'Oak Hill Band', sellerSignIn: 'families' });
    campaign = await createCampaign(t, group.id, { name: 'Fall Cookie Dough', goalCents: 100_000 });
    const teams = await queryRows<{ id: string; name: string }>(
      t.app.ctx.db,
      sql`insert into teams (group_id, name) values (${group.id}, 'Room 4'), (${group.id}, 'Room 5')
          returning id, name`,
    );
    roomFour = teams.find((team) => team.name === 'Room 4')!.id;
    roomFive = teams.find((team) => team.name === 'Room 5')!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.db;
  const consentedParent = async (email: string, inGroup = group) => {
    const token = await familySignIn(t, inGroup, email);
    await agreeToFamilyNotice(t, token);
    return token;
  };
  const editChild = (token: string, childId: string, payload: Record<string, unknown>, language = 'en') =>
    call(t, {
      method: 'PATCH',
      url: `/api${FAMILY_API_PATHS.child(childId)}`,
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });
  const removeChild = (token: string, childId: string, language = 'en') =>
    call(t, {
      method: 'DELETE',
      url: `/api${FAMILY_API_PATHS.child(childId)}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
  const withdrawFamily = (token: string) =>
    call(t, { method: 'DELETE', url: `/api${FAMILY_API_PATHS.family()}`, headers: bearer(token) });
  const invite = (token: string, payload: Record<string, unknown>) =>
    call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.invitations()}`,
      headers: bearer(token),
      payload,
      remoteAddress: newFamilyClient(),
    });
  /** A store order credited to the child through "Shop for Ava": $30.00 of products and $5.50 of shipping. */
  const orderFor = async (token: string, childId: string) => {
    const res = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShopUrl(childId, campaign.id)}`,
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode, res.payload).toBe(200);
    const attributes = cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
    expect((await deliverWebhook(t.app, storeOrder({ attributes }))).statusCode).toBe(200);
  };
  const sellerOf = async (sellerId: string) =>
    (
      await queryRows<{
        name: string;
        firstName: string;
        lastName: string;
        email: string;
        teamId: string | null;
      }>(
        db(),
        sql`select name, first_name as "firstName", last_name as "lastName", email, team_id as "teamId"
            from sellers where id = ${sellerId}`,
      )
    )[0]!;
  const parentIdOf = async (email: string, inGroup = group) =>
    (
      await queryRows<{ id: string }>(
        db(),
        sql`select id from parents where group_id = ${inGroup.id} and email = ${email} and withdrawn_at is null`,
      )
    )[0]?.id;

  describe('editing a child', () => {
    let parent: string;
    let ava: string;

    beforeAll(async () => {
      parent = await consentedParent('lucia@example.org');
      ava = await addFamilyChild(t, parent, { firstName: 'Ava', lastName: 'Stonebridge', teamId: roomFour });
      await orderFor(parent, ava);
    });

    it('corrects the name and class: the child as the family page lists it, the orders follow', async () => {
      const res = await editChild(parent, ava, { lastName: 'Marie Stonebrook', teamId: roomFive });
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          _id: ava,
          firstName: 'Ava',
          lastName: 'Marie Stonebrook',
          publicName: 'Ava S.',
          team: { _id: roomFive, name: 'Room 5' },
        },
      });
      const [listed] = (await familyPageOf(t, parent)).children;
      expect(listed).toMatchObject({ _id: ava, firstName: 'Ava', lastName: 'Marie Stonebrook' });
      expect(listed!.team).toEqual({ _id: roomFive, name: 'Room 5' });
      expect(await sellerOf(ava)).toEqual({
        name: 'Ava Marie Stonebrook',
        firstName: 'Ava',
        lastName: 'Marie Stonebrook',
        email: '',
        teamId: roomFive,
      });
      const orders = await queryRows<{ sellerName: string; teamId: string }>(
        db(),
        sql`select seller_name as "sellerName", team_id as "teamId" from orders where seller_id = ${ava}`,
      );
      expect(orders).toEqual([{ sellerName: 'Ava Marie Stonebrook', teamId: roomFive }]);
      const oldTallies = await queryRows(
        db(),
        sql`select 1 from report_seller_days where seller_name = 'Ava Stonebridge'`,
      );
      expect(oldTallies).toEqual([]);
    });

    it('refuses a class that is not the group’s, none where the group has classes, and an over-long name', async () => {
      const [foreign] = await queryRows<{ id: string }>(
        db(),
        sql`insert into teams (group_id, name) values (${otherGroup.id}, 'Room 4') returning id`,
      );
      for (const teamId of [foreign!.id, 'not-an-id', null]) {
        expectFailure(await editChild(parent, ava, { teamId }), 400, FAMILY_API_MESSAGES.classNotFound);
      }
      const tooLong = FIELD_MESSAGES.tooLong('Last name', 60);
      expectFailure(await editChild(parent, ava, { lastName: 'x'.repeat(61) }), 400, tooLong, [
        { field: 'lastName', message: tooLong, code: 'FIELD_TOO_LONG' },
      ]);
      expect((await sellerOf(ava)).teamId).toBe(roomFive);
      expect((await sellerOf(ava)).lastName).toBe('Marie Stonebrook');
    });

    it('refuses another family’s child, an unknown and a malformed id, and any child before consent', async () => {
      const stranger = await consentedParent('stranger@example.org');
      for (const childId of [ava, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expectFailure(
          await editChild(stranger, childId, { firstName: 'Eve' }),
          404,
          FAMILY_API_MESSAGES.childNotFound,
        );
        expectFailure(await removeChild(stranger, childId), 404, FAMILY_API_MESSAGES.childNotFound);
      }
      expectFailure(await removeChild(stranger, ava, 'es'), 404, FAMILY_API_MESSAGES_ES.childNotFound);
      const unconsented = await familySignIn(t, group, 'unconsented@example.org');
      expectFailure(
        await editChild(unconsented, ava, { firstName: 'Eve' }),
        409,
        FAMILY_API_MESSAGES.consentRequired,
      );
      expect((await sellerOf(ava)).firstName).toBe('Ava');
    });

    it('answers 409 FAMILY_CHILD_TAKEN, and changes nothing, where a unique key of the sellers is held', async () => {
      const leo = await addFamilyChild(t, parent, {
        firstName: 'Leo',
        lastName: 'Stonebridge',
        teamId: roomFour,
      });
      // A unique key of the group's sellers (names per group), as a later rule could add one.
      await db().execute(
        sql`create unique index test_sellers_group_name_key on sellers (group_id, lower(btrim(name)))`,
      );
      try {
        const taken = await editChild(parent, leo, { firstName: 'Ava', lastName: 'Marie Stonebrook' });
        expectFailure(taken, 409, FAMILY_API_MESSAGES.childTaken);
        const inSpanish = await editChild(
          parent,
          leo,
          { firstName: 'Ava', lastName: 'Marie Stonebrook' },
          'es',
        );
        expectFailure(inSpanish, 409, FAMILY_API_MESSAGES_ES.childTaken);
      } finally {
        await db().execute(sql`drop index test_sellers_group_name_key`);
      }
      expect(await sellerOf(leo)).toMatchObject({ name: 'Leo Stonebridge', teamId: roomFour });
    });
  });

  describe('removing a child', () => {
    it('runs the seller erasure: the names go, the totals stay counted, the link says when', async () => {
      const parent = await consentedParent('maria@example.org');
      const mia = await addFamilyChild(t, parent, { firstName: 'Mia', lastName: 'Torres', teamId: roomFour });
      const noa = await addFamilyChild(t, parent, { firstName: 'Noa', lastName: 'Torres', teamId: roomFour });
      await orderFor(parent, mia);
      const goalBefore = (await familyPageOf(t, parent)).campaigns[0]!.goal!;

      const res = await removeChild(parent, mia);
      expect(res.statusCode, res.payload).toBe(204);
      expect(res.payload).toBe('');

      const page = await familyPageOf(t, parent);
      expect(page.children.map((child) => child._id)).toEqual([noa]);
      expect(page.campaigns[0]!.goal).toEqual(goalBefore);
      const erased = await sellerOf(mia);
      expect(erased).toEqual({ name: 'M. T.', firstName: 'M.', lastName: 'T.', email: '', teamId: roomFour });
      expect(JSON.stringify(erased)).not.toMatch(/Mia|Torres/);
      const orders = await queryRows<{ sellerName: string; totalCents: number; status: string }>(
        db(),
        sql`select seller_name as "sellerName", total_cents::int as "totalCents", status from orders
            where seller_id = ${mia}`,
      );
      expect(orders).toEqual([{ sellerName: 'M. T.', totalCents: 3550, status: expect.any(String) }]);
      const [link] = await queryRows<{ withdrawn: boolean }>(
        db(),
        sql`select withdrawn_at is not null as withdrawn from family_children where seller_id = ${mia}`,
      );
      expect(link).toEqual({ withdrawn: true });
      const [erasure] = await queryRows<Record<string, unknown>>(
        db(),
        sql`select erased_by_kind as kind, erased_by_admin_id as "adminId", erased_by_parent_id as "parentId",
                   erased_by_name as name, orders_updated as "ordersUpdated"
            from seller_erasures where seller_id = ${mia}`,
      );
      expect(erasure).toEqual({
        kind: 'parent',
        adminId: null,
        parentId: await parentIdOf('maria@example.org'),
        name: '',
        ordersUpdated: 1,
      });
      // The parent's consent stands for the other child.
      const consents = await queryRows<{ withdrawn: boolean }>(
        db(),
        sql`select c.withdrawn_at is not null as withdrawn from consents c join parents p on p.id = c.parent_id
            where p.email = 'maria@example.org'`,
      );
      expect(consents).toEqual([{ withdrawn: false }]);
      expectFailure(await removeChild(parent, mia), 404, FAMILY_API_MESSAGES.childNotFound);
      expectFailure(
        await editChild(parent, mia, { firstName: 'Mia' }),
        404,
        FAMILY_API_MESSAGES.childNotFound,
      );
    });
  });

  describe('a second parent', () => {
    it('is invited by e-mail, signs in with the link, consents, and sees and edits the same children', async () => {
      const first = await consentedParent('ana@example.org');
      const sol = await addFamilyChild(t, first, { firstName: 'Sol', lastName: 'Reyes', teamId: roomFour });
      const res = await invite(first, { email: 'Luis+school@Example.org' });
      expect(res.statusCode, res.payload).toBe(202);
      expect(res.json()).toEqual({ success: true, message: FAMILY_TEXTS.invitationSent });

      const [mail] = (await mailRows(t)).filter((row) => row.toAddress === 'Luis+school@Example.org');
      expect(mail).toMatchObject({
        kind: 'family-sign-in',
        subject: FAMILY_TEXTS.invitationMail.subject('Lincoln PTA'),
        idempotencyKey: expect.stringMatching(/^family-invitation:/),
      });
      expect(mail!.textBody).toContain(FAMILY_TEXTS.invitationMail.invitation('Lincoln PTA'));
      expect(mail!.textBody).not.toMatch(/Sol|Reyes|ana@example/);

      const second = await signInWithMailedLink(t, 'Luis+school@Example.org');
      const before = await familyPageOf(t, second);
      expect(before.consent.required).toBe(true);
      expect(before.children).toEqual([]);
      expectFailure(
        await editChild(second, sol, { firstName: 'Solana' }),
        409,
        FAMILY_API_MESSAGES.consentRequired,
      );

      await agreeToFamilyNotice(t, second);
      const after = await familyPageOf(t, second);
      expect(after.parent.email).toBe('Luis+school@Example.org');
      expect(after.children).toEqual((await familyPageOf(t, first)).children);
      expect(after.children.map((child) => child._id)).toEqual([sol]);

      expect((await editChild(second, sol, { firstName: 'Solana' })).statusCode).toBe(200);
      expect((await familyPageOf(t, first)).children[0]!.firstName).toBe('Solana');
      const [parents] = await queryRows<{ same: boolean; invited: boolean }>(
        db(),
        sql`select count(distinct family_id) = 1 as same, bool_or(invited_at is not null) as invited
            from parents where group_id = ${group.id} and email in ('ana@example.org', 'Luis+school@Example.org')`,
      );
      expect(parents).toEqual({ same: true, invited: true });
    });

    it('answers the same for a parent of another family, and changes nothing nor mails them', async () => {
      const inviter = await consentedParent('kim@example.org');
      await addFamilyChild(t, inviter, { firstName: 'Ji', lastName: 'Kim', teamId: roomFive });
      const other = await consentedParent('park@example.org');
      await addFamilyChild(t, other, { firstName: 'Min', lastName: 'Park', teamId: roomFive });
      const familyOf = async (email: string) =>
        (
          await queryRows<{ familyId: string }>(
            db(),
            sql`select family_id as "familyId" from parents where email = ${email} and group_id = ${group.id}`,
          )
        )[0]!.familyId;
      const before = await familyOf('park@example.org');
      const mailsBefore = (await mailRows(t)).length;

      const res = await invite(inviter, { email: 'park@example.org' });
      expect(res.statusCode, res.payload).toBe(202);
      expect(res.json()).toEqual({ success: true, message: FAMILY_TEXTS.invitationSent });
      const own = await invite(inviter, { email: 'KIM@example.org' });
      expect(own.json()).toEqual({ success: true, message: FAMILY_TEXTS.invitationSent });

      expect(await familyOf('park@example.org')).toBe(before);
      expect((await mailRows(t)).length).toBe(mailsBefore);
      expect((await familyPageOf(t, other)).children.map((child) => child.firstName)).toEqual(['Min']);
    });

    it('is invited to the inviting parent’s group only, after the inviting parent consented, within the limits', async () => {
      const unconsented = await familySignIn(t, group, 'later@example.org');
      expectFailure(
        await invite(unconsented, { email: 'x@example.org' }),
        409,
        FAMILY_API_MESSAGES.consentRequired,
      );

      const inviter = await consentedParent('rosa@example.org');
      await addFamilyChild(t, inviter, { firstName: 'Eva', lastName: 'Diaz', teamId: roomFour });
      // The same address is a parent of the other group: the invitation reaches only the inviter's group.
      const elsewhere = await consentedParent('pablo@example.org', otherGroup);
      const res = await invite(inviter, { email: 'pablo@example.org', groupCode: otherGroup.code });
      expect(res.statusCode, res.payload).toBe(202);
      const second = await signInWithMailedLink(t, 'pablo@example.org');
      await agreeToFamilyNotice(t, second);
      expect((await familyPageOf(t, second)).group.name).toBe('Lincoln PTA');
      expect((await familyPageOf(t, second)).children.map((child) => child.firstName)).toEqual(['Eva']);
      expect((await familyPageOf(t, elsewhere)).children).toEqual([]);
      const [inOther] = await queryRows<{ familyId: string | null }>(
        db(),
        sql`select family_id as "familyId" from parents where group_id = ${otherGroup.id} and email = 'pablo@example.org'`,
      );
      expect(inOther).toEqual({ familyId: null });

      expectFailure(await invite(inviter, { email: 'not-an-address' }), 400, LOGIN_MESSAGES.invalidEmail, [
        { field: 'email', message: LOGIN_MESSAGES.invalidEmail, code: 'FIELD_INVALID_EMAIL' },
      ]);
      // Three links an hour to one inbox, sign-in links and invitations together.
      for (let n = 0; n < 3; n += 1)
        expect((await invite(inviter, { email: 'busy@example.org' })).statusCode).toBe(202);
      const refused = await invite(inviter, { email: 'busy@example.org' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe('withdrawing the whole family', () => {
    it('an invited parent who has not agreed removes no child, and withdrawing leaves only themselves', async () => {
      const parent = await consentedParent('nina@example.org');
      const zoe = await addFamilyChild(t, parent, { firstName: 'Zoe', lastName: 'Park', teamId: roomFour });
      expect((await invite(parent, { email: 'omar@example.org' })).statusCode).toBe(202);
      const invited = await signInWithMailedLink(t, 'omar@example.org');

      expectFailure(await removeChild(invited, zoe), 409, FAMILY_API_MESSAGES.consentRequired);
      expect((await sellerOf(zoe))?.lastName).toBe('Park');

      expect((await withdrawFamily(invited)).statusCode).toBe(204);
      expect((await familyPageOf(t, parent)).children.map((child) => child.firstName)).toEqual(['Zoe']);
      expect((await sellerOf(zoe))?.lastName).toBe('Park');
    });

    it('erases every child, stamps the consents, ends the sessions and clears the parent’s address', async () => {
      const parent = await consentedParent('jon@example.org');
      const otherDevice = await familySignIn(t, group, 'jon@example.org');
      const ivy = await addFamilyChild(t, parent, { firstName: 'Ivy', lastName: 'Quill', teamId: roomFour });
      const max = await addFamilyChild(t, parent, { firstName: 'Max', lastName: 'Quill', teamId: roomFive });
      await orderFor(parent, ivy);
      expect((await invite(parent, { email: 'kate@example.org' })).statusCode).toBe(202);
      const second = await signInWithMailedLink(t, 'kate@example.org');
      await agreeToFamilyNotice(t, second);
      const goalBefore = (await familyPageOf(t, second)).campaigns[0]!.goal!;
      const parentId = (await parentIdOf('jon@example.org'))!;

      const res = await withdrawFamily(parent);
      expect(res.statusCode, res.payload).toBe(204);

      for (const token of [parent, otherDevice]) {
        const signedOut = await call(t, {
          method: 'GET',
          url: `/api${FAMILY_API_PATHS.family()}`,
          headers: bearer(token),
        });
        expectFailure(signedOut, 401, FAMILY_API_MESSAGES.sessionInvalid);
      }
      for (const child of [ivy, max]) {
        const seller = await sellerOf(child);
        expect(JSON.stringify(seller)).not.toMatch(/Ivy|Max|Quill/);
      }
      const links = await queryRows<{ withdrawn: boolean }>(
        db(),
        sql`select withdrawn_at is not null as withdrawn from family_children where seller_id in (${ivy}, ${max})`,
      );
      expect(links).toEqual([{ withdrawn: true }, { withdrawn: true }]);
      const [row] = await queryRows<Record<string, unknown>>(
        db(),
        sql`select email, email_key as "emailKey", family_id as "familyId", withdrawn_at is not null as withdrawn
            from parents where id = ${parentId}`,
      );
      expect(row).toEqual({ email: '', emailKey: '', familyId: null, withdrawn: true });
      const consents = await queryRows<{ email: string; withdrawn: boolean }>(
        db(),
        sql`select email, withdrawn_at is not null as withdrawn from consents where parent_id = ${parentId}`,
      );
      expect(consents).toEqual([{ email: 'jon@example.org', withdrawn: true }]);
      const traces = await queryRows(
        db(),
        sql`select 1 from family_sign_in_links where email_key = 'jon@example.org'
            union all select 1 from mail_messages where to_address = 'jon@example.org'
            union all select 1 from family_sessions where parent_id = ${parentId} and revoked_at is null`,
      );
      expect(traces).toEqual([]);

      // The second parent keeps their own account and consent; the totals stay counted.
      const seen = await familyPageOf(t, second);
      expect(seen.consent.required).toBe(false);
      expect(seen.children).toEqual([]);
      expect(seen.campaigns[0]!.goal).toEqual(goalBefore);
      const [counted] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from orders where seller_id = ${ivy} and status <> 'cancelled'`,
      );
      expect(counted).toEqual({ n: 1 });

      // The address may sign in again: a new parent, who must consent again and has no children.
      const again = await familySignIn(t, group, 'jon@example.org');
      const fresh = await familyPageOf(t, again);
      expect(fresh.consent.required).toBe(true);
      expect(fresh.children).toEqual([]);
      expect(await parentIdOf('jon@example.org')).not.toBe(parentId);
    });
  });
});
