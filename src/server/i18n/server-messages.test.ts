import { describe, expect, it } from 'vitest';
import { ZShareUnavailableReason } from '../../shared/api/share-links.js';
import { API_ERROR_MESSAGES } from '../../shared/texts/api-errors.js';
import { API_ERROR_MESSAGES_ES } from '../../shared/texts/api-errors.es.js';
import { DEMO_STORE_TEXTS } from '../../shared/texts/demo-store.js';
import { DEMO_STORE_TEXTS_ES } from '../../shared/texts/demo-store.es.js';
import { CUSTOMER_FIELD_LABELS, FIELD_MESSAGES } from '../../shared/texts/fields.js';
import { CUSTOMER_FIELD_LABELS_ES, FIELD_MESSAGES_ES } from '../../shared/texts/fields.es.js';
import { LOGIN_MESSAGES } from '../../shared/texts/login.js';
import { SHARE_LINK_PUBLIC_MESSAGES, SHARE_PAGE_TEXTS } from '../../shared/texts/share-page.js';
import { SHARE_LINK_PUBLIC_MESSAGES_ES, SHARE_PAGE_TEXTS_ES } from '../../shared/texts/share-page.es.js';
import { retryAfterText } from '../auth/login-rate-limit.js';
import { SPANISH_SERVER_CATALOGUES, translatedMessage } from './server-messages.js';

/** Arguments that make every parametrised text say something: a name, a count, a seller, a reason. */
const SAMPLE_ARGUMENTS: unknown[] = ['Ava', 3, 'Maple Room 4'];
const SAMPLE_SELLER = { firstName: 'Ava', lastInitial: 'S.' };

function argumentsFor(path: string, length: number): unknown[] {
  if (path.endsWith('supportLine') || (path.endsWith('.title') && path.startsWith('share-page')))
    return [SAMPLE_SELLER, 'Maple Room 4'];
  if (path.endsWith('unavailable')) return ['campaign-ended'];
  if (path.endsWith('retryAfter')) return [15, 'minute'];
  return SAMPLE_ARGUMENTS.slice(0, length);
}

/** Every key of a Spanish catalogue: the English one's keys, each a non-empty text (or a function giving one). */
function walk(path: string, english: unknown, spanish: unknown): number {
  expect(typeof spanish, path).toBe(typeof english);
  if (typeof english === 'string') {
    expect((spanish as string).trim(), path).not.toBe('');
    return 1;
  }
  if (typeof english === 'function') {
    const args = argumentsFor(path, english.length);
    const text = (spanish as (...args: unknown[]) => unknown)(...args);
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

describe('the Spanish server catalogues', () => {
  it.each([
    ['messages', SPANISH_SERVER_CATALOGUES],
    ['share-page', [[SHARE_PAGE_TEXTS, SHARE_PAGE_TEXTS_ES]]],
    ['demo-store', [[DEMO_STORE_TEXTS, DEMO_STORE_TEXTS_ES]]],
  ] as const)('%s: every key has a text', (name, pairs) => {
    for (const [index, [english, spanish]] of pairs.entries()) {
      expect(walk(`${name}[${index}]`, english, spanish)).toBeGreaterThan(0);
    }
  });
});

describe('translatedMessage', () => {
  it('gives the Spanish entry of an English one, and English stays as it is', () => {
    expect(translatedMessage(LOGIN_MESSAGES.invalidGroupCode, 'es')).toBe('El código del grupo no es válido');
    expect(translatedMessage(LOGIN_MESSAGES.invalidGroupCode, 'en')).toBe(LOGIN_MESSAGES.invalidGroupCode);
  });

  it('puts the parameters of a parametrised message into its Spanish function', () => {
    const english = FIELD_MESSAGES.tooLong(CUSTOMER_FIELD_LABELS.groupCode, 32);
    expect(translatedMessage(english, 'es')).toBe(
      FIELD_MESSAGES_ES.tooLong(CUSTOMER_FIELD_LABELS_ES.groupCode, 32),
    );
    for (const reason of ZShareUnavailableReason.options) {
      expect(translatedMessage(SHARE_LINK_PUBLIC_MESSAGES.unavailable(reason), 'es')).toBe(
        SHARE_LINK_PUBLIC_MESSAGES_ES.unavailable(reason),
      );
    }
  });

  it('says when to retry in Spanish: 15 minutos, 1 minuto, 3 segundos', () => {
    expect(retryAfterText(900, 'es')).toBe('15 minutos');
    expect(retryAfterText(60, 'es')).toBe('1 minuto');
    expect(retryAfterText(3, 'es')).toBe('3 segundos');
    expect(retryAfterText(7200, 'es')).toBe('2 horas');
    expect(retryAfterText(900)).toBe('15 minutes');
    expect(retryAfterText(1)).toBe('1 second');
    expect(translatedMessage(API_ERROR_MESSAGES.tooManyRequests('1 minute'), 'es')).toBe(
      API_ERROR_MESSAGES_ES.tooManyRequests('1 minuto'),
    );
  });

  it('has no translation for a message that is none of the family screens’ (it stays as it is)', () => {
    expect(translatedMessage('Invalid credentials', 'es')).toBeUndefined();
    expect(translatedMessage(FIELD_MESSAGES.required('group_code'), 'es')).toBeUndefined();
    expect(translatedMessage(API_ERROR_MESSAGES.routeNotFound('GET', '/api/x'), 'es')).toBeUndefined();
  });
});
