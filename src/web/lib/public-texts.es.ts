import type { Translation } from '../../shared/i18n/locale.js';
import type { APP_TEXTS, FORM_MESSAGES, LANGUAGE_TEXTS } from './public-texts';

export const APP_TEXTS_ES: Translation<typeof APP_TEXTS> = {
  // The product's name, as on the share page and in the tab title.
  appName: 'Fundraising Portal',
  loading: 'Cargando...',
  crash: {
    title: 'Algo salió mal',
    body: 'No se pudo mostrar la página. Volver a cargarla suele ayudar.',
    reload: 'Volver a cargar',
  },
};

export const FORM_MESSAGES_ES: Translation<typeof FORM_MESSAGES> = {
  fillAllFields: 'Por favor, completa todos los campos',
};

export const LANGUAGE_TEXTS_ES: Translation<typeof LANGUAGE_TEXTS> = {
  label: 'Idioma',
};
