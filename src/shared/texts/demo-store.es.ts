import type { Translation } from '../i18n/locale.js';
import type { DEMO_STORE_TEXTS } from './demo-store.js';

export const DEMO_STORE_TEXTS_ES: Translation<typeof DEMO_STORE_TEXTS> = {
  shopName: 'Tienda de la recaudación',
  skipLink: 'Ir al contenido',
  ribbon: 'Tienda de demostración: no se cobra ningún pago real',
  languageSwitch: 'Idioma',
  navLabel: 'Tienda',
  navShop: 'Tienda',
  navCart: 'Carrito',
  items: (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`),
  footer: 'Cada compra aquí apoya la recaudación de una escuela o comunidad.',
  backToPortal: 'Volver al portal',
  backToShop: 'Volver a la tienda',
  continueShopping: 'Seguir comprando',
  credits: {
    heading: 'Tu compra apoya a',
    giftHeading: 'Tu donativo apoya a',
    orderHeading: 'Este pedido apoya a',
    noneHeading: 'Sin recaudación vinculada',
    uncredited: 'Las compras no se acreditarán a ningún grupo.',
    noneHint: 'Para apoyar a alguien que vende, empieza desde el portal de recaudación.',
    goToPortal: 'Ir al portal',
    seller: 'Quién vende',
    group: 'Grupo',
    campaign: 'Campaña',
    notNamed: 'Sin nombre',
  },
  catalogue: {
    title: 'Tienda',
    heading: 'Favoritos de la recaudación',
    intro:
      'Dulces, regalos y productos de temporada. Una parte de cada venta va directo al grupo que apoyas.',
    quantity: 'Cantidad',
    addToCart: 'Agregar al carrito',
    chooseProduct: 'Elige un producto de la tienda.',
    quantityRange: (min: number, max: number) => `Escribe una cantidad de ${min} a ${max}.`,
    overLimit: (existing: number, title: string, max: number) =>
      `Tu carrito ya tiene ${existing} de ${title}; puedes comprar ${max} como máximo.`,
  },
  cart: {
    title: 'Tu carrito',
    heading: 'Tu carrito',
    empty: 'Tu carrito está vacío.',
    linesLabel: 'Artículos en tu carrito',
    each: (price: string) => `${price} cada uno`,
    quantity: 'Cantidad',
    update: 'Actualizar',
    updateWhich: (title: string) => `la cantidad de ${title}`,
    remove: 'Quitar',
    lineTotal: 'Total de la línea: ',
    summary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    shippingLater: 'El envío se elige al pagar.',
    checkOut: 'Ir a pagar',
    added: (title: string) => `Se agregó ${title} a tu carrito.`,
    updated: (title: string) => `Se actualizó la cantidad de ${title}.`,
    removed: (title: string) => `Se quitó ${title} de tu carrito.`,
  },
  checkout: {
    title: 'Pago',
    heading: 'Pago',
    fixErrors: (count: number) =>
      count === 1 ? 'Corrige 1 problema abajo.' : `Corrige ${count} problemas abajo.`,
    orderFailed: 'No pudimos hacer tu pedido. Inténtalo de nuevo.',
    summary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    seeShippingMethod: 'Según el método de envío',
    editCart: 'Editar carrito',
    contact: 'Contacto',
    nothingToShip: 'Nada que enviar: para un donativo solo necesitamos tu nombre y tu correo.',
    orderTotal: 'Total',
    shippingAddress: 'Dirección de envío',
    shippingMethod: 'Método de envío',
    free: 'Gratis',
    total: (amount: string) => `Total ${amount}`,
    payment: 'Pago',
    paymentNote:
      'Esta es una tienda de demostración: no se necesita tarjeta y no se cobra nada. Al hacer el pedido, queda registrado como pagado.',
    placeOrder: 'Hacer pedido',
    labels: {
      first_name: 'Nombre',
      last_name: 'Apellido',
      email: 'Correo electrónico',
      address1: 'Dirección',
      address2: 'Apartamento, suite, etc. (opcional)',
      city: 'Ciudad',
      province: 'Estado / provincia',
      zip: 'Código postal',
      country: 'País',
      shipping_method: 'Método de envío',
    },
  },
  validation: {
    missing: {
      first_name: 'Escribe tu nombre',
      last_name: 'Escribe tu apellido',
      email: 'Escribe tu correo electrónico',
      address1: 'Escribe tu dirección',
      city: 'Escribe tu ciudad',
      province: 'Escribe tu estado o provincia',
      zip: 'Escribe tu código postal',
    },
    labels: {
      first_name: 'El nombre',
      last_name: 'El apellido',
      email: 'El correo electrónico',
      address1: 'La dirección',
      address2: 'El apartamento o la suite',
      city: 'La ciudad',
      province: 'El estado o la provincia',
      zip: 'El código postal',
    },
    tooLong: (label: string, max: number) => `${label} puede tener ${max} caracteres como máximo`,
    notAllowedCharacter: (label: string) => `${label} tiene un carácter que no se permite`,
    email: 'Escribe un correo electrónico como nombre@ejemplo.com',
    country: 'Elige un país',
    usZip: 'Escribe un código postal de 5 dígitos, como 78701',
    caPostal: 'Escribe un código postal como K1A 0B1',
    shippingMethod: 'Elige un método de envío',
  },
  thankYou: {
    title: (name: string) => `Pedido ${name} confirmado`,
    orderLabel: (name: string) => `Pedido ${name}`,
    heading: (firstName: string) => `¡Gracias, ${firstName}!`,
    confirmationBefore: 'Tu pedido está confirmado. Se enviaría una confirmación a',
    confirmationAfter: '(la tienda de demostración no envía correos).',
    summary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    shipping: (method: string) => `Envío (${method})`,
    totalPaid: 'Total pagado',
    shippingTo: 'Enviar a',
  },
  products: {
    'cookie-dough': {
      title: 'Masa para galletas, bote de 3 lb',
      description:
        'Masa para galletas con chispas de chocolate, lista para servir y hornear. Rinde unas 48 galletas.',
    },
    'soy-candle': {
      title: 'Vela aromática de soya',
      description:
        'Cera de soya vertida a mano en un frasco de vidrio reutilizable. Vainilla y cedro, 40 horas de duración.',
    },
    'wrapping-paper': {
      title: 'Papel de regalo navideño',
      description: 'Tres rollos de 30 pies de papel grueso y resistente, en rojo, verde y dorado festivos.',
    },
    'chocolate-bars': {
      title: 'Caja de barras de chocolate',
      description:
        'Veinte barras de chocolate con leche y almendras, envueltas una por una. Perfectas para compartir.',
    },
    'caramel-popcorn': {
      title: 'Lata de palomitas de caramelo',
      description:
        'Una lata de recuerdo con palomitas crujientes de caramelo, hechas con mantequilla y azúcar morena.',
    },
    'coffee-beans': {
      title: 'Café en grano, 12 oz',
      description:
        'Granos enteros de tostado medio de un tostador local. Suave, con notas de cacao y cereza.',
    },
    'evergreen-wreath': {
      title: 'Corona de pino',
      description:
        'Una corona fresca de abeto balsámico de 22 pulgadas con piñas y un moño de terciopelo. Se envía fresca.',
    },
    'cheesecake-sampler': {
      title: 'Surtido de cheesecakes',
      description:
        'Cuatro cheesecakes de 6 pulgadas: clásico, remolino de frambuesa, tortuga y limón. Se envían congelados.',
    },
  },
  shippingMethods: {
    standard: { title: 'Estándar', detail: '5 a 8 días hábiles' },
    express: { title: 'Exprés', detail: '2 a 3 días hábiles' },
    pickup: { title: 'Recoger en persona', detail: 'Recógelo con la persona que coordina tu grupo' },
  },
  countries: { US: 'Estados Unidos', CA: 'Canadá' },
  pages: {
    cartNotUpdated: {
      title: 'No se actualizó el carrito',
      heading: 'No pudimos actualizar tu carrito',
      message:
        'El enlace traía más datos del carrito de los que esta tienda puede guardar. Regresa e inténtalo de nuevo.',
    },
    orderNotFound: {
      title: 'No se encontró el pedido',
      heading: 'No podemos mostrar este pedido',
      message:
        'La confirmación de un pedido solo se muestra en el navegador donde se hizo, durante una hora después de pagar.',
    },
    notFound: {
      title: 'No se encontró la página',
      heading: 'No se encontró la página',
      message:
        'No encontramos esa página en la tienda. Puede que se haya movido o que la dirección tenga un error.',
    },
    tooManyOrders: {
      title: 'Demasiados pedidos',
      heading: 'Demasiados pedidos',
      message:
        'Esta tienda acepta solo unos pocos pedidos a la vez desde una misma conexión. Inténtalo de nuevo en unos minutos.',
    },
    unsupportedForm: {
      heading: 'Formulario no admitido',
      message: 'Esta página solo acepta los formularios de la tienda.',
    },
    tooMuchData: {
      heading: 'Demasiados datos',
      message: 'Ese formulario era demasiado grande. Regresa e inténtalo de nuevo.',
    },
    badRequest: {
      heading: 'Algo estaba mal en esa solicitud',
      message: 'Regresa e inténtalo de nuevo.',
    },
    failed: {
      heading: 'Algo salió mal',
      message: 'La tienda tuvo un problema. Inténtalo de nuevo en un momento.',
    },
  },
};
