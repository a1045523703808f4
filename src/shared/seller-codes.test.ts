import { describe, expect, it } from 'vitest';
import {
  normalizeSellerCode,
  SELLER_CODE_ALPHABET,
  SELLER_CODE_PATTERN,
  sellerCodeOf,
  sellerCodePrefix,
} from './seller-codes.js';

describe('the alphabet', () => {
  it('has digits and capitals without 0, O, 1, I and L, each once', () => {
    expect(SELLER_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(SELLER_CODE_ALPHABET).size).toBe(31);
    for (const left of '01OIL') expect(SELLER_CODE_ALPHABET).not.toContain(left);
    expect(SELLER_CODE_ALPHABET).toMatch(/^[2-9A-HJKMNP-Z]+$/);
  });
});

describe('sellerCodePrefix', () => {
  it('takes up to three letters of the first name, folded to A–Z', () => {
    expect(sellerCodePrefix('Ava')).toBe('AVA');
    expect(sellerCodePrefix('Zoé')).toBe('ZOE');
    expect(sellerCodePrefix('Li')).toBe('LI');
    expect(sellerCodePrefix('Jo')).toBe('JO');
    expect(sellerCodePrefix('Mary-Jane')).toBe('MAR');
    expect(sellerCodePrefix("D'Andre")).toBe('DAN');
    expect(sellerCodePrefix('  élodie ')).toBe('ELO');
    expect(sellerCodePrefix('Ñandu')).toBe('NAN');
    expect(sellerCodePrefix('X')).toBe('X');
  });

  it('answers KID for a first name without a letter A–Z', () => {
    expect(sellerCodePrefix('')).toBe('KID');
    expect(sellerCodePrefix('  ')).toBe('KID');
    expect(sellerCodePrefix('李')).toBe('KID');
    expect(sellerCodePrefix('42')).toBe('KID');
  });
});

describe('normalizeSellerCode', () => {
  it('answers the canonical form, ignoring case, spaces and dashes', () => {
    for (const typed of ['AVA-K7Q3', 'ava k7q3', 'avak7q3', ' A-V-A K 7 Q 3 ', 'ava–k7q3', 'Ava\tK7Q3'])
      expect(normalizeSellerCode(typed)).toBe('AVA-K7Q3');
    expect(normalizeSellerCode('li2345')).toBe('LI-2345');
    expect(normalizeSellerCode('x-zzzz')).toBe('X-ZZZZ');
  });

  it('makes every canonical code its own form', () => {
    const code = sellerCodeOf(sellerCodePrefix('Zoé'), 'K7Q3');
    expect(code).toMatch(SELLER_CODE_PATTERN);
    expect(normalizeSellerCode(code)).toBe(code);
  });

  it('answers null for text that cannot be a code', () => {
    for (const typed of [
      '',
      'K7Q3',
      'A-K7Q',
      'AVAS-K7Q3',
      'AVA-K7O3',
      'AVA-K1Q3',
      'AVA-KLQ3',
      '1AV-K7Q3',
      'AVA_K7Q3',
    ])
      expect(normalizeSellerCode(typed)).toBeNull();
  });
});
