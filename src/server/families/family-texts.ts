import { FAMILY_TEXTS } from '../../shared/texts/families.js';
import { FAMILY_TEXTS_ES } from '../../shared/texts/families.es.js';

export const FAMILY_TEXT = { en: FAMILY_TEXTS, es: FAMILY_TEXTS_ES } as const;
