import type { Translation } from '../../shared/i18n/locale.js';
import type { NOT_FOUND_TEXTS } from './not-found-texts';

export const NOT_FOUND_TEXTS_ES: Translation<typeof NOT_FOUND_TEXTS> = {
  title: 'Página no encontrada',
  body: 'La página que buscas no existe.',
  goHome: 'Ir al inicio',
};
