/** The built-in demo store's pages: catalogue, cart, checkout, thank-you page and its refusals. */
export const DEMO_STORE_TEXTS = {
  shopName: 'Fundraiser Shop',
  skipLink: 'Skip to content',
  ribbon: 'Demo store: no real payment is taken',
  languageSwitch: 'Language',
  navLabel: 'Shop',
  navShop: 'Shop',
  navCart: 'Cart',
  /** ", 3 items" after the cart count, for screen readers. */
  items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  footer: 'Every purchase here supports a school or community fundraiser.',
  backToPortal: 'Back to the portal',
  backToShop: 'Back to the shop',
  continueShopping: 'Continue shopping',
  credits: {
    heading: 'Your purchase supports',
    /** Over the credits of a donation with nothing bought. */
    giftHeading: 'Your gift supports',
    orderHeading: 'This order supports',
    noneHeading: 'Not linked to a fundraiser',
    uncredited: "Purchases won't be credited to any group.",
    noneHint: 'To support a seller, start from the fundraising portal.',
    goToPortal: 'Go to the portal',
    seller: 'Seller',
    group: 'Group',
    campaign: 'Campaign',
    notNamed: 'Not named',
  },
  catalogue: {
    title: 'Shop',
    heading: 'Fundraiser favourites',
    intro:
      "Treats, gifts and seasonal goods. A share of every sale goes straight to the group you're supporting.",
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    chooseProduct: 'Please choose a product from the shop.',
    quantityRange: (min: number, max: number) => `Enter a quantity from ${min} to ${max}.`,
    overLimit: (existing: number, title: string, max: number) =>
      `Your cart already has ${existing} of ${title}; you can buy at most ${max}.`,
  },
  cart: {
    title: 'Your cart',
    heading: 'Your cart',
    empty: 'Your cart is empty.',
    linesLabel: 'Items in your cart',
    each: (price: string) => `${price} each`,
    quantity: 'Quantity',
    update: 'Update',
    /** Hidden after "Update": which line. */
    updateWhich: (title: string) => `quantity of ${title}`,
    remove: 'Remove',
    lineTotal: 'Line total: ',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    shippingLater: 'Shipping is chosen at checkout.',
    checkOut: 'Check out',
    added: (title: string) => `${title} was added to your cart.`,
    updated: (title: string) => `Updated the quantity of ${title}.`,
    removed: (title: string) => `Removed ${title} from your cart.`,
  },
  checkout: {
    title: 'Checkout',
    heading: 'Checkout',
    fixErrors: (count: number) =>
      count === 1 ? 'Please correct 1 problem below.' : `Please correct ${count} problems below.`,
    orderFailed: 'We could not place your order. Please try again.',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    seeShippingMethod: 'See shipping method',
    editCart: 'Edit cart',
    contact: 'Contact',
    /** A checkout that ships nothing (a donation alone): why the form asks for so little. */
    nothingToShip: 'Nothing to ship: a donation needs only your name and e-mail.',
    /** The order's total, in the summary of a checkout that ships nothing. */
    orderTotal: 'Total',
    shippingAddress: 'Shipping address',
    shippingMethod: 'Shipping method',
    free: 'Free',
    total: (amount: string) => `Total ${amount}`,
    payment: 'Payment',
    paymentNote:
      'This is a demo store: no card is needed and nothing is charged. Placing the order records it as paid.',
    placeOrder: 'Place order',
    labels: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      address1: 'Address',
      address2: 'Apartment, suite, etc. (optional)',
      city: 'City',
      province: 'State / province',
      zip: 'ZIP / postal code',
      country: 'Country',
      shipping_method: 'Shipping method',
    },
  },
  /** The checkout form's checks, one message per field. */
  validation: {
    missing: {
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      email: 'Enter your e-mail address',
      address1: 'Enter your street address',
      city: 'Enter your city',
      province: 'Enter your state or province',
      zip: 'Enter your ZIP or postal code',
    },
    labels: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      address1: 'Address',
      address2: 'Apartment, suite, etc.',
      city: 'City',
      province: 'State / province',
      zip: 'ZIP / postal code',
    },
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    notAllowedCharacter: (label: string) => `${label} contains a character that is not allowed`,
    email: 'Enter an e-mail address like name@example.com',
    country: 'Choose a country',
    usZip: 'Enter a 5-digit ZIP code, like 78701',
    caPostal: 'Enter a postal code like K1A 0B1',
    shippingMethod: 'Choose a shipping method',
  },
  thankYou: {
    title: (name: string) => `Order ${name} confirmed`,
    orderLabel: (name: string) => `Order ${name}`,
    heading: (firstName: string) => `Thank you, ${firstName}!`,
    /** Around the buyer's e-mail address, which is shown in bold between the two. */
    confirmationBefore: 'Your order is confirmed. A confirmation would be sent to',
    confirmationAfter: '(the demo store sends no e-mail).',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    shipping: (method: string) => `Shipping (${method})`,
    totalPaid: 'Total paid',
    shippingTo: 'Shipping to',
  },
  products: {
    'cookie-dough': {
      title: 'Cookie Dough 3 lb Tub',
      description: 'Chocolate chip cookie dough, ready to scoop and bake. About 48 cookies per tub.',
    },
    'soy-candle': {
      title: 'Scented Soy Candle',
      description: 'Hand-poured soy wax in a reusable glass jar. Vanilla and cedar, 40-hour burn.',
    },
    'wrapping-paper': {
      title: 'Holiday Wrapping Paper',
      description: 'Three 30-foot rolls of thick, tear-resistant paper in festive red, green and gold.',
    },
    'chocolate-bars': {
      title: 'Chocolate Bar Box',
      description: 'Twenty milk chocolate bars with almonds, individually wrapped. Great for sharing.',
    },
    'caramel-popcorn': {
      title: 'Caramel Popcorn Tin',
      description: 'A keepsake tin of crunchy caramel popcorn made with real butter and brown sugar.',
    },
    'coffee-beans': {
      title: 'Coffee Beans 12 oz',
      description: 'Medium-roast whole beans from a local roaster. Smooth, with notes of cocoa and cherry.',
    },
    'evergreen-wreath': {
      title: 'Evergreen Wreath',
      description: 'A fresh 22-inch balsam fir wreath with pine cones and a velvet bow. Ships fresh.',
    },
    'cheesecake-sampler': {
      title: 'Cheesecake Sampler',
      description: 'Four 6-inch cheesecakes: classic, raspberry swirl, turtle and lemon. Shipped frozen.',
    },
  },
  shippingMethods: {
    standard: { title: 'Standard', detail: '5–8 business days' },
    express: { title: 'Express', detail: '2–3 business days' },
    pickup: { title: 'Local pickup', detail: 'Collect from your group coordinator' },
  },
  countries: { US: 'United States', CA: 'Canada' },
  pages: {
    cartNotUpdated: {
      title: 'Cart not updated',
      heading: 'We could not update your cart',
      message: 'The link carried more cart details than this store can keep. Please go back and try again.',
    },
    orderNotFound: {
      title: 'Order not found',
      heading: 'We can’t show this order',
      message:
        'An order confirmation is shown only in the browser that placed the order, for one hour after checkout.',
    },
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      message: 'We couldn’t find that page in the shop. It may have moved, or the address may be mistyped.',
    },
    tooManyOrders: {
      title: 'Too many orders',
      heading: 'Too many orders',
      message:
        'This shop takes only a few orders at a time from one connection. Please try again in a few minutes.',
    },
    unsupportedForm: { heading: 'Unsupported form', message: 'This page only accepts the shop’s own forms.' },
    tooMuchData: {
      heading: 'Too much data',
      message: 'That form was too large. Please go back and try again.',
    },
    badRequest: {
      heading: 'Something was wrong with that request',
      message: 'Please go back and try again.',
    },
    failed: {
      heading: 'Something went wrong',
      message: 'The shop hit a problem. Please try again in a moment.',
    },
  },
} as const;
