/**
 * Texts any screen may need: the product name, loading, the 404 and crash screens (from public-texts.ts),
 * the buttons every staff screen shares, and the pagination control. Browser tests quote these, so keep
 * them exact. Screens of the seller login's download import public-texts.ts instead, which leaves the
 * staff texts below out of that download.
 */
export { APP_TEXTS, FORM_MESSAGES } from './public-texts';

/** Buttons and placeholders shared by the staff screens. */
export const COMMON_TEXTS = {
  actions: 'Actions',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  saving: 'Saving...',
  deleting: 'Deleting...',
  notAvailable: 'N/A',
  dismiss: 'Dismiss',
} as const;

export const PAGINATION_TEXTS = {
  label: 'Pagination',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  last: 'Last',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  page: (page: number) => `Page ${page}`,
} as const;
