import type { Total } from '../totals';
import { useLabourWeek } from './api';
import { labourFigures, overOnPublish } from './labour';

interface UseLabourInput {
  brandId: string;
  weekStart: string;
  days: readonly string[];
  /** The days holding a draft (a publish would put them out), by the grid's own reading. */
  draftedDays: ReadonlySet<string>;
  /** The grid's own day totals: the percentage is worked out from the cost the grid shows. */
  byDay: Map<string, Total>;
}

/** The shown week's labour against the target, worked out again whenever a shift changes. */
export function useLabour({ brandId, weekStart, days, draftedDays, byDay }: UseLabourInput) {
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
    overOnPublish: figures ? overOnPublish(figures, draftedDays) : [],
  };
}

export type Labour = ReturnType<typeof useLabour>;
