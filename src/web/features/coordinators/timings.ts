/** How long a delete result stays on the coordinator list. */
export const COORDINATOR_DELETE_SUCCESS_MS = 3_000;
export const COORDINATOR_DELETE_ERROR_MS = 5_000;
