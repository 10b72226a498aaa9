import { describe, expect, it } from 'vitest';
import { offsetForPage, pageBounds, pageCount, pageFromParam, pageSlice } from './paging';

describe('paging', () => {
  it('reads the page from the URL, falling back to page 1 for anything that is not a whole number from 1', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '']) expect(pageFromParam(bad)).toBe(1);
  });

  it('counts pages, with one page even when there is nothing', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('gives the offset of a page from 0', () => {
    expect(offsetForPage(1, 10)).toBe(0);
    expect(offsetForPage(3, 30)).toBe(60);
  });

  it('slices a page of a whole list, clamped to the last page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageSlice(rows, 3, 10)).toEqual({ rows: [20, 21, 22], page: 3, pages: 3 });
    expect(pageSlice(rows, 9, 10).page).toBe(3);
    expect(pageSlice([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1 });
  });

  it('shows the rows of a page as "from–to of total"', () => {
    expect(pageBounds(1, 23, 10)).toEqual({ from: 1, to: 10 });
    expect(pageBounds(3, 23, 10)).toEqual({ from: 21, to: 23 });
    expect(pageBounds(1, 0, 10)).toEqual({ from: 0, to: 0 });
  });
});
