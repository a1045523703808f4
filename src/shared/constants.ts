export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_MAX_PAGE_SIZE = 100;

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const CHANGED_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

export const GROUP_CODE_MIN_LENGTH = 3;
export const GROUP_CODE_MAX_LENGTH = 32;
export const SELLER_NAME_MIN_LENGTH = 2;

export const STAFF_TOKEN_TTL_S = 12 * 60 * 60;
export const SELLER_TOKEN_TTL_S = 8 * 60 * 60;
