export { useGroupSellerNames } from './api/campaign-products';
export { CheckedField, CheckedInput, ReasonInput } from './components/checked-field';
export { CampaignProducts } from './components/campaign-products-page';
export { PaperOrderEdit } from './components/paper-order-edit-page';
export { PaperOrderEntry } from './components/paper-order-entry-page';
export { PaperOrderImport } from './components/paper-order-import-page';
export { ReasonDialog } from './components/reason-dialog';
export { SupplierOrder } from './components/supplier-order-page';
export {
  adminPaperOrderEditPath,
  adminPaperOrderPaths,
  coordinatorPaperOrderEditPath,
  coordinatorPaperOrderPaths,
} from './paths';
export type { PaperOrderPaths } from './paths';
export { PAPER_ORDER_TEXTS } from './texts';
