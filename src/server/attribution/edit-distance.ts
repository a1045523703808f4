/**
 * Whether two codes are at most one typo apart: one character added, removed, changed, or two neighbours
 * swapped (case ignored). The codes are short, so a direct walk is enough.
 */
export function withinOneTypo(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  if (x.length === y.length) {
    if (x.slice(start + 1) === y.slice(start + 1)) return true;
    return (
      x[start] === y[start + 1] && x[start + 1] === y[start] && x.slice(start + 2) === y.slice(start + 2)
    );
  }
  return x.length > y.length ? x.slice(start + 1) === y.slice(start) : x.slice(start) === y.slice(start + 1);
}
