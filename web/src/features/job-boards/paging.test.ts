import { describe, expect, it } from 'vitest';
import { pageCount } from '@/lib/paging';
import { CAMPAIGNS_PAGE_SIZE, campaignQuery, startForPage, statusFromParam } from './paging';

describe('job-board campaign paging', () => {
  it('[R9-03] pages campaigns 30 at a time from start 0', () => {
    expect(CAMPAIGNS_PAGE_SIZE).toBe(30);
    expect(startForPage(1)).toBe(0);
    expect(startForPage(3)).toBe(60);
    expect(pageCount(0, CAMPAIGNS_PAGE_SIZE)).toBe(1);
    expect(pageCount(30, CAMPAIGNS_PAGE_SIZE)).toBe(1);
    expect(pageCount(31, CAMPAIGNS_PAGE_SIZE)).toBe(2);
  });

  it('[R9-03] sends the §3 filters: perPage, start, status and include_created_date', () => {
    expect(campaignQuery(2, 'PAUSED')).toEqual({
      perPage: '30',
      start: '30',
      include_created_date: 'true',
      status: 'PAUSED',
    });
    expect(campaignQuery(1, null)).toEqual({
      perPage: '30',
      start: '0',
      include_created_date: 'true',
    });
  });

  it('reads the status from the URL, defaulting what it cannot read', () => {
    expect(statusFromParam('ENDED')).toBe('ENDED');
    expect(statusFromParam('DRAFT')).toBeNull();
  });
});
