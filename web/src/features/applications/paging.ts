/** [R9-03] Applications come 10 to a page from offset 0; pages in the URL are 1-based for people. */
export const PAGE_SIZE = 10;

/** A page number from the URL: anything that is not a whole number of at least 1 is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const offsetForPage = (page: number) => (Math.max(1, Math.floor(page)) - 1) * PAGE_SIZE;

export const pageCount = (total: number) => Math.max(1, Math.ceil(Math.max(0, total) / PAGE_SIZE));

/** The 1-based first and last rows a page shows, for "11–20 of 23"; zeros when there is nothing. */
export function pageBounds(page: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(offsetForPage(page) + 1, total);
  return { from, to: Math.min(from + PAGE_SIZE - 1, total) };
}
