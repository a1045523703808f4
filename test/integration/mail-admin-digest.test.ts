import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DIGEST_TEXTS as DIGEST } from '../../src/shared/texts/mail-digest.js';
import { ADMIN_DIGEST_CAMPAIGNS } from '../../src/server/mail/digests.js';
import { createMailTransport, type MailTransport } from '../../src/server/mail/mail-transport.js';
import { createCampaign, createGroup, insertOrder, registerAdmin } from '../support/fixtures.js';
import { mailRows, manualClock, work } from '../support/mail-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * An administrator's digest when many groups run a campaign: the busiest ADMIN_DIGEST_CAMPAIGNS of yesterday are
 * listed in the portal's order (group name), and one line counts the rest.
 */
describe('an administrator’s digest with more campaigns than it lists', () => {
  // 08:00 UTC on March 10: the digest is about March 9.
  const clock = manualClock('2026-03-10T08:00:00Z');
  let t: TestApp;
  let transport: MailTransport;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    transport = createMailTransport(undefined);
  });
  afterAll(async () => {
    transport.close();
    await t.close();
  });

  it('lists the busiest campaigns of yesterday in group order, and says how many more ran', async () => {
    await registerAdmin(t);
    const total = ADMIN_DIGEST_CAMPAIGNS + 3;
    // Group 01 sold the least yesterday, group 23 the most: groups 01 to 03 are the ones left out. The orders name
    // no seller record, so each is also in the repair queue.
    for (let n = 1; n <= total; n++) {
      const name = `Group ${String(n).padStart(2, '0')}`;
      const group = await createGroup(t, { name });
      const campaign = await createCampaign(t, group.id, {
        name: `Sale ${n}`,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      });
      await insertOrder(t, {
        group,
        campaign,
        sellerName: 'Sam Seller',
        totalProductCents: n * 100,
        storeCreatedAt: new Date('2026-03-09T15:00:00Z'),
      });
    }

    await work(t.app.ctx, transport);

    const [digest, ...others] = (await mailRows(t)).filter((row) => row.kind === 'daily-digest');
    expect(others).toEqual([]);
    expect(digest!.subject).toBe(DIGEST.adminSubject('March 9, 2026'));
    const listed = [...digest!.textBody.matchAll(/^Sale (\d+) \(Group \d+\)$/gm)].map((match) =>
      Number(match[1]),
    );
    expect(listed).toEqual(Array.from({ length: ADMIN_DIGEST_CAMPAIGNS }, (_, at) => at + 4));
    expect(digest!.textBody).toContain(`Sale 23 (Group 23)\n${DIGEST.orders(1, '$23.00')}`);
    expect(digest!.textBody).toContain(`\n\n${DIGEST.moreCampaigns(3)}\n\n${DIGEST.repairQueue(total)}\n\n`);
  });
});
