/** How long the staff account screens show a result before moving on. */
export const ADMIN_REGISTERED_REDIRECT_MS = 2_000;
export const ADMIN_EXISTS_REDIRECT_MS = 3_000;
export const CHANGE_PASSWORD_CLOSE_MS = 2_000;
