export const GROUP_BANNER_MS = 5_000;
