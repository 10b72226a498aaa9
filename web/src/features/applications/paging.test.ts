import { describe, expect, it } from 'vitest';
import { offsetForPage, PAGE_SIZE, pageBounds, pageCount, pageFromParam } from './paging';

describe('application paging (§9)', () => {
  it('[R9-03] pages hold 10 applications and the first page starts at offset 0', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(offsetForPage(1)).toBe(0);
    expect(offsetForPage(2)).toBe(10);
    expect(offsetForPage(5)).toBe(40);
  });

  it('[R9-03] counts pages of 10, with one page even when there is nothing', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('reads the page from the URL, falling back to page 1 for anything that is not a whole number from 1', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '']) expect(pageFromParam(bad)).toBe(1);
  });

  it('[R9-03] shows the rows of a page as "from–to of total"', () => {
    expect(pageBounds(1, 23)).toEqual({ from: 1, to: 10 });
    expect(pageBounds(3, 23)).toEqual({ from: 21, to: 23 });
    expect(pageBounds(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
