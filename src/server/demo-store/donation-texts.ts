import type { Locale, Translation } from '../../shared/i18n/locale.js';

/** The demo store's donation texts: the donation form, the donation line of the cart and checkout, the thanks. */
export const DEMO_STORE_DONATION_TEXTS = {
  /** The line's name on the cart, the checkout and the thank-you page (the order's line is "Donation"). */
  line: 'Donation',
  lineDetail: 'A gift to the fundraiser',
  callout: {
    heading: 'Want to give without buying?',
    message: 'A donation of any amount goes to the fundraiser and counts toward the group’s goal.',
    link: 'Give a donation',
  },
  form: {
    title: 'Give a donation',
    heading: 'Give a donation',
    intro:
      'Your gift goes to the fundraiser you are supporting and counts toward the group’s goal. After checkout you can print a receipt.',
    current: (amount: string) => `Your cart has a donation of ${amount}. Giving again replaces it.`,
    amountLegend: 'Amount',
    otherOption: 'Other amount',
    otherLabel: 'Other amount, in dollars',
    otherHint: 'For example 25 or 25.50.',
    minimum: (amount: string) => `The smallest donation is ${amount}.`,
    submit: 'Add donation to cart',
    backToCart: 'Back to your cart',
  },
  errors: {
    choose: 'Choose an amount, or enter another amount.',
    enterOther: 'Enter the amount you want to give.',
    invalid: 'Enter an amount in dollars, like 25 or 25.50.',
    aboveZero: 'Enter an amount greater than $0.00.',
    belowMinimum: (minimum: string) =>
      `The smallest donation is ${minimum}. Please enter ${minimum} or more.`,
    tooLarge: (maximum: string) => `The largest donation this shop takes is ${maximum}.`,
  },
  cart: {
    added: (amount: string) => `Your donation of ${amount} is in your cart.`,
    removed: 'Removed the donation from your cart.',
    change: 'Change amount',
    remove: 'Remove',
    /** Hidden after "Remove": which line. */
    removeWhich: 'the donation',
    add: 'Add a donation',
    freeShipping: 'A donation alone ships nothing: checkout asks only for your name and e-mail.',
  },
  notAvailable: {
    title: 'Donations not available',
    heading: 'This fundraiser is not taking donations',
    message:
      'Donations can be given through a seller’s link to a fundraiser that takes them. You can still shop.',
  },
  thankYou: {
    heading: (amount: string) => `Thank you for your gift of ${amount}!`,
    message: 'Your donation goes to the fundraiser. Keep the receipt for your records.',
    receiptLink: 'View / print your donation receipt',
  },
} as const;

export const DEMO_STORE_DONATION_TEXTS_ES: Translation<typeof DEMO_STORE_DONATION_TEXTS> = {
  line: 'Donativo',
  lineDetail: 'Un regalo para la recaudación',
  callout: {
    heading: '¿Quieres dar sin comprar?',
    message: 'Un donativo de cualquier cantidad va a la recaudación y cuenta para la meta del grupo.',
    link: 'Dar un donativo',
  },
  form: {
    title: 'Dar un donativo',
    heading: 'Dar un donativo',
    intro:
      'Tu regalo va a la recaudación que apoyas y cuenta para la meta del grupo. Después de pagar podrás imprimir un recibo.',
    current: (amount: string) => `Tu carrito tiene un donativo de ${amount}. Si das otra vez, lo reemplaza.`,
    amountLegend: 'Cantidad',
    otherOption: 'Otra cantidad',
    otherLabel: 'Otra cantidad, en dólares',
    otherHint: 'Por ejemplo 25 o 25.50.',
    minimum: (amount: string) => `El donativo mínimo es de ${amount}.`,
    submit: 'Agregar donativo al carrito',
    backToCart: 'Volver a tu carrito',
  },
  errors: {
    choose: 'Elige una cantidad o escribe otra cantidad.',
    enterOther: 'Escribe la cantidad que quieres dar.',
    invalid: 'Escribe una cantidad en dólares, como 25 o 25.50.',
    aboveZero: 'Escribe una cantidad mayor que $0.00.',
    belowMinimum: (minimum: string) => `El donativo mínimo es de ${minimum}. Escribe ${minimum} o más.`,
    tooLarge: (maximum: string) => `El donativo más grande que acepta esta tienda es de ${maximum}.`,
  },
  cart: {
    added: (amount: string) => `Tu donativo de ${amount} está en tu carrito.`,
    removed: 'Quitamos el donativo de tu carrito.',
    change: 'Cambiar cantidad',
    remove: 'Quitar',
    removeWhich: 'el donativo',
    add: 'Agregar un donativo',
    freeShipping: 'Un donativo solo no se envía: al pagar solo te pedimos tu nombre y tu correo.',
  },
  notAvailable: {
    title: 'Donativos no disponibles',
    heading: 'Esta recaudación no recibe donativos',
    message:
      'Los donativos se dan desde el enlace de quien vende, para una recaudación que los recibe. Todavía puedes comprar.',
  },
  thankYou: {
    heading: (amount: string) => `¡Gracias por tu regalo de ${amount}!`,
    message: 'Tu donativo va a la recaudación. Guarda el recibo para tus registros.',
    receiptLink: 'Ver / imprimir tu recibo de donativo',
  },
};

export const DEMO_STORE_DONATION_TEXT: Record<Locale, Translation<typeof DEMO_STORE_DONATION_TEXTS>> = {
  en: DEMO_STORE_DONATION_TEXTS,
  es: DEMO_STORE_DONATION_TEXTS_ES,
};
