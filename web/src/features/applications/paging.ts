import { offsetForPage as offsetFor } from '@/lib/paging';

/** Applications come 10 to a page from offset 0. */
export const PAGE_SIZE = 10;

export const offsetForPage = (page: number) => offsetFor(page, PAGE_SIZE);
