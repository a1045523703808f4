import type { TPublicSellerName, TShareUnavailableReason } from '../api/share-links.js';
import type { Translation } from '../i18n/locale.js';
import type { SHARE_LINK_PUBLIC_MESSAGES, SHARE_PAGE_TEXTS, UNAVAILABLE } from './share-page.js';
import { TOO_MANY_REQUESTS_PAGE_ES } from './public-pages.es.js';

/** "Apoya a Ava S." or "Apoya a Noah.": the initial's own dot ends the sentence when there is one. */
function supportLine(seller: TPublicSellerName): string {
  return seller.lastInitial
    ? `Apoya a ${seller.firstName} ${seller.lastInitial}`
    : `Apoya a ${seller.firstName}.`;
}

const UNAVAILABLE_ES: Translation<typeof UNAVAILABLE> = {
  'campaign-ended': {
    heading: 'Esta recaudación ya terminó',
    message: '¡Gracias por tu apoyo! La tienda de esta recaudación está cerrada.',
  },
  'campaign-not-started': {
    heading: 'Esta recaudación todavía no empieza',
    message: 'Vuelve cuando abra. ¡Gracias por tu interés!',
  },
  'campaign-inactive': {
    heading: 'Esta recaudación no está recibiendo pedidos',
    message: 'Vuelve a revisar más tarde. ¡Gracias por tu interés!',
  },
  'group-inactive': {
    heading: 'Este grupo no está recaudando fondos ahora',
    message: '¡Gracias por tu interés! Vuelve a revisar más tarde.',
  },
};

export const SHARE_PAGE_TEXTS_ES: Translation<typeof SHARE_PAGE_TEXTS> = {
  siteName: 'Recaudación',
  skipLink: 'Ir al contenido',
  supportLine,
  title: (seller: TPublicSellerName, groupName: string) => `${supportLine(seller)} · ${groupName}`,
  intro: (firstName: string, groupName: string) =>
    `${firstName} está recaudando fondos para ${groupName}. Cada compra desde esta página cuenta para la recaudación.`,
  groupLabel: 'Grupo',
  organizationLabel: 'Organización',
  campaignLabel: 'Recaudación',
  datesLabel: 'Fechas',
  dates: (start: string, end: string) => `${start} – ${end}`,
  goalHeading: 'Meta del grupo',
  goalProgress: (raised: string, goal: string) => `${raised} recaudados de ${goal}`,
  goalPercent: (percent: number) => `${percent}% de la meta`,
  shopButton: 'Comprar ahora',
  shopHint: 'Irás a la tienda en línea de la recaudación. No necesitas una cuenta.',
  unavailable: UNAVAILABLE_ES,
  footerPortal: 'Inicio del portal de recaudación',
  languageSwitch: 'Idioma',
  invalid: {
    title: 'Este enlace no es válido',
    heading: 'Este enlace no es válido',
    message:
      'Este enlace para compartir no existe o ya no se usa. Revisa la dirección o pídele a quien vende su enlace actual.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE_ES,
  storeUnavailable: {
    title: 'La tienda no está disponible',
    heading: 'La tienda no está disponible en este momento',
    message: 'La tienda en línea de la recaudación todavía no abre. Inténtalo de nuevo más tarde.',
  },
  failed: {
    title: 'Algo salió mal',
    heading: 'Algo salió mal',
    message: 'No pudimos abrir la tienda. Regresa e inténtalo de nuevo en un momento.',
  },
};

export const SHARE_LINK_PUBLIC_MESSAGES_ES: Translation<typeof SHARE_LINK_PUBLIC_MESSAGES> = {
  notFound: 'Este enlace no es válido. No existe o ya no se usa.',
  unavailable: (reason: TShareUnavailableReason) =>
    `${UNAVAILABLE_ES[reason].heading}. ${UNAVAILABLE_ES[reason].message}`,
};
