/**
 * Schedule templates: a week of a brand's shifts kept by weekday and wall-clock time, and applied
 * to another week as drafts through the same shift checks a manager's own new shift passes.
 */
import type { ApplyTemplateResult, ScheduleTemplate, TemplateSkipReason } from '@ws/contracts';
import type { World } from '../types.ts';
import { ByBrand } from '../stores/by-brand.ts';
import { personalConflict } from './personal-availability.ts';
import { checkShift, currentWeek, shiftsOfWeek, timeZoneOf } from './shifts.ts';
import type { ShiftRow } from '../stores/stores.ts';
import type { TemplateRow, TemplateShiftRow } from './template-rows.ts';
import { addDays, DAY_MS, localDay, zonedInstant } from './time.ts';
import { nameOf, personOf } from './workday.ts';

export type { TemplateRow } from './template-rows.ts';

export const emptyTemplates = () => new ByBrand<TemplateRow>('tpl');

const MINUTE_MS = 60_000;
/** The field checkShift blames an overlap on here: the one problem that is not about the person. */
const OVERLAP = 'overlap';

export const toTemplate = (row: TemplateRow): ScheduleTemplate => ({
  id: row.id,
  brand_id: row.brand_id,
  name: row.name,
  source_week: row.source_week,
  shift_count: row.shifts.length,
  created_at: new Date(row.created_at).toISOString(),
});

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The people's shifts of a week at the brand and its locations; open shifts belong to no one and are left out. */
export function weekAsTemplate(
  world: World,
  brandId: string,
  weekStart: string,
): TemplateShiftRow[] {
  return shiftsOfWeek(world, brandId, weekStart).flatMap((s) => {
    if (s.user_id === null) return [];
    const zone = timeZoneOf(world, s.brand_id);
    const day = localDay(s.start, zone);
    return [
      {
        user_id: s.user_id,
        position_id: s.position_id,
        location_id: s.brand_id,
        day: daysFrom(weekStart, day),
        start_minutes: Math.round((s.start - zonedInstant(day, 0, zone)) / MINUTE_MS),
        length_minutes: Math.round((s.end - s.start) / MINUTE_MS),
        break_minutes: s.break_minutes,
        hourly_rate: s.hourly_rate,
      },
    ];
  });
}

/** A template's wall-clock minute (past midnight, perhaps into the next day) as HH:mm. */
const clockOf = (minutes: number) => {
  const inDay = minutes % (24 * 60);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * Adds the template's shifts to the week as drafts, one at a time, so two of its own that clash
 * are caught like any other overlap. Each skip names the person, the day and why.
 */
export function applyTemplate(
  world: World,
  brandId: string,
  template: TemplateRow,
  weekStart: string,
): Omit<ApplyTemplateResult, 'week_start'> {
  const store = world.extensions.shifts;
  const skipped: ApplyTemplateResult['skipped'] = [];
  let added = 0;
  for (const shift of template.shifts) {
    const zone = timeZoneOf(world, shift.location_id);
    const date = addDays(weekStart, shift.day);
    const start = zonedInstant(date, shift.start_minutes, zone);
    const employee = world.employees.get(shift.user_id);
    const row: ShiftRow = {
      id: '',
      brand_id: employee?.brand_id ?? shift.location_id,
      user_id: shift.user_id,
      position_id: shift.position_id,
      start,
      end: start + shift.length_minutes * MINUTE_MS,
      break_minutes: shift.break_minutes,
      hourly_rate: shift.hourly_rate,
      published: false,
    };
    const problem = checkShift(world, brandId, row, OVERLAP);
    const reason: TemplateSkipReason | null =
      !employee || (problem && problem.field !== OVERLAP)
        ? 'NOT_SCHEDULABLE'
        : (personalConflict(
            world,
            personOf(employee),
            date,
            clockOf(shift.start_minutes),
            clockOf(shift.start_minutes + shift.length_minutes),
          ) ?? (problem ? 'OVERLAP' : null));
    if (reason) {
      skipped.push({
        user_id: shift.user_id,
        name: employee ? nameOf(employee) : shift.user_id,
        date,
        reason,
      });
      continue;
    }
    store.put({ ...row, id: store.nextId(row.brand_id) });
    added += 1;
  }
  return { added, skipped };
}

/** A location of the other group (GP-2): its template makes a tenancy refusal about the tenant, not a missing row. */
const OTHER_TENANT_LOCATION = 'CH-2-1-1';

/**
 * "Standard week", saved from this week, at the demo manager's location (so /schedule shows one at
 * once) and at a location of the other group.
 */
export function seedTemplates(world: World, store: ByBrand<TemplateRow>): void {
  const locations = [
    world.usersByEmail.get('manager@demo.test')?.entry_brand_id,
    OTHER_TENANT_LOCATION,
  ];
  for (const locationId of locations) {
    if (!locationId || !world.brands.has(locationId)) continue;
    const week = currentWeek(world, locationId, world.seededAt);
    store.put({
      id: store.nextId(locationId),
      brand_id: locationId,
      name: 'Standard week',
      source_week: week,
      created_at: world.seededAt - 2 * DAY_MS,
      shifts: weekAsTemplate(world, locationId, week),
    });
  }
}
