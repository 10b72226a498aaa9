/**
 * The hiring pipeline (extension): stage moves with who and when, the counts behind the
 * board's filters, and interview times a manager proposes and a candidate accepts.
 */
import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ApplicationSchema, ApplicationStageSchema } from './application.ts';
import { IsoDateTime } from './common.ts';

const PersonSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/** One move of an application between stages; the reason only on rejections, the start date only on hires. */
export const StageMoveSchema = lazySchema(() =>
  z.object({
    from_stage: ApplicationStageSchema,
    stage: ApplicationStageSchema,
    moved_at: IsoDateTime,
    moved_by: PersonSchema,
    reason: z.string().nullable(),
    start_date: z.string().nullable(),
  }),
);
export type StageMove = z.infer<typeof StageMoveSchema>;

export const InterviewSlotSchema = lazySchema(() =>
  z.object({ id: z.string(), start: IsoDateTime }),
);

/** A manager's proposal of 1–3 times; the candidate accepts one of them, once. */
export const InterviewSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    application_id: z.string(),
    proposed_at: IsoDateTime,
    proposed_by: PersonSchema,
    slots: z.array(InterviewSlotSchema),
    note: z.string(),
    accepted_slot_id: z.string().nullable(),
    accepted_at: IsoDateTime.nullable(),
  }),
);
export type Interview = z.infer<typeof InterviewSchema>;

/** An application with its moves (oldest first), its interview proposals and, once hired, the employee it made. */
export const PipelineSchema = lazySchema(() =>
  z.object({
    application: ApplicationSchema,
    history: z.array(StageMoveSchema),
    interviews: z.array(InterviewSchema),
    employee_id: z.string().nullable(),
  }),
);
export type Pipeline = z.infer<typeof PipelineSchema>;

const REASON_MAX = 500;

export const StageMoveBodySchema = lazySchema(() =>
  z
    .object({
      stage: ApplicationStageSchema,
      reason: z.string().trim().max(REASON_MAX).optional(),
      start_date: z.iso.date().optional(),
    })
    .strict()
    .refine((b) => b.stage !== 'HIRED' || b.start_date !== undefined, {
      path: ['start_date'],
      message: 'A hire needs a start date',
    })
    .refine((b) => b.reason === undefined || b.stage === 'REJECTED', {
      path: ['reason'],
      message: 'Only a rejection takes a reason',
    }),
);

export const MAX_INTERVIEW_SLOTS = 3;

export const ProposeInterviewBodySchema = lazySchema(() =>
  z
    .object({
      times: z
        .array(z.iso.datetime({ offset: true }))
        .min(1)
        .max(MAX_INTERVIEW_SLOTS),
      note: z.string().trim().max(REASON_MAX).default(''),
    })
    .strict()
    .refine((b) => new Set(b.times.map((t) => Date.parse(t))).size === b.times.length, {
      path: ['times'],
      message: 'Each proposed time once',
    }),
);

export const AcceptInterviewBodySchema = lazySchema(() =>
  z.object({ slot_id: z.string().min(1).max(64) }).strict(),
);

const countOf = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), count: z.number().int() }),
);

/** Counts over every page for the current filters: per stage, and the positions and locations to filter by. */
export const ApplicationSummarySchema = lazySchema(() =>
  z.object({
    total: z.number().int(),
    // Spelled out, not a record over the stage enum: every stage is always there, and the pact's examples see each.
    by_stage: z.object({
      APPLIED: z.number().int(),
      SCREENING: z.number().int(),
      INTERVIEW: z.number().int(),
      OFFER: z.number().int(),
      HIRED: z.number().int(),
      REJECTED: z.number().int(),
    }),
    positions: z.array(countOf),
    locations: z.array(countOf),
  }),
);
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

/** The board's server-side filters, shared by the list and its summary. */
export const applicationFilterQuery = {
  position_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id')
    .optional(),
  location_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id')
    .optional(),
  q: z.string().trim().min(1).max(100).optional(),
};
