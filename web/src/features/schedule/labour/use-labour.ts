import type { Shift } from '@ws/contracts';
import type { Total } from '../totals';
import { useLabourWeek } from './api';
import { labourFigures, overOnPublish } from './labour';

interface UseLabourInput {
  brandId: string;
  weekStart: string;
  days: readonly string[];
  shifts: readonly Shift[];
  tz: string | undefined;
  /** The grid's own day totals: the percentage is worked out from the cost the grid shows. */
  byDay: Map<string, Total>;
}

/** The shown week's labour against the target, worked out again whenever a shift changes. */
export function useLabour({ brandId, weekStart, days, shifts, tz, byDay }: UseLabourInput) {
  const query = useLabourWeek(brandId, weekStart);
  const figures = query.data
    ? labourFigures(days, byDay, query.data.sales, query.data.target_percent)
    : null;
  return {
    brandId,
    weekStart,
    query,
    figures,
    /** The days a publish now would put out over the target (none while the figures load). */
    overOnPublish: figures ? overOnPublish(figures, shifts, tz) : [],
  };
}

export type Labour = ReturnType<typeof useLabour>;
