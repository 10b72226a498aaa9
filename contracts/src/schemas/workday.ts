import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { AttestationQuestionSchema } from './attestation.ts';
import { IsoDateTime } from './common.ts';
import { ShiftSchema, WeekStartSchema } from './shifts.ts';

/**
 * An employee's working week ("Employee"): their published shifts, the open shifts they
 * may claim, time off, weekly availability, and the answers they gave when clocking out.
 */

export const ClockOutAnswerSchema = lazySchema(() =>
  z.object({
    question_id: z.string(),
    /** The question as it read when answered: a later edit does not rewrite what was attested. */
    question_text: z.string(),
    answer: z.string(),
  }),
);

export const ClockOutSchema = lazySchema(() =>
  z.object({
    shift_id: z.string(),
    /** The employee row of the shift's location. */
    employee_id: z.string(),
    clocked_out_at: IsoDateTime,
    answers: z.array(ClockOutAnswerSchema),
  }),
);
export type ClockOut = z.infer<typeof ClockOutSchema>;

export const MyShiftSchema = ShiftSchema.extend({
  location: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  /** When the caller clocked out of it, or null. */
  clocked_out_at: IsoDateTime.nullable(),
});
export type MyShift = z.infer<typeof MyShiftSchema>;

export const MyWeekSchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    shifts: z.array(MyShiftSchema),
    /** Published shifts without a person at the caller's locations, which the caller may claim. */
    open_shifts: z.array(MyShiftSchema),
    /** The latest "schedule published" news of the caller's locations (the news feed items a publish writes). */
    notices: z.array(
      z.object({
        id: z.string(),
        location_id: z.string(),
        title: z.string(),
        published_at: IsoDateTime,
      }),
    ),
  }),
);

export const MyWeekQuerySchema = lazySchema(() =>
  z.object({ week_start: WeekStartSchema.optional() }).strict(),
);

export const ClockOutFormSchema = lazySchema(() =>
  z.object({
    shift: MyShiftSchema,
    /** The active questions of the shift's location, in order. */
    questions: z.array(AttestationQuestionSchema),
  }),
);

export const ClockOutBodySchema = lazySchema(() =>
  z
    .object({
      answers: z
        .array(
          z
            .object({
              question_id: z.string().min(1).max(64),
              answer: z.string().trim().min(1).max(500),
            })
            .strict(),
        )
        .max(20)
        .refine(
          (list) => new Set(list.map((a) => a.question_id)).size === list.length,
          'a question is answered once',
        ),
    })
    .strict(),
);

const day = z.iso.date();
export const TimeOffStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED']);

export const TimeOffSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The person: a user id, or the employee id of staff without an account. */
    person_id: z.string(),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    reason: z.string().nullable(),
    status: TimeOffStatusSchema,
    requested_at: IsoDateTime,
    decided_at: IsoDateTime.nullable(),
    /** The person's employee rows at the brand the list was asked for (the schedule's rows); empty on the employee's own list. */
    employee_ids: z.array(z.string()),
  }),
);
export type TimeOff = z.infer<typeof TimeOffSchema>;

export const TimeOffBodySchema = lazySchema(() =>
  z
    .object({ start_date: day, end_date: day, reason: z.string().trim().max(300).optional() })
    .strict(),
);

export const TimeOffDecisionSchema = lazySchema(() =>
  z.object({ status: z.enum(['APPROVED', 'DECLINED']) }).strict(),
);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');
/** One day of the week, 1 = Monday … 7 = Sunday (ISO): unavailable, or available between two times. */
export const AvailabilityDaySchema = lazySchema(() =>
  z
    .object({
      weekday: z.number().int().min(1).max(7),
      available: z.boolean(),
      from: clock.nullable(),
      to: clock.nullable(),
    })
    .strict(),
);
export type AvailabilityDay = z.infer<typeof AvailabilityDaySchema>;

export const AvailabilityBodySchema = lazySchema(() =>
  z
    .object({
      days: z
        .array(AvailabilityDaySchema)
        .length(7)
        .refine((list) => new Set(list.map((d) => d.weekday)).size === 7, 'each weekday once'),
    })
    .strict(),
);

export const MyTimeOffSchema = lazySchema(() =>
  z.object({ requests: z.array(TimeOffSchema), availability: z.array(AvailabilityDaySchema) }),
);

export const TeamAvailabilitySchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    time_off: z.array(TimeOffSchema),
    /** Employees who declared their availability (the others are taken as always available). */
    availability: z.array(
      z.object({ employee_id: z.string(), days: z.array(AvailabilityDaySchema) }),
    ),
  }),
);
