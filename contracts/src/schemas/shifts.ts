import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { idSegment, IsoDateTime } from './common.ts';

/** A team's shifts for a week (the /schedule screen). */

/** A YYYY-MM-DD Monday: weeks start on Monday (§9 week start default). */
export const WeekStartSchema = z.iso
  .date()
  .refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, 'must be a Monday');

export const ShiftSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  /** The employee (ids as in GET /v1/brands/{id}/users); null for an open shift any employee of the location may claim. */
  user_id: z.string().nullable(),
  position: z.object({ id: z.string(), name: z.string() }),
  start: IsoDateTime,
  end: IsoDateTime,
  break_minutes: z.number().int(),
  published: z.boolean(),
  hourly_rate: z.number(),
});
export type Shift = z.infer<typeof ShiftSchema>;

export const ShiftWeekSchema = lazySchema(() =>
  z.object({ week_start: z.string(), shifts: z.array(ShiftSchema) }),
);

const instant = z.iso.datetime({ offset: true });
const fields = {
  user_id: idSegment.nullable(),
  position_id: idSegment,
  start: instant,
  end: instant,
  break_minutes: z.number().int().min(0).max(120),
  hourly_rate: z.number().positive().max(500),
};

/** End after start, overlaps and who may work are checked in the handler: an update may change any one alone. */
export const ShiftBodySchema = lazySchema(() =>
  z
    .object({
      ...fields,
      break_minutes: fields.break_minutes.default(0),
      /** Where an open shift (user_id null) is worked; defaults to the brand of the path. */
      location_id: idSegment.optional(),
    })
    .strict(),
);
export const ShiftPatchSchema = lazySchema(() => z.object(fields).partial().strict());

export const PublishWeekBodySchema = lazySchema(() =>
  z.object({ week_start: WeekStartSchema }).strict(),
);
export const PublishWeekResultSchema = lazySchema(() =>
  z.object({ week_start: z.string(), published_count: z.number().int() }),
);

/** Copies the week before week_start into it, as drafts ("copy last week"). */
export const CopyWeekBodySchema = lazySchema(() =>
  z.object({ week_start: WeekStartSchema }).strict(),
);
export const CopyWeekResultSchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    copied: z.number().int(),
    /** Shifts left out: they would overlap the person's shifts already in the week, or the person can no longer be scheduled. */
    skipped: z.number().int(),
  }),
);

/** Paid hours, labour cost and how many shifts: a day's, a row's or the week's. */
const count = z.number().int();
const ShiftTotalSchema = z.object({ hours: z.number(), cost: z.number(), shifts: count });

/**
 * The week by position, a page of rows at a time (extension): a row is a position at one location,
 * with every shift of the week it holds that has a person; the totals cover every row of the week
 * (not the page), read in the path brand's time zone, so a footer can say what the week costs.
 */
export const ShiftPositionPageSchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    rows: z.array(
      z.object({
        position: z.object({ id: z.string(), name: z.string() }),
        location: z.object({ id: z.string(), name: z.string() }),
        /**
         * Who may work the row: the schedulable people of the position at the location (bookable:
         * at work, so a shift for them would be booked), and anyone holding one of its shifts.
         */
        people: z.array(
          z.object({
            id: z.string(),
            first_name: z.string(),
            last_name: z.string(),
            bookable: z.boolean(),
          }),
        ),
        shifts: z.array(ShiftSchema),
      }),
    ),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Rows in the whole week (each position at each location with people or shifts for it). */
    total: z.number().int(),
    totals: ShiftTotalSchema.extend({
      /** Shifts of the week not yet published, open ones included. */
      drafts: z.number().int(),
      /** Each day's, with its drafts among the shifts that have a person. */
      by_day: z.array(ShiftTotalSchema.extend({ day: z.string(), drafts: z.number().int() })),
    }),
    /** The week's open shifts (no person yet) at the page's locations: listed under the grid, not in its rows. */
    open_shifts: z.array(ShiftSchema),
  }),
);
