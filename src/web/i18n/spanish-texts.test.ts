import { describe, expect, it } from 'vitest';
import { HEALTH_TEXTS } from '../features/health/texts';
import { SELLER_LOGIN_MESSAGES, SELLER_LOGIN_TEXTS } from '../features/seller-login/texts';
import { SELLER_TEAM_TEXTS } from '../features/seller-login/team-texts';
import { SELLER_PAGE_TEXTS } from '../features/seller-page/texts';
import { SHOP_MESSAGES, SHOP_TEXTS } from '../features/shop/texts';
import { LOGIN_MESSAGES } from '../../shared/texts/login.js';
import { APP_TEXTS, FORM_MESSAGES, LANGUAGE_TEXTS } from '../lib/public-texts';
import { SPANISH_TEXTS } from './spanish-texts';

/** Each Spanish catalogue beside the English one it translates. */
const PAIRS: [string, unknown, unknown][] = [
  ['app', APP_TEXTS, SPANISH_TEXTS.app],
  ['form', FORM_MESSAGES, SPANISH_TEXTS.form],
  ['language', LANGUAGE_TEXTS, SPANISH_TEXTS.language],
  ['health', HEALTH_TEXTS, SPANISH_TEXTS.health],
  ['sellerLogin', SELLER_LOGIN_TEXTS, SPANISH_TEXTS.sellerLogin],
  ['sellerLoginMessages', SELLER_LOGIN_MESSAGES, SPANISH_TEXTS.sellerLoginMessages],
  [
    'loginChecks',
    { invalidEmail: LOGIN_MESSAGES.invalidEmail, noCurrentCampaign: LOGIN_MESSAGES.noCurrentCampaign },
    SPANISH_TEXTS.loginChecks,
  ],
  ['sellerTeam', SELLER_TEAM_TEXTS, SPANISH_TEXTS.sellerTeam],
  ['shop', SHOP_TEXTS, SPANISH_TEXTS.shop],
  ['shopMessages', SHOP_MESSAGES, SPANISH_TEXTS.shopMessages],
  ['sellerPage', SELLER_PAGE_TEXTS, SPANISH_TEXTS.sellerPage],
];

/** Texts deliberately the same in both languages: the product's name, punctuation, and words Spanish shares. */
const SAME_IN_BOTH = new Set(['app.appName', 'shop.dateRangeSeparator', 'sellerPage.dateRangeSeparator']);

const SAMPLE_ARGS: unknown[] = ['Ava', '$10.00', 25];

function walk(
  english: unknown,
  spanish: unknown,
  path: string,
  visit: (path: string, en: string, es: string) => void,
) {
  if (typeof english === 'string') {
    expect(typeof spanish, path).toBe('string');
    visit(path, english, spanish as string);
  } else if (typeof english === 'function') {
    expect(typeof spanish, path).toBe('function');
    const args = SAMPLE_ARGS.slice(0, english.length);
    visit(
      path,
      (english as (...a: unknown[]) => string)(...args),
      (spanish as (...a: unknown[]) => string)(...args),
    );
    if (english.length === 1) {
      visit(`${path}('')`, (english as (a: string) => string)(''), (spanish as (a: string) => string)(''));
    }
  } else {
    const keys = Object.keys(english as object).sort();
    expect(Object.keys(spanish as object).sort(), path).toEqual(keys);
    for (const key of keys) {
      walk(
        (english as Record<string, unknown>)[key],
        (spanish as Record<string, unknown>)[key],
        `${path}.${key}`,
        visit,
      );
    }
  }
}

describe('Spanish catalogues', () => {
  it.each(PAIRS)('%s: every key is there, non-empty, and translated', (name, english, spanish) => {
    walk(english, spanish, name, (path, en, es) => {
      expect(es.trim(), path).not.toBe('');
      if (!SAME_IN_BOTH.has(path.replace(/\(''\)$/, ''))) expect(es, path).not.toBe(en);
    });
  });
});
