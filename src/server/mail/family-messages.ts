import type { Locale } from '../../shared/i18n/locale.js';
import { MAIL_UPDATE_TEXTS } from '../../shared/texts/mail-updates.js';
import { MAIL_UPDATE_TEXTS_ES } from '../../shared/texts/mail-updates.es.js';
import { formatAmount, formatLongDate } from '../server-pages/people-formats.js';
import type { MailBlock, MailContent } from './mail-content.js';

export const MAIL_TEXT = { en: MAIL_UPDATE_TEXTS, es: MAIL_UPDATE_TEXTS_ES } as const;

/**
 * What a family message may say: the seller's first name, the campaign, the group's name and figures. Never a
 * buyer, never the group code.
 */
export interface FamilyFacts {
  locale: Locale;
  sellerFirstName: string;
  campaignName: string;
  campaignEndDate: string;
  groupName: string;
  /**
   * The seller's counted orders in the campaign so far, and their product sales and donations: what counts toward
   * the goal, the same measure as the group's figure beside it (shipping is left out of both).
   */
  seller: { orderCount: number; salesCents: number };
  /** The group's product sales and donations in the campaign, and its goal when it has one. */
  group: { raisedCents: number; goalCents: number | null };
  /** The seller's public share page, when they have one. */
  shareUrl: string | null;
  unsubscribeUrl: string;
  /** Sent to a parent by their family page's switch rather than asked for on the seller's page. */
  fromFamilyPage: boolean;
}

const percentOf = (raisedCents: number, goalCents: number) => Math.floor((raisedCents / goalCents) * 100);

function footer(facts: FamilyFacts): MailBlock[] {
  const TEXT = MAIL_TEXT[facts.locale];
  return [
    {
      text: (facts.fromFamilyPage ? TEXT.footer.whyFamily : TEXT.footer.why)(
        facts.sellerFirstName,
        facts.campaignName,
      ),
    },
    { text: TEXT.footer.stop, url: facts.unsubscribeUrl },
  ];
}

/** The seller's totals, the group's progress and the share link: the end of every update. */
function standing(facts: FamilyFacts): MailBlock[] {
  const TEXT = MAIL_TEXT[facts.locale];
  const { goalCents, raisedCents } = facts.group;
  const money = (cents: number) => formatAmount(cents, facts.locale);
  return [
    {
      text: TEXT.sellerTotal(facts.sellerFirstName, facts.seller.orderCount, money(facts.seller.salesCents)),
    },
    {
      text:
        goalCents && goalCents > 0
          ? TEXT.groupGoal(money(raisedCents), money(goalCents), percentOf(raisedCents, goalCents))
          : TEXT.groupRaised(money(raisedCents)),
    },
    ...(facts.shareUrl ? [{ text: TEXT.shareLink(facts.sellerFirstName), url: facts.shareUrl }] : []),
    { text: TEXT.signature(facts.groupName) },
  ];
}

/** The one message sent before confirmation: the link that confirms. */
export function confirmationMessage(
  facts: Pick<FamilyFacts, 'locale' | 'sellerFirstName' | 'campaignName' | 'groupName'>,
  confirmUrl: string,
): MailContent {
  const TEXT = MAIL_TEXT[facts.locale];
  const { sellerFirstName: name } = facts;
  return {
    subject: TEXT.confirmation.subject(name),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.confirmation.request(name, facts.campaignName, facts.groupName) },
      { text: TEXT.confirmation.action, url: confirmUrl },
      { text: TEXT.confirmation.ignore },
    ],
    footer: [],
  };
}

/** "3 new orders, $84.00": the orders that came in since the last update, at most one an hour. */
export function orderUpdateMessage(
  facts: FamilyFacts,
  newOrders: { count: number; cents: number },
): MailContent {
  const TEXT = MAIL_TEXT[facts.locale];
  const summary = TEXT.orderUpdate.newOrders(newOrders.count, formatAmount(newOrders.cents, facts.locale));
  return {
    subject: TEXT.orderUpdate.subject(facts.sellerFirstName, summary),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.orderUpdate.lead(facts.sellerFirstName, summary) },
      ...standing(facts),
    ],
    footer: footer(facts),
  };
}

export function goalMilestoneMessage(facts: FamilyFacts, milestone: 50 | 100): MailContent {
  const TEXT = MAIL_TEXT[facts.locale];
  const texts = milestone === 100 ? TEXT.goalReached : TEXT.goalHalf;
  return {
    subject: texts.subject(facts.groupName),
    blocks: [{ text: TEXT.greeting }, { text: texts.lead(facts.groupName) }, ...standing(facts)],
    footer: footer(facts),
  };
}

export function campaignEndingMessage(facts: FamilyFacts): MailContent {
  const TEXT = MAIL_TEXT[facts.locale];
  const endDate = formatLongDate(facts.campaignEndDate, facts.locale);
  return {
    subject: TEXT.campaignEnding.subject(facts.campaignName),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.campaignEnding.lead(facts.campaignName, endDate) },
      ...standing(facts),
    ],
    footer: footer(facts),
  };
}

export function campaignSummaryMessage(facts: FamilyFacts): MailContent {
  const TEXT = MAIL_TEXT[facts.locale];
  const { locale, sellerFirstName: name } = facts;
  const { goalCents, raisedCents } = facts.group;
  const money = (cents: number) => formatAmount(cents, locale);
  return {
    subject: TEXT.campaignSummary.subject(facts.campaignName, name),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.campaignSummary.lead(facts.campaignName, formatLongDate(facts.campaignEndDate, locale)) },
      { text: TEXT.campaignSummary.seller(name, facts.seller.orderCount, money(facts.seller.salesCents)) },
      {
        text:
          goalCents && goalCents > 0
            ? TEXT.groupGoal(money(raisedCents), money(goalCents), percentOf(raisedCents, goalCents))
            : TEXT.groupRaised(money(raisedCents)),
      },
      { text: TEXT.campaignSummary.last },
      { text: TEXT.signature(facts.groupName) },
    ],
    footer: footer(facts),
  };
}
