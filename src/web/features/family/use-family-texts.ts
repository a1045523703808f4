import { useTexts } from '../../lib/use-texts';
import { FAMILY_SCREEN_TEXTS } from './texts';

/** The parents' screens' texts in the language of the screen. */
export function useFamilyTexts() {
  return useTexts(FAMILY_SCREEN_TEXTS, (es) => es.family);
}
