import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { IsoDateTime } from './common.ts';
import { WeekStartSchema } from './shifts.ts';

/** Saved weeks of a location's schedule, applied to any other week as drafts (the /schedule screen). */

export const ScheduleTemplateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    name: z.string(),
    /** The week it was saved from. */
    source_week: z.string(),
    shift_count: z.number().int(),
    created_at: IsoDateTime,
  }),
);
export type ScheduleTemplate = z.infer<typeof ScheduleTemplateSchema>;

export const ScheduleTemplateListSchema = lazySchema(() =>
  z.object({ templates: z.array(ScheduleTemplateSchema) }),
);

const name = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');

/** week_start: the week to save (default: this week by the simulator clock). */
export const ScheduleTemplateBodySchema = lazySchema(() =>
  z.object({ name, week_start: WeekStartSchema.optional() }).strict(),
);
export const ScheduleTemplateRenameSchema = lazySchema(() => z.object({ name }).strict());
export const ApplyTemplateBodySchema = lazySchema(() =>
  z.object({ week_start: WeekStartSchema }).strict(),
);

/** Why a template's shift was left out of the week. */
export const TemplateSkipReasonSchema = z.enum([
  'OVERLAP',
  'TIME_OFF',
  'UNAVAILABLE',
  'NOT_SCHEDULABLE',
]);
export type TemplateSkipReason = z.infer<typeof TemplateSkipReasonSchema>;

export const ApplyTemplateResultSchema = lazySchema(() =>
  z.object({
    week_start: z.string(),
    added: z.number().int(),
    skipped: z.array(
      z.object({
        /** The employee the shift was for, and their name as the schedule shows it. */
        user_id: z.string(),
        name: z.string(),
        /** The local day the shift would have started (YYYY-MM-DD). */
        date: z.string(),
        reason: TemplateSkipReasonSchema,
      }),
    ),
  }),
);
export type ApplyTemplateResult = z.infer<typeof ApplyTemplateResultSchema>;
