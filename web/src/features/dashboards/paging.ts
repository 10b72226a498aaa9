/** The breakdown tables show this many rows a page; pages in the URL are 1-based. */
export const UNIT_PAGE_SIZE = 10;

export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageCount = (total: number, size = UNIT_PAGE_SIZE) => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** The rows of a 1-based page, the page clamped to the last one there is. */
export function pageSlice<T>(rows: readonly T[], page: number, size = UNIT_PAGE_SIZE): { rows: T[]; page: number; pages: number } {
  const pages = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
