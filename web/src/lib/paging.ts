/**
 * Paging as every list shows it: pages in the URL are 1-based for people, and a list with nothing in
 * it still has one (empty) page, so "Page 1 of 1" never reads "Page 1 of 0".
 */

/** A page number from the URL: anything that is not a whole number of at least 1 is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages of `size` rows `total` rows fill: at least one. */
export const pageCount = (total: number, size: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));

/** The offset of a page's first row, for calls that take an offset (or a start) rather than a page. */
export const offsetForPage = (page: number, size: number) =>
  (Math.max(1, Math.floor(page)) - 1) * size;

/** The rows of a page of a list held whole, the page clamped to the last one there is. */
export function pageSlice<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number } {
  const pages = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}

/** The 1-based first and last rows a page shows, for "11–20 of 23"; zeros when there is nothing. */
export function pageBounds(
  page: number,
  total: number,
  size: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(offsetForPage(page, size) + 1, total);
  return { from, to: Math.min(from + size - 1, total) };
}
