import { describe, expect, it } from 'vitest';
import { pageBounds, pageCount } from '@/lib/paging';
import { offsetForPage, PAGE_SIZE } from './paging';

describe('application paging (§9)', () => {
  it('[R9-03] pages hold 10 applications and the first page starts at offset 0', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(offsetForPage(1)).toBe(0);
    expect(offsetForPage(2)).toBe(10);
    expect(offsetForPage(5)).toBe(40);
  });

  it('[R9-03] counts pages of 10, with one page even when there is nothing', () => {
    expect(pageCount(0, PAGE_SIZE)).toBe(1);
    expect(pageCount(10, PAGE_SIZE)).toBe(1);
    expect(pageCount(11, PAGE_SIZE)).toBe(2);
    expect(pageCount(23, PAGE_SIZE)).toBe(3);
  });

  it('[R9-03] shows the rows of a page as "from–to of total"', () => {
    expect(pageBounds(1, 23, PAGE_SIZE)).toEqual({ from: 1, to: 10 });
    expect(pageBounds(3, 23, PAGE_SIZE)).toEqual({ from: 21, to: 23 });
    expect(pageBounds(1, 0, PAGE_SIZE)).toEqual({ from: 0, to: 0 });
  });
});
