import type { Locale } from '../../shared/i18n/locale.js';
import { chosenLocale, rememberLocale } from './locale-choice';

/*
 * The language the families' screens show. The Spanish texts are a chunk of their own, fetched only when
 * Spanish is chosen: until they arrive the screens stay in English. Only the screens' frame (FamilyScreen)
 * reads this; the screens get the texts through its context (use-texts.ts).
 */

/**
 * The Spanish texts of the families' screens. Empty here: the chunk that gathers them
 * (`i18n/spanish-texts.ts`) adds its catalogues to this interface, so this layer never imports the features.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface SpanishTexts {}

/** Fetches the Spanish texts' chunk; the app's entry hands it over (`registerSpanishTexts`). */
type SpanishTextsLoader = () => Promise<SpanishTexts>;

let spanishTextsLoader: SpanishTextsLoader | undefined;

/** Called once by the app's entry with the dynamic import of the Spanish chunk. */
export function registerSpanishTexts(loader: SpanishTextsLoader): void {
  spanishTextsLoader = loader;
}

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
  if (!spanishTextsLoader) return;
  loading ??= spanishTextsLoader().then(
    (texts) => {
      spanish = { locale: 'es', spanish: texts };
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
