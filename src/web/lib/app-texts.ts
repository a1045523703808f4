/**
 * Texts any screen may need: the product name, loading, the 404 and crash screens, the buttons every staff
 * screen shares, and the pagination control. Browser tests quote these, so keep them exact.
 */
export const APP_TEXTS = {
  appName: 'Fundraising Portal',
  loading: 'Loading...',
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist.',
    goHome: 'Go to Home',
  },
  crash: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reloading usually helps.',
    reload: 'Reload page',
  },
} as const;

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

/** Messages of the forms that both the seller login and the staff logins show. */
export const FORM_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
} as const;
