export const root: string;
export function buildIsStale(): boolean;
export function ensureBuilt(options?: { quiet?: boolean }): void;
export function ensureWebBuilt(): void;
