import type { TAttributionSuggestion } from '../../shared/api/attribution.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { withinOneTypo } from './edit-distance.js';
import {
  campaignNames,
  earlierCreditedOrders,
  findSuggestionSubject,
  groupCreditOnOrderDay,
  handoffsByBuyerEmail,
  listGroupCodes,
  sellersNamedByOrder,
  type CandidateRow,
  type SuggestionSubject,
} from './queries.js';

/** How far before an order a seller's hand-off still suggests it was theirs. */
const HANDOFF_WINDOW_HOURS = 12;
const MAX_SUGGESTIONS = 5;

/** How much each kind of evidence weighs; a credit several rules agree on adds their weights. */
const WEIGHTS = { handoff: 60, earlierOrder: 40, sellerName: 25, noteName: 20, groupCodeTypo: 15 } as const;

interface Evidence {
  kind: keyof typeof WEIGHTS;
  candidate: Omit<CandidateRow, 'at' | 'orderNumber'>;
  weight: number;
  reason: string;
}

const minutesBetween = (earlier: Date | string, later: Date | string) =>
  Math.max(0, Math.round((new Date(later).getTime() - new Date(earlier).getTime()) / 60_000));

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const confidenceOf = (score: number): TAttributionSuggestion['confidence'] =>
  score >= WEIGHTS.handoff ? 'high' : score >= WEIGHTS.earlierOrder ? 'medium' : 'low';

async function handoffEvidence(db: DbOrTx, subject: SuggestionSubject): Promise<Evidence[]> {
  if (!subject.buyerEmail) return [];
  const rows = await handoffsByBuyerEmail(db, subject, HANDOFF_WINDOW_HOURS);
  return rows.map((row) => ({
    candidate: row,
    kind: 'handoff' as const,
    weight: WEIGHTS.handoff,
    reason: `${row.sellerName} went to the store from the portal ${durationText(
      minutesBetween(row.at!, subject.storeCreatedAt),
    )} before this order, with the buyer's e-mail`,
  }));
}

async function earlierOrderEvidence(
  db: DbOrTx,
  subject: SuggestionSubject,
  timeZone: string,
): Promise<Evidence[]> {
  if (!subject.buyerEmail) return [];
  const rows = await earlierCreditedOrders(db, subject, timeZone);
  return rows.map((row) => ({
    candidate: row,
    kind: 'earlierOrder' as const,
    weight: WEIGHTS.earlierOrder,
    reason: `The buyer's earlier order ${row.orderNumber} is credited to ${row.sellerName} (${row.groupCode})`,
  }));
}

async function groupCodeEvidence(
  db: DbOrTx,
  subject: SuggestionSubject,
  timeZone: string,
): Promise<Evidence[]> {
  const code = subject.groupCode.trim();
  if (subject.groupId || !code) return [];
  const near = (await listGroupCodes(db)).filter((group) => withinOneTypo(group.code, code));
  return Promise.all(
    near.slice(0, 3).map(async (group) => {
      const credit = await groupCreditOnOrderDay(db, group.id, subject.sellerName, subject, timeZone);
      const sellerKnown = Boolean(credit?.sellerId);
      return {
        candidate: {
          groupId: group.id,
          groupCode: group.code,
          groupName: group.name,
          campaignId: credit?.campaignId ?? null,
          campaignName: null,
          sellerId: credit?.sellerId ?? null,
          sellerName: credit?.sellerName ?? subject.sellerName.trim(),
        },
        kind: 'groupCodeTypo' as const,
        weight: WEIGHTS.groupCodeTypo + (sellerKnown ? WEIGHTS.sellerName : 0),
        reason: `The cart's group code ${code} is one typo from ${group.code}${
          sellerKnown ? `, which has a seller named ${credit!.sellerName}` : ''
        }`,
      };
    }),
  );
}

const NOTE_PHRASE_WORDS = 3;
const NOTE_PHRASE_LIMIT = 300;

/** Every run of one to three words of a note, lower-cased, as a seller's whole name could be written. */
export function notePhrases(note: string): string[] {
  const words = note.toLowerCase().match(/[\p{L}\p{M}\p{N}'’.-]+/gu) ?? [];
  const phrases = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= NOTE_PHRASE_WORDS && start + length <= words.length; length++) {
      const phrase = words
        .slice(start, start + length)
        .join(' ')
        .replace(/[.'’-]+$/u, '');
      if (phrase.length >= 3) phrases.add(phrase);
    }
  }
  return [...phrases].slice(0, NOTE_PHRASE_LIMIT);
}

async function sellerNameEvidence(
  db: DbOrTx,
  subject: SuggestionSubject,
  timeZone: string,
): Promise<Evidence[]> {
  const phrases = notePhrases(subject.note);
  if (phrases.length === 0 && !(subject.groupId && subject.sellerName.trim())) return [];
  const rows = await sellersNamedByOrder(db, subject, phrases, timeZone);
  return rows.map((row) => ({
    candidate: row,
    kind: row.inNote ? ('noteName' as const) : ('sellerName' as const),
    weight: row.inNote ? WEIGHTS.noteName : WEIGHTS.sellerName,
    reason: row.inNote
      ? `The order note names ${row.sellerName}, a seller of ${row.groupCode}`
      : `The seller name on the cart matches ${row.sellerName}, a seller of ${row.groupCode}`,
  }));
}

/**
 * Where an order that lost its seller probably belongs, best first: each rule gives evidence for a group,
 * campaign and seller, and evidence for the same credit adds up.
 */
export async function suggestAttributions(
  ctx: AppContext,
  orderId: string,
): Promise<TAttributionSuggestion[] | undefined> {
  const subject = await findSuggestionSubject(ctx.db, orderId);
  if (!subject) return undefined;
  const timeZone = ctx.config.portalTimezone;
  const evidence = (
    await Promise.all([
      handoffEvidence(ctx.db, subject),
      earlierOrderEvidence(ctx.db, subject, timeZone),
      groupCodeEvidence(ctx.db, subject, timeZone),
      sellerNameEvidence(ctx.db, subject, timeZone),
    ])
  ).flat();

  const byCredit = new Map<
    string,
    { candidate: Evidence['candidate']; score: number; reasons: string[]; kinds: Set<Evidence['kind']> }
  >();
  const add = (entryKey: string, { kind, candidate, weight, reason }: Evidence) => {
    const entry = byCredit.get(entryKey);
    if (!entry)
      byCredit.set(entryKey, { candidate, score: weight, reasons: [reason], kinds: new Set([kind]) });
    else if (!entry.kinds.has(kind)) {
      // Several hand-offs or earlier orders for the same credit are one piece of evidence, not several.
      entry.kinds.add(kind);
      entry.score += weight;
      entry.reasons.push(reason);
    }
  };
  const keyOf = (candidate: Evidence['candidate']) =>
    [
      candidate.groupId,
      candidate.campaignId ?? '',
      candidate.sellerId ?? candidate.sellerName.toLowerCase(),
    ].join('|');
  const groupOnly = (item: Evidence) => !item.candidate.sellerId && !item.candidate.sellerName;
  for (const item of evidence.filter((item) => !groupOnly(item))) add(keyOf(item.candidate), item);
  // Evidence that names only a group supports every seller suggested in that group, or stands alone.
  for (const item of evidence.filter(groupOnly)) {
    const sameGroup = [...byCredit.keys()].filter(
      (key) => byCredit.get(key)!.candidate.groupId === item.candidate.groupId,
    );
    if (sameGroup.length === 0) add(keyOf(item.candidate), item);
    for (const key of sameGroup) add(key, item);
  }
  const ranked = [...byCredit.values()].sort((a, b) => b.score - a.score).slice(0, MAX_SUGGESTIONS);
  const names = new Map(
    (
      await campaignNames(ctx.db, [...new Set(ranked.flatMap(({ candidate }) => candidate.campaignId ?? []))])
    ).map((campaign) => [campaign.id, campaign.name]),
  );
  return ranked.map(({ candidate, score, reasons }) => ({
    groupId: candidate.groupId,
    groupCode: candidate.groupCode,
    groupName: candidate.groupName,
    campaignId: candidate.campaignId,
    campaignName: candidate.campaignId ? (names.get(candidate.campaignId) ?? '') : '',
    sellerId: candidate.sellerId,
    sellerName: candidate.sellerName,
    confidence: confidenceOf(score),
    reasons,
  }));
}
