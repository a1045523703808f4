import type { Locale, Translation } from '../../shared/i18n/locale.js';

/** The share page's donation texts: the Give button beside Shop now, and the goal's note that donations count. */
export const SHARE_DONATION_TEXTS = {
  donateButton: 'Give a donation',
  donateHint: 'Give any amount to the fundraiser, with or without buying. You will get a receipt to print.',
  goalCountsDonations: 'Sales and donations both count toward the goal.',
} as const;

export const SHARE_DONATION_TEXTS_ES: Translation<typeof SHARE_DONATION_TEXTS> = {
  donateButton: 'Dar un donativo',
  donateHint:
    'Da la cantidad que quieras a la recaudación, compres o no. Recibirás un recibo que puedes imprimir.',
  goalCountsDonations: 'Las ventas y los donativos cuentan para la meta.',
};

export const SHARE_DONATION_TEXT: Record<Locale, Translation<typeof SHARE_DONATION_TEXTS>> = {
  en: SHARE_DONATION_TEXTS,
  es: SHARE_DONATION_TEXTS_ES,
};
