import type { ErrorCode, ErrorParamsOf } from '../../shared/api/error-codes.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { ERROR_MESSAGES, type ErrorCatalogue } from '../../shared/texts/error-messages.js';
import { ERROR_MESSAGES_ES, type FamilyErrorCode } from '../../shared/texts/error-messages.es.js';
import { FAMILY_CHILD_FIELD_LABELS, SELLER_LOGIN_FIELD_LABELS } from '../../shared/texts/fields.js';
import { FAMILY_CHILD_FIELD_LABELS_ES, SELLER_LOGIN_FIELD_LABELS_ES } from '../../shared/texts/fields.es.js';

/** The message of every code in English, and of the family screens' codes in Spanish. */
export interface ErrorCatalogues {
  en: ErrorCatalogue;
  es: ErrorCatalogue<FamilyErrorCode>;
}

export const ERROR_CATALOGUES: ErrorCatalogues = { en: ERROR_MESSAGES, es: ERROR_MESSAGES_ES };

/** The fields families fill in, by their name on the wire, as each language's field messages say them. */
const FAMILY_FIELD_LABELS: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    name: SELLER_LOGIN_FIELD_LABELS.sellerName,
    email: SELLER_LOGIN_FIELD_LABELS.email,
    groupCode: SELLER_LOGIN_FIELD_LABELS.groupCode,
    ...FAMILY_CHILD_FIELD_LABELS,
  },
  es: {
    name: SELLER_LOGIN_FIELD_LABELS_ES.sellerName,
    email: SELLER_LOGIN_FIELD_LABELS_ES.email,
    groupCode: SELLER_LOGIN_FIELD_LABELS_ES.groupCode,
    ...FAMILY_CHILD_FIELD_LABELS_ES,
  },
};

const FIELD_CODES_WITH_LABEL: ReadonlySet<ErrorCode> = new Set([
  'FIELD_REQUIRED',
  'FIELD_NOT_TEXT',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'FIELD_NOT_ALLOWED_CHARACTER',
]);

function messageIn(
  catalogues: ErrorCatalogues,
  locale: Locale,
  code: ErrorCode,
): ((params: unknown) => string) | undefined {
  const catalogue: Partial<Record<ErrorCode, unknown>> = locale === 'es' ? catalogues.es : catalogues.en;
  return catalogue[code] as ((params: unknown) => string) | undefined;
}

/**
 * A code's message in the locale. A code the family screens never receive has no Spanish and is said in English,
 * as the staff screens read it.
 */
export function errorMessage<C extends ErrorCode>(
  code: C,
  params: ErrorParamsOf<C>,
  locale: Locale,
  catalogues: ErrorCatalogues = ERROR_CATALOGUES,
): string {
  const message = messageIn(catalogues, locale, code) ?? messageIn(catalogues, 'en', code)!;
  return message(params);
}

/** One field's problem: its code and limit, and, for a schema check, the English sentence the schema wrote. */
export interface FieldProblem {
  field: string;
  code: ErrorCode;
  params?: { min?: number; max?: number };
  english?: string;
}

/**
 * A field's message in the locale, or undefined when the locale has no words for it (a Spanish request about a
 * field no family screen fills in): the caller then says the request is not valid, rather than half in English.
 */
export function fieldMessage(
  problem: FieldProblem,
  locale: Locale,
  catalogues: ErrorCatalogues = ERROR_CATALOGUES,
): string | undefined {
  if (locale === 'en' && problem.english !== undefined) return problem.english;
  const name = problem.field.split('.').at(-1) ?? problem.field;
  const label = FAMILY_FIELD_LABELS[locale][name];
  if (FIELD_CODES_WITH_LABEL.has(problem.code) && label === undefined && locale !== 'en') return undefined;
  const message = messageIn(catalogues, locale, problem.code);
  return message?.({ label: label ?? problem.field, ...problem.params });
}
