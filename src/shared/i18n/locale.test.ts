import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeOf, preferredLocale } from './locale.js';

describe('language choice', () => {
  it('reads every Spanish and English tag as its language, and nothing else', () => {
    for (const tag of ['es', 'es-MX', 'es-US', 'ES-us', 'es_419']) expect(localeOf(tag)).toBe('es');
    for (const tag of ['en', 'en-GB', 'EN-us']) expect(localeOf(tag)).toBe('en');
    for (const tag of ['fr', 'pt-BR', 'e', 'spanish', '', '*', undefined, null])
      expect(localeOf(tag)).toBeUndefined();
  });

  it('takes the first preferred language the portal speaks, else English', () => {
    expect(preferredLocale(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLocale(['en-US', 'es'])).toBe('en');
    expect(preferredLocale(['fr-FR', 'es'])).toBe('es');
    expect(preferredLocale(['fr-FR', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('orders an Accept-Language header by weight and leaves out q=0', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0.8')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptedLanguages('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(preferredLocale(acceptedLanguages('en;q=0.4, es-US;q=0.9'))).toBe('es');
  });
});
