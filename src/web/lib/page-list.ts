/** One entry of a pagination control: a page number, or a gap standing for the pages left out. */
type PageListItem = number | 'gap';

/**
 * The pages a pagination control shows: the first page, the last page and the current page
 * with its neighbours, in order; a run of left-out pages becomes one gap. A gap would hide a single page, so
 * that page is shown instead (1 2 3, never 1 … 3). `current` is clamped to 1…`totalPages`.
 */
export function pageList(current: number, totalPages: number): PageListItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);

  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);

  const items: PageListItem[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(previous + 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/** The `page` query parameter as a page number: anything but a whole number ≥ 1 means page 1. */
export function readPageParam(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The same query with another page; page 1 leaves `page` out. Every other parameter is kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
