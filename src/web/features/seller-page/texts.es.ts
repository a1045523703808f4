import { SELLER_CODE_TEXTS_ES } from '../../../shared/texts/seller-codes.es.js';
import type { Translation } from '../../../shared/i18n/locale.js';
import { MAIL_UPDATE_TEXTS_ES } from '../../../shared/texts/mail-updates.es.js';
import { SHARE_PAGE_TEXTS_ES } from '../../../shared/texts/share-page.es.js';
import type { SELLER_PAGE_TEXTS } from './texts';

export const SELLER_PAGE_TEXTS_ES: Translation<typeof SELLER_PAGE_TEXTS> = {
  title: 'Compartir con la familia',
  greeting: (firstName) => (firstName ? `¡Hola, ${firstName}!` : '¡Hola!'),
  intro: 'Envía tu enlace a tu familia y amistades: cada pedido que hagan con él cuenta para ti.',
  details: {
    title: 'Tu recaudación',
    group: 'Grupo',
    organization: 'Organización',
    campaign: 'Campaña',
    dates: 'Fechas',
  },
  progress: {
    title: 'Tu progreso',
    orders: 'Pedidos',
    sales: 'Ventas',
    donations: 'Donativos',
    throughLink: 'Con tu enlace',
    none: 'Todavía no hay pedidos. ¡Comparte tu enlace para conseguir el primero!',
  },
  goal: {
    title: 'Meta del grupo',
    counts: 'Ventas y donativos hacia la meta',
    raised: (sales, goal) => `${sales} de ${goal} recaudados`,
    percent: (percent) => `${percent}% de la meta`,
    reached: '¡Meta alcanzada! ¡Gracias!',
  },
  share: {
    title: 'Tu enlace para compartir',
    linkLabel: 'Enlace para compartir',
    copy: 'Copiar',
    copied: 'Copiado',
    selected: 'Enlace seleccionado: presiona Ctrl+C (⌘C en una Mac) para copiarlo.',
    qrAlt: 'Código QR de tu enlace para compartir',
    downloadSvg: 'Descargar QR (SVG)',
    downloadPng: 'Descargar QR (PNG)',
    flyer: 'Volante para imprimir',
  },
  mail: {
    ...MAIL_UPDATE_TEXTS_ES.form,
    consent: MAIL_UPDATE_TEXTS_ES.consent,
    failed: 'No se pudo enviar tu solicitud. Por favor, inténtalo de nuevo.',
  },
  code: SELLER_CODE_TEXTS_ES,
  shopNow: 'Comprar ahora',
  giveDonation: 'Dar un donativo',
  loadFailed: 'No se pudo cargar tu página. Por favor, inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  noCampaign: 'Todavía no has elegido una campaña. Vuelve a iniciar sesión y elige tu campaña.',
  backToLogin: 'Volver al inicio de sesión',
  dateRangeSeparator: ' – ',
  flyer: {
    title: 'Volante para imprimir',
    // Word for word as the Spanish share page says it ("Apoya a Ava M." / "Apoya a Noah."), so the flyer and
    // the page it leads to never differ: the name here is "<first name> <initial.>" or the first name alone.
    support: (name) => {
      const space = name.lastIndexOf(' ');
      const lastInitial = name.endsWith('.') && space > 0 ? name.slice(space + 1) : '';
      const firstName = lastInitial ? name.slice(0, space) : name;
      return SHARE_PAGE_TEXTS_ES.supportLine({ firstName, lastInitial });
    },
    scan: 'Escanea el código con la cámara del teléfono para comprar',
    orVisit: 'o visita',
    thanks: '¡Gracias por apoyar nuestra recaudación de fondos!',
    print: 'Imprimir volante',
    back: 'Volver a mi página',
  },
};
