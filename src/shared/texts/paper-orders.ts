/** The refusals and field rules of the campaign products and paper orders API, in English (staff only). */
export const PAPER_ORDER_API_MESSAGES = {
  productInUse: (name: string) =>
    `"${name}" is on paper orders and cannot be removed; hide it instead so new forms no longer offer it`,
  productNotInCampaign: 'This product is not one of the campaign’s products',
  productListedTwice: 'This product is already listed on the form',
  productNameTwice: 'Two products cannot have the same name',
  productHidden: 'This product is hidden: new forms no longer take it',
  productNotFound: 'This product is not one of the campaign’s products',
  paperOrderNotFound: 'Paper order not found',
  paperOrderVoided: 'This paper order was voided and can no longer be changed',
  formNumberTaken: (formNumber: string) => `Form ${formNumber} is already entered for this campaign`,
  importHasProblems: (count: number) =>
    count === 1
      ? 'The file has 1 problem; nothing was imported'
      : `The file has ${count} problems; nothing was imported`,
  importNotCsv: 'Send the filled template as text/csv',
} as const;

export const PAPER_ORDER_FIELD_MESSAGES = {
  quantity: 'Quantity must be a whole number from 1 to 999',
  amount: 'Amount must be an amount in dollars, like 12.50',
  checkNumberRequired: 'A check needs its number',
  itemsRequired: 'Add at least one product or a donation',
  donation: 'Donation must be an amount in dollars, like 25.00',
  price: 'Price must be an amount in dollars from 0 to 1,000,000, like 12.50',
  reasonRequired: 'Reason is required',
  sellerRequired: 'Pick a seller of the group or type a seller name',
  paymentMethod: 'Payment must be cash, check or unpaid',
} as const;

/** What the import says of a row or column of the file; each problem names its row and column. */
export const PAPER_ORDER_IMPORT_MESSAGES = {
  emptyFile: 'The file is empty',
  missingColumn: (column: string) => `The column "${column}" is missing`,
  unknownColumn: (column: string) =>
    `"${column}" is not a column of the template nor a product of the campaign`,
  sameProductTwice: (column: string) => `This column is the same product as "${column}"`,
  productHidden: 'This product is hidden: new forms no longer take it',
  formNumberRequired: 'Form number is required',
  formNumberTwice: (row: number) => `Form number is also on row ${row}`,
  sellerRequired: 'Seller is required',
  buyerRequired: 'Buyer is required',
  paymentMethod: 'Payment must be cash, check or unpaid',
  amount: 'Amount must be an amount in dollars, like 12.50',
  quantity: 'Quantity must be a whole number from 0 to 999',
  noProducts: 'The form has no product and no donation',
  donation: 'Donation must be an amount in dollars, like 25.00',
  donationsOff: 'This campaign does not take donations; turn them on in the campaign’s settings first',
  checkNumberRequired: 'A check needs its number',
  tooLong: (max: number) => `At most ${max} characters`,
  tooManyRows: (max: number) => `The file has more than ${max} rows; split it in parts`,
  tooManyColumns: (max: number) =>
    `This row has more than ${max} columns: the template’s columns and one per product of the campaign`,
  rowTooLong: (maxBytes: number) => `This row is longer than ${maxBytes / 1024} KB`,
  quoteNotClosed: 'A quote opened on this row is never closed',
  invalidEmail: 'Not a valid e-mail address',
} as const;

/** The supplier order's CSV columns, and the label of its last row. */
export const SUPPLIER_ORDER_CSV_HEADERS = ['Product', 'SKU', 'Price', 'Quantity', 'Amount'] as const;
export const SUPPLIER_ORDER_TOTAL_LABEL = 'Total';
