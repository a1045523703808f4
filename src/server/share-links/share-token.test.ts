import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../shared/api/share-link-paths.js';
import { isShareTokenShape, newShareToken } from './share-token.js';

describe('newShareToken', () => {
  const tokens = Array.from({ length: 10_000 }, () => newShareToken());

  it('makes tokens of the fixed length from the base58 alphabet only', () => {
    const alphabet = new Set(SHARE_TOKEN_ALPHABET);
    const malformed = tokens.filter(
      (token) => token.length !== SHARE_TOKEN_LENGTH || [...token].some((letter) => !alphabet.has(letter)),
    );
    expect(malformed).toEqual([]);
    expect(tokens.every(isShareTokenShape)).toBe(true);
  });

  it('never repeats a token in 10,000', () => {
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('shares no prefix pattern and does not count up', () => {
    // Random tokens rarely agree on their first three letters (58³ ≈ 195,000 prefixes for 10,000 tokens).
    const prefixes = new Set(tokens.map((token) => token.slice(0, 3)));
    expect(prefixes.size).toBeGreaterThan(9_500);
    const sorted = tokens.every((token, index) => index === 0 || tokens[index - 1]! < token);
    expect(sorted).toBe(false);
    // Each position uses nearly the whole alphabet, and no letter dominates it.
    for (let position = 0; position < SHARE_TOKEN_LENGTH; position++) {
      const counts = new Map<string, number>();
      for (const token of tokens) counts.set(token[position]!, (counts.get(token[position]!) ?? 0) + 1);
      expect(counts.size).toBe(SHARE_TOKEN_ALPHABET.length);
      expect(Math.max(...counts.values())).toBeLessThan(300); // expected 172 each
    }
  });
});

describe('isShareTokenShape', () => {
  it('refuses other lengths, letters outside the alphabet and junk', () => {
    expect(isShareTokenShape('abcdefghijkm')).toBe(true);
    expect(isShareTokenShape('abcdefghijk')).toBe(false);
    expect(isShareTokenShape('abcdefghijkmn')).toBe(false);
    expect(isShareTokenShape('abcdefghijk0')).toBe(false);
    expect(isShareTokenShape('abcdefghijkl')).toBe(false);
    expect(isShareTokenShape('abcdefghijk/')).toBe(false);
    expect(isShareTokenShape("' or 1=1 --x")).toBe(false);
    expect(isShareTokenShape('')).toBe(false);
  });
});
