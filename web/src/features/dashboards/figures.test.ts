import type { Application, BrandTreeNode, BrandUser, Shift } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardFigures, median, paidHours, shiftCost, weeklyCounts } from './figures';
import { reportingUnits } from './reporting-units';

const node = (id: string, children: BrandTreeNode[] = [], archived = false): BrandTreeNode => ({
  id,
  name: `Brand ${id}`,
  type: id.startsWith('GP') ? 'GP' : id.startsWith('PA') ? 'PARENT' : 'CHILD',
  archived,
  children,
});
const group = node('GP-1', [
  node('PA-1', [node('CH-1'), node('CH-2')]),
  node('PA-2', [node('CH-3'), node('CH-4', [], true)]),
]);

const app = (
  id: string,
  brand: string,
  stage: Application['stage'],
  applied: string,
  updated = applied,
): Application => ({
  id,
  stage,
  applied_at: applied,
  updated_at: updated,
  archived: false,
  candidate: { id: `c-${id}`, first_name: 'A', last_name: 'B' },
  brand: { id: brand, name: brand },
  position: { id: 'po-1', name: stage === 'HIRED' ? 'Cook' : 'Server' },
  unread_count: 0,
});
const user = (
  id: string,
  brand: string,
  status: BrandUser['status'] = 'ACTIVE',
  schedulable = true,
): BrandUser => ({
  id,
  first_name: 'F',
  last_name: 'L',
  brand_id: brand,
  position: { id: 'po-1', name: 'Cook', category_id: 'cat-1' },
  schedulable,
  status,
});
const shift = (brand: string, start: string, end: string, breakMinutes = 0, rate = 20): Shift => ({
  id: `s-${brand}-${start}`,
  brand_id: brand,
  user_id: 'u',
  position: { id: 'po-1', name: 'Cook' },
  start,
  end,
  break_minutes: breakMinutes,
  published: false,
  hourly_rate: rate,
});

describe('reporting units', () => {
  it('[R6-07] ALL_LEVELS reports every live location on its own', () => {
    expect(reportingUnits(group, 'ALL_LEVELS').map((u) => u.id)).toEqual(['CH-1', 'CH-2', 'CH-3']);
  });

  it('[R6-07] CHILDREN_ONLY reports the direct children, each rolling up its subtree', () => {
    const units = reportingUnits(group, 'CHILDREN_ONLY');
    expect(units.map((u) => u.id)).toEqual(['PA-1', 'PA-2']);
    expect(units[0]?.memberIds).toEqual(['PA-1', 'CH-1', 'CH-2']);
  });

  it('[R6-07] an unset filter reads as ALL_LEVELS; a location is its own single row', () => {
    expect(reportingUnits(group, null).map((u) => u.id)).toEqual(['CH-1', 'CH-2', 'CH-3']);
    expect(reportingUnits(node('CH-9'), 'CHILDREN_ONLY').map((u) => u.id)).toEqual(['CH-9']);
  });
});

describe('dashboard figures', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const applications = [
    app('1', 'CH-1', 'HIRED', '2026-11-01T10:00:00Z', '2026-11-11T10:00:00Z'),
    app('2', 'CH-1', 'HIRED', '2026-11-02T10:00:00Z', '2026-11-06T10:00:00Z'),
    app('3', 'CH-2', 'APPLIED', '2026-10-01T10:00:00Z'),
    app('4', 'CH-3', 'REJECTED', '2026-11-18T10:00:00Z'),
    app('5', 'CH-4', 'APPLIED', '2026-11-18T10:00:00Z'),
  ];
  const users = [
    user('a', 'CH-1'),
    user('b', 'CH-1', 'ON_LEAVE'),
    user('c', 'CH-2'),
    user('d', 'CH-3', 'ACTIVE', false),
  ];
  const shifts = [
    shift('CH-1', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z', 30, 20),
    shift('CH-2', '2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z'),
  ];
  /** The figures of every unit at every level, with this week's shifts. */
  const wholeGroup = () =>
    dashboardFigures({
      units: reportingUnits(group, 'ALL_LEVELS'),
      users,
      applications,
      shifts,
      now,
    });

  it('counts applications, hires, time to hire and headcount across the hierarchy', () => {
    const figures = wholeGroup();
    expect(figures.applications).toBe(4);
    expect(figures.hired).toBe(2);
    expect(figures.hireRate).toBeCloseTo(2 / 3);
    expect(figures.medianDaysToHire).toBe(7);
    expect(figures.headcount).toBe(4);
    expect(figures.onLeave).toBe(1);
    expect(figures.scheduledHours).toBe(11.5);
    expect(figures.labourCost).toBe(7.5 * 20 + 4 * 20);
    expect(figures.positions[0]).toEqual({ name: 'Cook', count: 2 });
  });

  it('rolls figures up into the units the filter chose', () => {
    const figures = dashboardFigures({
      units: reportingUnits(group, 'CHILDREN_ONLY'),
      users,
      applications,
      shifts: null,
      now,
    });
    expect(figures.units.map((u) => [u.id, u.applications, u.headcount])).toEqual([
      ['PA-1', 3, 3],
      ['PA-2', 1, 1],
    ]);
    expect(figures.scheduledHours).toBeNull();
  });

  it('flags leave, a thin bench, a cold pipeline and an unscheduled week', () => {
    const figures = wholeGroup();
    const byId = Object.fromEntries(figures.units.map((u) => [u.id, u.flags]));
    expect(byId['CH-1']).toEqual(['HIGH_LEAVE', 'THIN_BENCH']);
    expect(byId['CH-2']).toEqual(['THIN_BENCH', 'STALE_PIPELINE']);
    expect(byId['CH-3']).toEqual(['THIN_BENCH']);
    expect(figures.flags.THIN_BENCH).toBe(3);
  });

  it('[R2-41] buckets applications into Monday-first weeks, oldest first', () => {
    const weeks = weeklyCounts(applications, now, 3);
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks.map((w) => w.count)).toEqual([1, 0, 2]);
  });

  it('takes the median, paid hours less the break, and the cost at the hourly rate', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const s = shift('CH-1', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z', 30, 16);
    expect(paidHours(s)).toBe(7.5);
    expect(shiftCost(s)).toBe(120);
  });
});
