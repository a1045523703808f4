import { describe, expect, it } from 'vitest';
import { notePhrases } from './suggestions.js';

describe('notePhrases', () => {
  it('gives every run of one to three words, lower-cased, without trailing punctuation', () => {
    expect(notePhrases('For Quinn Park!')).toEqual([
      'for',
      'for quinn',
      'for quinn park',
      'quinn',
      'quinn park',
      'park',
    ]);
  });

  it('keeps accents, apostrophes and hyphens inside names', () => {
    const phrases = notePhrases("Para José O'Neil-Núñez, gracias");
    expect(phrases).toContain("josé o'neil-núñez");
    expect(phrases).toContain("o'neil-núñez gracias");
  });

  it('leaves out runs shorter than three characters and caps long notes', () => {
    expect(notePhrases('a b')).toEqual(['a b']);
    expect(notePhrases('x '.repeat(5000) + 'end').length).toBeLessThanOrEqual(300);
  });
});
