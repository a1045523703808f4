import type { Translation } from '../i18n/locale.js';
import type { TOO_MANY_REQUESTS_PAGE } from './public-pages.js';

/** What every public page says to a connection that asked too often, in Spanish. */
export const TOO_MANY_REQUESTS_PAGE_ES: Translation<typeof TOO_MANY_REQUESTS_PAGE> = {
  title: 'Demasiadas solicitudes',
  heading: 'Demasiadas solicitudes',
  message: (retryAfter) => `Esta conexión hizo demasiadas solicitudes. Inténtalo de nuevo en ${retryAfter}.`,
};
