import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { WeekStartSchema } from './shifts.ts';

/**
 * Labour against a target: the sales a manager projects for each day of a location's week, and
 * the brand's labour target as a percentage of sales. The web sets the week's labour cost against
 * them; the server only keeps the figures.
 */

/** The most a day's projected sales may be: far above any one location's day, below a typing slip's. */
export const MAX_DAY_SALES = 10_000_000;

/** A day's projected sales in the brand's currency; null when nobody entered a projection. */
const DaySalesSchema = z.number().min(0).max(MAX_DAY_SALES).nullable();

/** The week's days as the projection names them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** One amount a day, named by the day, so a refusal names the day it refuses. */
const WeekSalesSchema = z
  .object({
    mon: DaySalesSchema,
    tue: DaySalesSchema,
    wed: DaySalesSchema,
    thu: DaySalesSchema,
    fri: DaySalesSchema,
    sat: DaySalesSchema,
    sun: DaySalesSchema,
  })
  .strict();
export type WeekSales = z.infer<typeof WeekSalesSchema>;

/** Labour cost as a percentage of sales that the brand aims to stay at or under. */
export const TargetPercentSchema = z.number().gt(0).max(100);

export const LabourWeekSchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    /** The brand's target, else its nearest ancestor's, else the default. */
    target_percent: TargetPercentSchema,
    sales: WeekSalesSchema,
  }),
);
export type LabourWeek = z.infer<typeof LabourWeekSchema>;

export const ProjectedSalesBodySchema = lazySchema(() =>
  z.object({ week_start: WeekStartSchema, sales: WeekSalesSchema }).strict(),
);

export const LabourTargetSchema = lazySchema(() =>
  z.object({ target_percent: TargetPercentSchema }).strict(),
);
