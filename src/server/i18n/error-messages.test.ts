import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorParams,
  type ParametrisedErrorCode,
} from '../../shared/api/error-codes.js';
import { ZShareUnavailableReason } from '../../shared/api/share-links.js';
import { DEMO_STORE_TEXTS } from '../../shared/texts/demo-store.js';
import { DEMO_STORE_TEXTS_ES } from '../../shared/texts/demo-store.es.js';
import { ERROR_MESSAGES } from '../../shared/texts/error-messages.js';
import { FAMILY_TEXTS } from '../../shared/texts/families.js';
import { FAMILY_TEXTS_ES } from '../../shared/texts/families.es.js';
import { ERROR_MESSAGES_ES, FAMILY_ERROR_CODES } from '../../shared/texts/error-messages.es.js';
import { SHARE_LINK_PUBLIC_MESSAGES } from '../../shared/texts/share-page.js';
import { SHARE_LINK_PUBLIC_MESSAGES_ES, SHARE_PAGE_TEXTS_ES } from '../../shared/texts/share-page.es.js';
import { SHARE_PAGE_TEXTS } from '../../shared/texts/share-page.js';
import { TEAM_PAGE_TEXTS } from '../../shared/texts/teams.js';
import { TEAM_PAGE_TEXTS_ES } from '../../shared/texts/teams.es.js';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { ERROR_CATALOGUES, errorMessage, fieldMessage, type ErrorCatalogues } from './error-messages.js';

/** Parameters that make every parametrised code's message say something. */
const SAMPLE_PARAMS: { [C in ParametrisedErrorCode]: ErrorParams[C] } & Partial<Record<ErrorCode, unknown>> =
  {
    ROUTE_NOT_FOUND: { method: 'GET', path: '/api/x' },
    RATE_LIMITED: { retryAfterSeconds: 900 },
    PAYLOAD_TOO_LARGE: { maxMegabytes: 8 },
    GROUP_HAS_COORDINATORS: { count: 2 },
    ORDERS_NOT_FOUND: { count: 3 },
    ORDER_ALREADY_IN_STATUS: { status: 'fulfilled' },
    SHARE_LINK_CLOSED: { reason: 'campaign-ended' },
    PRODUCT_IN_USE: { name: 'Cookie Dough' },
    FORM_NUMBER_TAKEN: { formNumber: '117' },
    IMPORT_HAS_PROBLEMS: { count: 2 },
    TEAM_HAS_SELLERS: { name: 'Room 12' },
    FAMILY_NOTICE_CHANGED: { notice: { version: 'ab12', text: 'Notice to families' } },
    FIELD_REQUIRED: { label: 'Name' },
    FIELD_NOT_TEXT: { label: 'Name' },
    FIELD_TOO_SHORT: { label: 'Name', min: 2 },
    FIELD_TOO_LONG: { label: 'Name', max: 100 },
    FIELD_NOT_ALLOWED_CHARACTER: { label: 'Name' },
  };

const SAMPLE_SELLER = { firstName: 'Ava', lastInitial: 'S.' };

function argumentsFor(path: string, length: number): unknown[] {
  if (path.endsWith('supportLine') || path.endsWith('.title')) return [SAMPLE_SELLER, 'Maple Room 4'];
  if (path.endsWith('retryAfter')) return [15, 'minute'];
  return ['Ava', 3, 'Maple Room 4'].slice(0, length);
}

/** Every key of a Spanish catalogue: the English one's keys, each a non-empty text (or a function giving one). */
function walk(path: string, english: unknown, spanish: unknown): number {
  expect(typeof spanish, path).toBe(typeof english);
  if (typeof english === 'string') {
    expect((spanish as string).trim(), path).not.toBe('');
    return 1;
  }
  if (typeof english === 'function') {
    const text = (spanish as (...args: unknown[]) => unknown)(...argumentsFor(path, english.length));
    expect(typeof text, path).toBe('string');
    expect((text as string).trim(), path).not.toBe('');
    return 1;
  }
  expect(Object.keys(spanish as object).sort(), path).toEqual(Object.keys(english as object).sort());
  let count = 0;
  for (const [key, value] of Object.entries(english as object)) {
    count += walk(`${path}.${key}`, value, (spanish as Record<string, unknown>)[key]);
  }
  return count;
}

describe('the Spanish page catalogues', () => {
  it.each([
    ['share-page', SHARE_PAGE_TEXTS, SHARE_PAGE_TEXTS_ES],
    ['team-pages', TEAM_PAGE_TEXTS, TEAM_PAGE_TEXTS_ES],
    ['demo-store', DEMO_STORE_TEXTS, DEMO_STORE_TEXTS_ES],
    ['families', FAMILY_TEXTS, FAMILY_TEXTS_ES],
  ] as const)('%s: every key has a text', (name, english, spanish) => {
    expect(walk(name, english, spanish)).toBeGreaterThan(0);
  });
});

describe('the error catalogues', () => {
  it('say every code in English, and every code the family screens receive in Spanish', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessage(code, SAMPLE_PARAMS[code] as never, 'en').trim(), code).not.toBe('');
    }
    for (const code of FAMILY_ERROR_CODES) {
      const spanish = ERROR_MESSAGES_ES[code](SAMPLE_PARAMS[code] as never);
      expect(spanish.trim(), code).not.toBe('');
      expect(spanish, code).not.toBe(ERROR_MESSAGES[code](SAMPLE_PARAMS[code] as never));
      expect(errorMessage(code, SAMPLE_PARAMS[code] as never, 'es'), code).toBe(spanish);
    }
  });

  it('keep the English texts as the area catalogues write them', () => {
    expect(errorMessage('GROUP_CODE_INVALID', undefined, 'en')).toBe('Invalid group code');
    expect(errorMessage('GROUP_HAS_COORDINATORS', { count: 1 }, 'en')).toBe(
      'This group still has 1 coordinator. Reassign or delete that coordinator first, or deactivate the group instead.',
    );
    expect(errorMessage('RATE_LIMITED', { retryAfterSeconds: 900 }, 'en')).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    for (const reason of ZShareUnavailableReason.options) {
      expect(errorMessage('SHARE_LINK_CLOSED', { reason }, 'en')).toBe(
        SHARE_LINK_PUBLIC_MESSAGES.unavailable(reason),
      );
      expect(errorMessage('SHARE_LINK_CLOSED', { reason }, 'es')).toBe(
        SHARE_LINK_PUBLIC_MESSAGES_ES.unavailable(reason),
      );
    }
  });

  it('say a staff code in English even to a Spanish request', () => {
    expect(errorMessage('INVALID_CREDENTIALS', undefined, 'es')).toBe('Invalid credentials');
  });

  it('say when to retry in Spanish: 15 minutos, 1 minuto, 3 segundos', () => {
    expect(retryAfterText(900, 'es')).toBe('15 minutos');
    expect(retryAfterText(60, 'es')).toBe('1 minuto');
    expect(retryAfterText(3, 'es')).toBe('3 segundos');
    expect(retryAfterText(7200, 'es')).toBe('2 horas');
    expect(retryAfterText(900)).toBe('15 minutes');
    expect(retryAfterText(1)).toBe('1 second');
    expect(errorMessage('RATE_LIMITED', { retryAfterSeconds: 60 }, 'es')).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 1 minuto.',
    );
  });
});

describe('field messages', () => {
  it('give the schema’s English sentence, and Spanish by code with the field’s Spanish name', () => {
    const tooLong = { field: 'groupCode', code: 'FIELD_TOO_LONG', params: { max: 32 } } as const;
    expect(fieldMessage({ ...tooLong, english: 'Group code must be at most 32 characters' }, 'en')).toBe(
      'Group code must be at most 32 characters',
    );
    expect(fieldMessage(tooLong, 'es')).toBe('El código del grupo puede tener 32 caracteres como máximo');
    expect(fieldMessage({ field: 'name', code: 'FIELD_REQUIRED' }, 'es')).toBe('El nombre es obligatorio');
    expect(fieldMessage({ field: 'email', code: 'FIELD_INVALID_EMAIL' }, 'es')).toBe(
      'Escribe un correo electrónico válido',
    );
  });

  it('have no Spanish for a field no family screen fills in (the reply then says the request is not valid)', () => {
    expect(fieldMessage({ field: 'goalAmount', code: 'FIELD_REQUIRED' }, 'es')).toBeUndefined();
  });
});

describe('a reworded English message', () => {
  // A copy of the catalogues with English sentences changed, as a copy editor would change them.
  const reworded: ErrorCatalogues = {
    en: {
      ...ERROR_CATALOGUES.en,
      GROUP_CODE_INVALID: () => 'We do not know that group code',
      FIELD_TOO_LONG: ({ label, max }) => `${label} is longer than ${max} characters`,
      RATE_LIMITED: () => 'Slow down a little.',
    },
    es: ERROR_CATALOGUES.es,
  };

  it('changes the English reply and leaves the Spanish translation as it was', () => {
    expect(errorMessage('GROUP_CODE_INVALID', undefined, 'en', reworded)).toBe(
      'We do not know that group code',
    );
    expect(errorMessage('GROUP_CODE_INVALID', undefined, 'es', reworded)).toBe(
      'El código del grupo no es válido',
    );
    expect(errorMessage('RATE_LIMITED', { retryAfterSeconds: 180 }, 'es', reworded)).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 3 minutos.',
    );
    const problem = { field: 'groupCode', code: 'FIELD_TOO_LONG', params: { max: 32 } } as const;
    expect(fieldMessage(problem, 'en', reworded)).toBe('Group code is longer than 32 characters');
    expect(fieldMessage(problem, 'es', reworded)).toBe(
      'El código del grupo puede tener 32 caracteres como máximo',
    );
  });
});
