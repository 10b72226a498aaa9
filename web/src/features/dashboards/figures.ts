import {
  ApplicationStageSchema,
  type Application,
  type BrandUser,
  type Shift,
} from '@ws/contracts';
import dayjs from 'dayjs';
import { startOfWeek } from '../../components/ui/week-picker/week-start';
import { type ReportingUnit, unitIndex } from './reporting-units';

export type ApplicationStage = Application['stage'];

export const STAGES: readonly ApplicationStage[] = ApplicationStageSchema.options;
const OPEN_STAGES = new Set<ApplicationStage>(['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER']);
const DAY_MS = 86_400_000;

/** Thresholds a manager would want flagged; the spec names risk detection but not its rules. */
export const RISK_RULES = {
  /** Share of the team on leave at or above which a location is flagged. */
  leaveShare: 0.15,
  /** Fewer active schedulable people than this leaves no cover for a sick call. */
  minBench: 5,
  /** An open application untouched this long is a candidate going cold. */
  staleDays: 14,
} as const;

export type RiskFlag = 'HIGH_LEAVE' | 'THIN_BENCH' | 'STALE_PIPELINE' | 'UNSCHEDULED';
export const RISK_FLAGS: readonly RiskFlag[] = [
  'HIGH_LEAVE',
  'THIN_BENCH',
  'STALE_PIPELINE',
  'UNSCHEDULED',
];

export interface UnitFigures {
  id: string;
  name: string;
  headcount: number;
  onLeave: number;
  bench: number;
  applications: number;
  open: number;
  stale: number;
  hired: number;
  medianDaysToHire: number | null;
  scheduledHours: number | null;
  labourCost: number | null;
  flags: RiskFlag[];
}

export interface DashboardFigures {
  applications: number;
  open: number;
  hired: number;
  /** Hired over decided (hired + rejected); null before any decision. */
  hireRate: number | null;
  medianDaysToHire: number | null;
  headcount: number;
  onLeave: number;
  scheduledHours: number | null;
  labourCost: number | null;
  stages: Record<ApplicationStage, number>;
  weekly: { weekStart: string; count: number }[];
  positions: { name: string; count: number }[];
  flags: Record<RiskFlag, number>;
  units: UnitFigures[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Days from application to hire; the hire is the last update of a HIRED application. */
export const daysToHire = (a: Application) =>
  Math.max(0, (Date.parse(a.updated_at) - Date.parse(a.applied_at)) / DAY_MS);

/** Paid hours of a shift: its length less the unpaid break. */
export const paidHours = (s: Pick<Shift, 'start' | 'end' | 'break_minutes'>) =>
  Math.max(0, (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000 - s.break_minutes / 60);

export const shiftCost = (s: Pick<Shift, 'start' | 'end' | 'break_minutes' | 'hourly_rate'>) =>
  paidHours(s) * s.hourly_rate;

/** Applications per week for the last `weeks` weeks, oldest first, weeks starting Monday. */
export function weeklyCounts(applications: readonly Application[], now: Date, weeks = 8) {
  const first = startOfWeek(dayjs(now)).subtract(weeks - 1, 'week');
  const counts = Array.from({ length: weeks }, (_, i) => ({
    weekStart: first.add(i, 'week').format('YYYY-MM-DD'),
    count: 0,
  }));
  for (const a of applications) {
    const index = startOfWeek(dayjs(a.applied_at)).diff(first, 'week');
    const bucket = counts[index];
    if (bucket && index >= 0) bucket.count += 1;
  }
  return counts;
}

interface FigureInput {
  units: readonly ReportingUnit[];
  users: readonly BrandUser[];
  applications: readonly Application[];
  /** null when the week's shifts could not be read: hours show as unknown, not zero. */
  shifts: readonly Shift[] | null;
  now: Date;
}

function unitFigures(
  unit: ReportingUnit,
  users: BrandUser[],
  applications: Application[],
  shifts: Shift[] | null,
  now: Date,
): UnitFigures {
  const onLeave = users.filter((u) => u.status === 'ON_LEAVE').length;
  const bench = users.filter((u) => u.status === 'ACTIVE' && u.schedulable).length;
  const open = applications.filter((a) => OPEN_STAGES.has(a.stage));
  const stale = open.filter(
    (a) => now.getTime() - Date.parse(a.updated_at) > RISK_RULES.staleDays * DAY_MS,
  ).length;
  const hired = applications.filter((a) => a.stage === 'HIRED');
  const scheduledHours = shifts ? shifts.reduce((sum, s) => sum + paidHours(s), 0) : null;
  const flags: RiskFlag[] = [];
  if (users.length > 0 && onLeave / users.length >= RISK_RULES.leaveShare) flags.push('HIGH_LEAVE');
  if (users.length > 0 && bench < RISK_RULES.minBench) flags.push('THIN_BENCH');
  if (stale > 0) flags.push('STALE_PIPELINE');
  if (scheduledHours === 0 && bench > 0) flags.push('UNSCHEDULED');
  return {
    id: unit.id,
    name: unit.name,
    headcount: users.length,
    onLeave,
    bench,
    applications: applications.length,
    open: open.length,
    stale,
    hired: hired.length,
    medianDaysToHire: median(hired.map(daysToHire)),
    scheduledHours,
    labourCost: shifts ? shifts.reduce((sum, s) => sum + shiftCost(s), 0) : null,
    flags,
  };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === undefined) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** Every figure of the dashboards, counted client-side across the brand hierarchy. */
export function dashboardFigures({
  units,
  users,
  applications,
  shifts,
  now,
}: FigureInput): DashboardFigures {
  const index = unitIndex(units);
  // Rows outside every unit (an archived location's) are left out of every figure alike.
  const inScope = <T>(brandId: string, row: T) => (index.has(brandId) ? row : undefined);
  const scopedApps = applications.filter((a) => inScope(a.brand.id, a));
  const scopedUsers = users.filter((u) => inScope(u.brand_id, u));
  const scopedShifts = shifts?.filter((s) => inScope(s.brand_id, s)) ?? null;
  const appsBy = groupBy(scopedApps, (a) => index.get(a.brand.id));
  const usersBy = groupBy(scopedUsers, (u) => index.get(u.brand_id));
  const shiftsBy = scopedShifts ? groupBy(scopedShifts, (s) => index.get(s.brand_id)) : null;
  const unitRows = units.map((unit) =>
    unitFigures(
      unit,
      usersBy.get(unit.id) ?? [],
      appsBy.get(unit.id) ?? [],
      shiftsBy ? (shiftsBy.get(unit.id) ?? []) : null,
      now,
    ),
  );

  const stages = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>;
  for (const a of scopedApps) stages[a.stage] += 1;
  const decided = stages.HIRED + stages.REJECTED;
  const positionCounts = groupBy(scopedApps, (a) => a.position.name);
  const flags = Object.fromEntries(
    RISK_FLAGS.map((f) => [f, unitRows.filter((u) => u.flags.includes(f)).length]),
  ) as Record<RiskFlag, number>;

  return {
    applications: scopedApps.length,
    open: scopedApps.filter((a) => OPEN_STAGES.has(a.stage)).length,
    hired: stages.HIRED,
    hireRate: decided > 0 ? stages.HIRED / decided : null,
    medianDaysToHire: median(scopedApps.filter((a) => a.stage === 'HIRED').map(daysToHire)),
    headcount: scopedUsers.length,
    onLeave: scopedUsers.filter((u) => u.status === 'ON_LEAVE').length,
    scheduledHours: scopedShifts ? scopedShifts.reduce((sum, s) => sum + paidHours(s), 0) : null,
    labourCost: scopedShifts ? scopedShifts.reduce((sum, s) => sum + shiftCost(s), 0) : null,
    stages,
    weekly: weeklyCounts(scopedApps, now),
    positions: [...positionCounts.entries()]
      .map(([name, rows]) => ({ name, count: rows.length }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 6),
    flags,
    units: unitRows,
  };
}
