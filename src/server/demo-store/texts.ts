import type { Locale } from '../../shared/i18n/locale.js';
import { DEMO_STORE_TEXTS } from '../../shared/texts/demo-store.js';
import { DEMO_STORE_TEXTS_ES } from '../../shared/texts/demo-store.es.js';

/** The demo store's texts in each language. */
export const DEMO_STORE_TEXT: Record<Locale, typeof DEMO_STORE_TEXTS_ES> = {
  en: DEMO_STORE_TEXTS,
  es: DEMO_STORE_TEXTS_ES,
};
export type DemoStoreTexts = (typeof DEMO_STORE_TEXT)[Locale];
export type ProductHandle = keyof typeof DEMO_STORE_TEXTS.products;
export type ShippingCode = keyof typeof DEMO_STORE_TEXTS.shippingMethods;
