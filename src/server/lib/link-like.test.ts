import { describe, expect, it } from 'vitest';
import { isLinkLike } from './link-like.js';

describe('isLinkLike', () => {
  it('finds addresses, domains and e-mail addresses', () => {
    for (const text of [
      'www.evil-prize.example/claim',
      'evil-prize.example',
      'https://portal.example.org',
      'hxxp://x',
      'WWW.Example',
      'claim/prize',
      'win@prizes',
      'bit.ly',
      'prize1.com',
      'ｗｗｗ．ｅｖｉｌ．ｅｘａｍｐｌｅ',
      'evil。example',
    ]) {
      expect(isLinkLike(text), text).toBe(true);
    }
  });

  it('leaves names alone, initials and abbreviations with a space included', () => {
    for (const text of [
      'Ava',
      'Ava Marie Stonebridge',
      'A. S.',
      'Zoë O’Brien',
      'Jean-Luc',
      'St. John',
      'Ava 2.0',
      'Dr.',
      '',
    ]) {
      expect(isLinkLike(text), text).toBe(false);
    }
  });
});
