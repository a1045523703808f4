import { MAIL_DIGEST_TEXTS as TEXT } from '../../shared/texts/mail-digest.js';
import { attributionHealth } from '../attribution/health.js';
import type { AppContext } from '../context.js';
import { addDays, calendarDateIn, hourIn } from '../lib/calendar.js';
import { moneyFigures } from '../money/money-summary.js';
import { formatAmount, formatLongDate } from '../server-pages/people-formats.js';
import { centsFromDollars } from '../lib/money.js';
import {
  digestCampaigns,
  digestRecipientsDue,
  type DigestCampaignRow,
  type DigestRecipient,
} from './digest-queries.js';
import { queuedMail, type MailBlock } from './mail-content.js';
import { publicHost, unsubscribeUrl } from './mail-links.js';
import { insertMail } from './queries.js';

const money = (cents: number) => formatAmount(cents, 'en');
/** An administrator's digest stays readable however many groups run a campaign. */
export const ADMIN_DIGEST_CAMPAIGNS = 20;

/**
 * The staff found with nothing to report today, per app: they are not looked at again until tomorrow (another
 * instance may look once more; nothing is written for them either way).
 */
const nothingToReport = new WeakMap<AppContext, { date: string; keys: Set<string> }>();

function skippedToday(ctx: AppContext, today: string) {
  let skipped = nothingToReport.get(ctx);
  if (!skipped || skipped.date !== today)
    nothingToReport.set(ctx, (skipped = { date: today, keys: new Set() }));
  return skipped.keys;
}

/** One campaign's lines: yesterday's orders, paper forms, money still out and share-link activity. */
async function campaignLines(ctx: AppContext, row: DigestCampaignRow): Promise<string> {
  const { money: figures } = await moneyFigures(ctx.db, row.groupId, row.campaignId);
  return [
    TEXT.orders(row.orderCount, money(row.salesCents)),
    TEXT.paperOrders(row.paperOrderCount),
    TEXT.stillToTurnIn(money(centsFromDollars(figures.outstanding))),
    TEXT.shareLinks(row.shareLinkVisits, row.shareLinkOrders),
  ].join('\n');
}

/**
 * What one pass's digests are made of, each worked out once however many staff members read it: the campaigns
 * running yesterday or today, each campaign's lines, and the attribution health administrators read.
 */
function digestFacts(ctx: AppContext, campaigns: DigestCampaignRow[]) {
  const lines = new Map<string, Promise<string>>();
  let health: ReturnType<typeof attributionHealth> | undefined;
  return {
    campaigns,
    linesOf(row: DigestCampaignRow) {
      let found = lines.get(row.campaignId);
      if (!found) lines.set(row.campaignId, (found = campaignLines(ctx, row)));
      return found;
    },
    health: () => (health ??= attributionHealth(ctx)),
  };
}
type DigestFacts = ReturnType<typeof digestFacts>;

/**
 * Writes today's digest of every staff member who has it on and has not had it, once the portal's clock has
 * passed DIGEST_HOUR in PORTAL_TIMEZONE. A coordinator's digest covers their group's campaigns running yesterday or
 * today; an administrator's covers every group's, with the repair queue and the attribution warnings. A coordinator
 * whose group runs no campaign gets none that day; so does an administrator with nothing to report.
 */
export async function composeDailyDigests(ctx: AppContext, now: Date): Promise<number> {
  const timeZone = ctx.config.portalTimezone;
  if (hourIn(timeZone, now) < ctx.config.mail.digestHour) return 0;
  const today = calendarDateIn(timeZone, now);
  const yesterday = addDays(today, -1);
  const skipped = skippedToday(ctx, today);
  const recipients = (await digestRecipientsDue(ctx.db, today)).filter(
    (recipient) => !skipped.has(`${recipient.kind}:${recipient.id}`),
  );
  if (recipients.length === 0) return 0;

  const facts = digestFacts(ctx, await digestCampaigns(ctx.db, { yesterday, today, timeZone }));
  let queued = 0;
  for (const recipient of recipients) {
    const blocks =
      recipient.kind === 'admin'
        ? await adminBlocks(facts)
        : await coordinatorBlocks(facts, recipient.groupId);
    if (!blocks) {
      skipped.add(`${recipient.kind}:${recipient.id}`);
      continue;
    }
    if (await insertMail(ctx.db, digestMail(ctx, recipient, today, yesterday, blocks), now)) queued += 1;
  }
  return queued;
}

async function coordinatorBlocks(facts: DigestFacts, groupId: string | null) {
  const campaigns = facts.campaigns.filter((campaign) => campaign.groupId === groupId);
  if (campaigns.length === 0) return undefined;
  const blocks: MailBlock[] = [];
  for (const campaign of campaigns) {
    blocks.push({ text: `${TEXT.campaign(campaign.campaignName)}\n${await facts.linesOf(campaign)}` });
  }
  return blocks;
}

/**
 * The campaigns an administrator's digest lists: all of them up to ADMIN_DIGEST_CAMPAIGNS, else that many with the
 * most sales yesterday. Either way in the portal's order (group, start, name).
 */
function campaignsToList(campaigns: DigestCampaignRow[]) {
  if (campaigns.length <= ADMIN_DIGEST_CAMPAIGNS) return campaigns;
  const busiest = new Set(
    [...campaigns].sort((a, b) => b.salesCents - a.salesCents).slice(0, ADMIN_DIGEST_CAMPAIGNS),
  );
  return campaigns.filter((campaign) => busiest.has(campaign));
}

async function adminBlocks(facts: DigestFacts) {
  const { campaigns } = facts;
  const health = await facts.health();
  if (campaigns.length === 0 && health.attentionCount === 0 && health.warnings.length === 0) return undefined;
  const blocks: MailBlock[] = [];
  if (campaigns.length === 0) blocks.push({ text: TEXT.noCampaign });
  const listed = campaignsToList(campaigns);
  for (const campaign of listed) {
    const title = TEXT.campaignOfGroup(campaign.campaignName, campaign.groupName);
    blocks.push({ text: `${title}\n${await facts.linesOf(campaign)}` });
  }
  if (listed.length < campaigns.length) {
    blocks.push({ text: TEXT.moreCampaigns(campaigns.length - listed.length) });
  }
  blocks.push({ text: TEXT.repairQueue(health.attentionCount) });
  for (const warning of health.warnings) blocks.push({ text: TEXT.warnings[warning] });
  return blocks;
}

function digestMail(
  ctx: AppContext,
  recipient: DigestRecipient,
  today: string,
  yesterday: string,
  campaignBlocks: MailBlock[],
) {
  const date = formatLongDate(yesterday, 'en');
  const area = recipient.kind === 'admin' ? '/admin' : '/coordinator';
  const stopUrl = unsubscribeUrl(ctx, `${recipient.kind}-digest`, recipient.id);
  return queuedMail(
    {
      idempotencyKey: `digest:${recipient.kind}:${recipient.id}:${today}`,
      kind: 'daily-digest',
      staff: { kind: recipient.kind, id: recipient.id },
      to: recipient.email,
      locale: 'en',
      content: {
        subject:
          recipient.kind === 'admin'
            ? TEXT.adminSubject(date)
            : TEXT.coordinatorSubject(recipient.groupName ?? '', date),
        blocks: [
          { text: TEXT.greeting(recipient.name) },
          { text: TEXT.lead(date) },
          ...campaignBlocks,
          { text: TEXT.open, url: `${ctx.config.publicUrl}${area}` },
        ],
        footer: [{ text: TEXT.why }, { text: TEXT.stop, url: stopUrl }],
      },
      unsubscribeUrl: stopUrl,
    },
    ctx.config.mail.from,
    publicHost(ctx),
  );
}
