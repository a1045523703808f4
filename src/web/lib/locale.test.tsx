// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FamilyScreen } from '../components/family-screen';
import { chosenLocale } from './locale-choice';
import { chooseLocale, registerSpanishTexts } from './locale';
import { useLocale } from './use-texts';

// As the app's entry does.
registerSpanishTexts(() => import('../i18n/spanish-texts').then((module) => module.SPANISH_TEXTS));

function Shown() {
  return <p data-testid="shown">{useLocale()}</p>;
}

function clearCookie() {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

describe('language choice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en';
  });

  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['ES-us'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [['fr', 'es-419'], 'es'],
    [[], 'en'],
  ])('with preferred languages %j and nothing stored, is %s', (languages, locale) => {
    vi.stubGlobal('navigator', { ...navigator, languages });
    expect(chosenLocale()).toBe(locale);
  });

  it('a stored choice wins over the preferred languages; an unknown stored value does not', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX'] });
    window.localStorage.setItem('lang', 'en');
    expect(chosenLocale()).toBe('en');
    window.localStorage.setItem('lang', 'fr');
    expect(chosenLocale()).toBe('es');
  });

  it('choosing stores it, writes the cookie and, on a families screen, sets <html lang> once the texts are here', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    render(
      <FamilyScreen>
        <Shown />
      </FamilyScreen>,
    );
    expect(screen.getByTestId('shown').textContent).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    act(() => chooseLocale('es'));
    expect(window.localStorage.getItem('lang')).toBe('es');
    expect(document.cookie).toContain('lang=es');
    await vi.waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('es'));
    expect(document.documentElement.lang).toBe('es');

    act(() => chooseLocale('en'));
    expect(screen.getByTestId('shown').textContent).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('leaving the families screens puts <html lang> back to English', async () => {
    window.localStorage.setItem('lang', 'es');
    const { unmount } = render(
      <FamilyScreen>
        <Shown />
      </FamilyScreen>,
    );
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es'));
    unmount();
    expect(document.documentElement.lang).toBe('en');
  });
});
