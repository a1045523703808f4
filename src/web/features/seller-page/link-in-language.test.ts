import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './link-in-language';

describe('linkInLanguage', () => {
  it('keeps the English link as it is and opens a Spanish seller’s link in Spanish', () => {
    expect(linkInLanguage('https://portal.example.org/s/Mx2DwTdL8aey', 'en')).toBe(
      'https://portal.example.org/s/Mx2DwTdL8aey',
    );
    expect(linkInLanguage('https://portal.example.org/s/Mx2DwTdL8aey', 'es')).toBe(
      'https://portal.example.org/s/Mx2DwTdL8aey?lang=es',
    );
  });
});
