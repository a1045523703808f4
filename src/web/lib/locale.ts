import type { Locale } from '../../shared/i18n/locale.js';
import { chosenLocale, rememberLocale } from './locale-choice';
import type { SpanishTexts } from '../i18n/spanish-texts';

/*
 * The language the families' screens show. The Spanish texts are a chunk of their own, fetched only when
 * Spanish is chosen: until they arrive the screens stay in English. Only the screens' frame (FamilyScreen)
 * reads this; the screens get the texts through its context (use-texts.ts).
 */

export interface ShownLanguage {
  locale: Locale;
  spanish?: SpanishTexts;
}

const ENGLISH: ShownLanguage = { locale: 'en' };
let spanish: ShownLanguage | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function loadSpanish(): void {
  loading ??= import('../i18n/spanish-texts').then(
    (module) => {
      spanish = { locale: 'es', spanish: module.SPANISH_TEXTS };
      notify();
    },
    () => {
      // Offline or a new deployment: English stays, and the next render asks again.
      loading = undefined;
    },
  );
}

/** The chosen language once its texts are here, English until then. */
export function shownLanguage(): ShownLanguage {
  if (chosenLocale() !== 'es') return ENGLISH;
  if (!spanish) loadSpanish();
  return spanish ?? ENGLISH;
}

/** Remembers the choice and shows the screens in it as soon as its texts are here. */
export function chooseLocale(locale: Locale): void {
  rememberLocale(locale);
  notify();
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
