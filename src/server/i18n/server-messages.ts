import { ZShareUnavailableReason } from '../../shared/api/share-links.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { API_ERROR_MESSAGES } from '../../shared/texts/api-errors.js';
import { API_ERROR_MESSAGES_ES } from '../../shared/texts/api-errors.es.js';
import { CUSTOMER_FIELD_LABELS, FIELD_MESSAGES } from '../../shared/texts/fields.js';
import { CUSTOMER_FIELD_LABELS_ES, FIELD_MESSAGES_ES } from '../../shared/texts/fields.es.js';
import { LOGIN_MESSAGES } from '../../shared/texts/login.js';
import { LOGIN_MESSAGES_ES } from '../../shared/texts/login.es.js';
import { SHARE_LINK_API_MESSAGES } from '../../shared/texts/share-links.js';
import { SHARE_LINK_API_MESSAGES_ES } from '../../shared/texts/share-links.es.js';
import { SHARE_LINK_PUBLIC_MESSAGES } from '../../shared/texts/share-page.js';
import { SHARE_LINK_PUBLIC_MESSAGES_ES } from '../../shared/texts/share-page.es.js';
import { STORE_API_MESSAGES } from '../../shared/texts/store.js';
import { STORE_API_MESSAGES_ES } from '../../shared/texts/store.es.js';

/** The API's own failures in each language. */
export const API_ERRORS: Record<Locale, typeof API_ERROR_MESSAGES_ES> = {
  en: API_ERROR_MESSAGES,
  es: API_ERROR_MESSAGES_ES,
};

/**
 * The catalogues of the messages the seller and buyer screens can show, each with its Spanish. Domain code keeps
 * throwing the English entries; the reply translates them (messages of staff-only catalogues stay English).
 */
export const SPANISH_SERVER_CATALOGUES: readonly (readonly [english: object, spanish: object])[] = [
  [LOGIN_MESSAGES, LOGIN_MESSAGES_ES],
  [API_ERROR_MESSAGES, API_ERROR_MESSAGES_ES],
  [STORE_API_MESSAGES, STORE_API_MESSAGES_ES],
  [SHARE_LINK_API_MESSAGES, SHARE_LINK_API_MESSAGES_ES],
  [SHARE_LINK_PUBLIC_MESSAGES, SHARE_LINK_PUBLIC_MESSAGES_ES],
  [FIELD_MESSAGES, FIELD_MESSAGES_ES],
  [CUSTOMER_FIELD_LABELS, CUSTOMER_FIELD_LABELS_ES],
];

type Message = (...args: never[]) => string;

interface Template {
  /** The English message with each parameter a capture group. */
  pattern: RegExp;
  /** Which parameter each capture group is. */
  order: number[];
  spanish: (...args: unknown[]) => string;
}

const texts = new Map<string, string>();
const templates: Template[] = [];

// Private-use characters: they never occur in a message, so they mark where each parameter went.
const marker = (index: number) => `\u{E000}${index}\u{E001}`;
const MARKERS = /\u{E000}(\d+)\u{E001}/gu;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A parametrised message as a pattern, when its text is the parameters put into fixed words. */
function templateOf(english: Message, spanish: Message): Template | undefined {
  let sample: unknown;
  try {
    sample = (english as (...args: string[]) => unknown)(
      ...Array.from({ length: english.length }, (_, i) => marker(i)),
    );
  } catch {
    return undefined; // Its parameter picks an entry (a reason, a unit): listed one by one below.
  }
  if (typeof sample !== 'string') return undefined;
  const order: number[] = [];
  let source = '';
  let last = 0;
  for (const match of sample.matchAll(MARKERS)) {
    source += `${escapeRegExp(sample.slice(last, match.index))}(.+?)`;
    order.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  if (order.length === 0) return undefined;
  source += escapeRegExp(sample.slice(last));
  return {
    pattern: new RegExp(`^${source}$`, 's'),
    order,
    spanish: spanish as (...args: unknown[]) => string,
  };
}

function learn(english: object, spanish: object) {
  for (const [key, value] of Object.entries(english)) {
    const translated = (spanish as Record<string, unknown>)[key];
    if (typeof value === 'string' && typeof translated === 'string') {
      if (!texts.has(value)) texts.set(value, translated);
    } else if (typeof value === 'function' && typeof translated === 'function') {
      const template = templateOf(value as Message, translated as Message);
      if (template) templates.push(template);
    } else if (value && typeof value === 'object' && translated && typeof translated === 'object') {
      learn(value, translated);
    }
  }
}

for (const [english, spanish] of SPANISH_SERVER_CATALOGUES) learn(english, spanish);
for (const reason of ZShareUnavailableReason.options) {
  texts.set(
    SHARE_LINK_PUBLIC_MESSAGES.unavailable(reason),
    SHARE_LINK_PUBLIC_MESSAGES_ES.unavailable(reason),
  );
}

const RETRY_AFTER = /^(\d+) (hour|minute|second)s?$/;

/** "15 minutes" → "15 minutos", as API_ERROR_MESSAGES.retryAfter says it in each language. */
function retryAfterOf(text: string): string | undefined {
  const match = RETRY_AFTER.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] as 'hour' | 'minute' | 'second';
  return API_ERROR_MESSAGES.retryAfter(amount, unit) === text
    ? API_ERROR_MESSAGES_ES.retryAfter(amount, unit)
    : undefined;
}

/** A parameter put back into a Spanish message: a catalogue text or a wait translated, a number as it is. */
function argumentOf(text: string): string | number | undefined {
  const translated = texts.get(text) ?? retryAfterOf(text);
  if (translated !== undefined) return translated;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function fromTemplate(message: string): string | undefined {
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const args: unknown[] = [];
    for (const [group, parameter] of template.order.entries())
      args[parameter] = argumentOf(match[group + 1] ?? '');
    if (args.every((arg) => arg !== undefined)) return template.spanish(...args);
  }
  return undefined;
}

/**
 * A message of the family screens' catalogues in the locale, or undefined when it is none of theirs (a staff
 * message, or a parameter such as an address that has no translation): the caller decides what to say then.
 */
export function translatedMessage(message: string, locale: Locale): string | undefined {
  if (locale === 'en') return message;
  return texts.get(message) ?? fromTemplate(message);
}
