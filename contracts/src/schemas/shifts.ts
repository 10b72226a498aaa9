import { z } from 'zod';
import { idSegment, IsoDateTime } from './common.ts';

/** A team's shifts for a week (the /schedule screen). */

/** A YYYY-MM-DD Monday: weeks start on Monday (§9 week start default). */
export const WeekStartSchema = z.iso
  .date()
  .refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, 'must be a Monday');

export const ShiftSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  /** The employee (ids as in GET /v1/brands/{id}/users). */
  user_id: z.string(),
  position: z.object({ id: z.string(), name: z.string() }),
  start: IsoDateTime,
  end: IsoDateTime,
  break_minutes: z.number().int(),
  published: z.boolean(),
  hourly_rate: z.number(),
});
export type Shift = z.infer<typeof ShiftSchema>;

export const ShiftWeekSchema = z.object({ week_start: z.string(), shifts: z.array(ShiftSchema) });

const instant = z.iso.datetime({ offset: true });
const fields = {
  user_id: idSegment,
  position_id: idSegment,
  start: instant,
  end: instant,
  break_minutes: z.number().int().min(0).max(120),
  hourly_rate: z.number().positive().max(500),
};

/** End after start, overlaps and who may work are checked in the handler: an update may change any one alone. */
export const ShiftBodySchema = z.object({ ...fields, break_minutes: fields.break_minutes.default(0) }).strict();
export const ShiftPatchSchema = z.object(fields).partial().strict();

export const PublishWeekBodySchema = z.object({ week_start: WeekStartSchema }).strict();
export const PublishWeekResultSchema = z.object({ week_start: z.string(), published_count: z.number().int() });
