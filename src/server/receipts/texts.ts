import type { Locale, Translation } from '../../shared/i18n/locale.js';
import { TOO_MANY_REQUESTS_PAGE } from '../../shared/texts/public-pages.js';
import { TOO_MANY_REQUESTS_PAGE_ES } from '../../shared/texts/public-pages.es.js';

/** The public donation receipt `/r/{token}`: what a buyer prints, and its refusals. */
export const RECEIPT_TEXTS = {
  skipLink: 'Skip to content',
  languageSwitch: 'Language',
  /** The page title: "Donation receipt · Maple Grove Elementary". */
  title: (organization: string) => `Donation receipt · ${organization}`,
  heading: 'Donation receipt',
  organizationLabel: 'Organization',
  amountLabel: 'Amount given',
  dateLabel: 'Date',
  orderLabel: 'Order number',
  fundraiserLabel: 'Fundraiser',
  groupLabel: 'Group',
  taxId: (taxId: string) => `Tax ID: ${taxId}`,
  noGoodsOrServices: 'No goods or services were provided in exchange for this donation.',
  donationOnly:
    'This receipt covers the donation only; the products bought with it are not part of the gift.',
  thanks: 'Thank you for your gift.',
  print: 'Print',
  printHint: 'To keep a copy, print this page or save it as a PDF from your browser’s Print menu.',
  notFound: {
    title: 'Receipt not found',
    heading: 'We can’t find this receipt',
    message:
      'This receipt link is not valid, or the donation it was for is no longer on record. Please check the address, or contact the fundraiser’s organizers.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE,
  failed: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    message: 'We could not show this receipt. Please try again in a moment.',
  },
} as const;

export const RECEIPT_TEXTS_ES: Translation<typeof RECEIPT_TEXTS> = {
  skipLink: 'Ir al contenido',
  languageSwitch: 'Idioma',
  title: (organization: string) => `Recibo de donativo · ${organization}`,
  heading: 'Recibo de donativo',
  organizationLabel: 'Organización',
  amountLabel: 'Cantidad donada',
  dateLabel: 'Fecha',
  orderLabel: 'Número de pedido',
  fundraiserLabel: 'Recaudación',
  groupLabel: 'Grupo',
  taxId: (taxId: string) => `Número de identificación fiscal: ${taxId}`,
  noGoodsOrServices: 'No se entregaron bienes ni servicios a cambio de este donativo.',
  donationOnly:
    'Este recibo cubre solo el donativo; los productos comprados con él no forman parte del regalo.',
  thanks: 'Gracias por tu regalo.',
  print: 'Imprimir',
  printHint:
    'Para guardar una copia, imprime esta página o guárdala como PDF desde el menú Imprimir de tu navegador.',
  notFound: {
    title: 'Recibo no encontrado',
    heading: 'No encontramos este recibo',
    message:
      'Este enlace de recibo no es válido, o el donativo ya no está registrado. Revisa la dirección o comunícate con quienes organizan la recaudación.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE_ES,
  failed: {
    title: 'Algo salió mal',
    heading: 'Algo salió mal',
    message: 'No pudimos mostrar este recibo. Inténtalo de nuevo en un momento.',
  },
};

export const RECEIPT_TEXT: Record<Locale, Translation<typeof RECEIPT_TEXTS>> = {
  en: RECEIPT_TEXTS,
  es: RECEIPT_TEXTS_ES,
};
