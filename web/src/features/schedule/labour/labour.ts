import { WEEKDAYS, type WeekSales } from '@ws/contracts';
import type { Total } from '../totals';

/** A day's labour cost set against its projected sales. */
export interface LabourDay {
  day: string;
  cost: number;
  /** Null when no projection was entered (or it is 0): there is then no percentage to show. */
  sales: number | null;
  /** Cost as a percentage of sales, or null without a projection. */
  percent: number | null;
  over: boolean;
}

export interface LabourFigures {
  days: LabourDay[];
  /** The week, over the days that have a projection; null when none has. */
  week: { cost: number; sales: number; percent: number | null; over: boolean };
  target: number;
}

/**
 * The week's labour cost (from the grid's own totals) against the projected sales, per day and
 * for the week. A day without a projection has no percentage rather than an infinite one, and the
 * week's percentage counts only the days that have one, so a missing day neither hides nor
 * inflates it.
 */
export function labourFigures(
  days: readonly string[],
  byDay: Map<string, Total>,
  sales: WeekSales,
  target: number,
): LabourFigures {
  const rows = days.map((day, i): LabourDay => {
    const cost = byDay.get(day)?.cost ?? 0;
    const amount = sales[WEEKDAYS[i] ?? 'mon'];
    const percent = amount !== null && amount > 0 ? (100 * cost) / amount : null;
    return {
      day,
      cost,
      sales: amount,
      percent,
      over: percent !== null && round(percent) > target,
    };
  });
  const projected = rows.filter((d) => d.percent !== null);
  const cost = projected.reduce((sum, d) => sum + d.cost, 0);
  const total = projected.reduce((sum, d) => sum + (d.sales ?? 0), 0);
  const percent = total > 0 ? (100 * cost) / total : null;
  return {
    days: rows,
    week: { cost, sales: total, percent, over: percent !== null && round(percent) > target },
    target,
  };
}

/** Percentages are shown whole; a day reads as over only when its shown figure is. */
export const round = (percent: number) => Math.round(percent);

/**
 * The days a publish would put out over the target: over, and holding a draft. A day whose
 * shifts are all out already was checked when they went out; publishing does not change it.
 */
export function overOnPublish(
  figures: LabourFigures,
  draftedDays: ReadonlySet<string>,
): LabourDay[] {
  return figures.days.filter((d) => d.over && draftedDays.has(d.day));
}
