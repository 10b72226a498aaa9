import type { Application } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import {
  countByStage,
  filterApplications,
  groupByStage,
  isStage,
  positionsOf,
  STAGES,
} from './grouping';

const app = (id: string, stage: Application['stage'], position: [string, string]): Application => ({
  id,
  stage,
  applied_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  archived: false,
  candidate: { id: `c-${id}`, first_name: 'Ana', last_name: 'Silva' },
  brand: { id: 'CH-1', name: 'Harbor Kitchen' },
  position: { id: position[0], name: position[1] },
  unread_count: 0,
});

const cook: [string, string] = ['po-1', 'Line cook'];
const host: [string, string] = ['po-2', 'Host'];
const page = [
  app('a', 'INTERVIEW', cook),
  app('b', 'APPLIED', host),
  app('c', 'APPLIED', cook),
  app('d', 'HIRED', host),
];

describe('application grouping', () => {
  it('groups by stage in funnel order, leaving out empty stages', () => {
    expect(STAGES).toEqual(['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED']);
    expect(groupByStage(page).map((g) => [g.stage, g.applications.map((a) => a.id)])).toEqual([
      ['APPLIED', ['b', 'c']],
      ['INTERVIEW', ['a']],
      ['HIRED', ['d']],
    ]);
  });

  it('filters by stage, by position, and by both', () => {
    expect(
      filterApplications(page, { stage: 'APPLIED', positionId: null }).map((a) => a.id),
    ).toEqual(['b', 'c']);
    expect(filterApplications(page, { stage: null, positionId: 'po-2' }).map((a) => a.id)).toEqual([
      'b',
      'd',
    ]);
    expect(
      filterApplications(page, { stage: 'APPLIED', positionId: 'po-1' }).map((a) => a.id),
    ).toEqual(['c']);
    expect(filterApplications(page, { stage: null, positionId: null })).toHaveLength(4);
  });

  it('counts every stage, zeros included, for the filter chips', () => {
    expect(countByStage(page)).toEqual({
      APPLIED: 2,
      SCREENING: 0,
      INTERVIEW: 1,
      OFFER: 0,
      HIRED: 1,
      REJECTED: 0,
    });
  });

  it('lists each position once, by name', () => {
    expect(positionsOf(page)).toEqual([
      { id: 'po-2', name: 'Host' },
      { id: 'po-1', name: 'Line cook' },
    ]);
  });

  it('accepts only known stages from the URL', () => {
    expect(isStage('OFFER')).toBe(true);
    expect(isStage('offer')).toBe(false);
    expect(isStage(null)).toBe(false);
  });
});
