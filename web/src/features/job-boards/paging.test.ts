import { describe, expect, it } from 'vitest';
import { CAMPAIGNS_PAGE_SIZE, campaignQuery, pageCount, pageFromParam, startForPage, statusFromParam } from './paging';

describe('job-board campaign paging', () => {
  it('[R9-03] pages campaigns 30 at a time from start 0', () => {
    expect(CAMPAIGNS_PAGE_SIZE).toBe(30);
    expect(startForPage(1)).toBe(0);
    expect(startForPage(3)).toBe(60);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(30)).toBe(1);
    expect(pageCount(31)).toBe(2);
  });

  it('[R9-03] sends the §3 filters: perPage, start, status and include_created_date', () => {
    expect(campaignQuery(2, 'PAUSED')).toEqual({ perPage: '30', start: '30', include_created_date: 'true', status: 'PAUSED' });
    expect(campaignQuery(1, null)).toEqual({ perPage: '30', start: '0', include_created_date: 'true' });
  });

  it('reads the page and status from the URL, defaulting what it cannot read', () => {
    expect(pageFromParam('4')).toBe(4);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam(null)).toBe(1);
    expect(statusFromParam('ENDED')).toBe('ENDED');
    expect(statusFromParam('DRAFT')).toBeNull();
  });
});
