export const root: string;
export function buildIsStale(): boolean;
export function ensureBuilt(options?: { quiet?: boolean }): void;
