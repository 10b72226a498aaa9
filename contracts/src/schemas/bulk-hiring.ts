import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ApplicationSchema, ApplicationStageSchema } from './application.ts';
import { idSegment } from './common.ts';

/**
 * Moving or declining several applications at once. Each application moves whole or not at all,
 * and the answer says which moved and, for each one that did not, why.
 */

export const BULK_MAX = 100;
export const BULK_MESSAGE_MAX = 2000;

/**
 * The messages a decline may send each candidate. The server writes a template's text in the
 * candidate's language (the brand's where the candidate's is not known), so the words live there;
 * CUSTOM sends the manager's own text as written.
 */
export const DeclineTemplateSchema = z.enum(['POSITION_FILLED', 'NOT_A_FIT', 'CUSTOM']);
export type DeclineTemplate = z.infer<typeof DeclineTemplateSchema>;

export const BulkMoveBodySchema = lazySchema(() =>
  z
    .object({
      application_ids: z.array(idSegment).min(1).max(BULK_MAX),
      stage: ApplicationStageSchema.exclude(['HIRED']),
      /** Why they were declined: the employer's note, required on a rejection, never shown to candidates. */
      reason: z.string().trim().min(1).max(500).optional(),
      /** A message posted in each declined candidate's thread. */
      message: z
        .object({
          template: DeclineTemplateSchema,
          /** A custom message's text, or a line added under a template's. */
          text: z.string().trim().max(BULK_MESSAGE_MAX).optional(),
        })
        .strict()
        .optional(),
    })
    .strict()
    .refine((b) => b.stage !== 'REJECTED' || b.reason !== undefined, {
      path: ['reason'],
      message: 'A rejection needs a reason',
    })
    .refine((b) => b.stage === 'REJECTED' || (b.reason === undefined && b.message === undefined), {
      path: ['stage'],
      message: 'Only a rejection takes a reason and a message',
    })
    .refine((b) => b.message?.template !== 'CUSTOM' || Boolean(b.message.text), {
      path: ['message', 'text'],
      message: 'A custom message needs its text',
    })
    .refine((b) => new Set(b.application_ids).size === b.application_ids.length, {
      path: ['application_ids'],
      message: 'Each application once',
    }),
);

/**
 * Why one application did not move: NOT_FOUND (no such application at this brand or its
 * locations, including another company's), SAME_STAGE (already there), HIRED (a hire is final).
 */
export const BulkRefusalSchema = z.enum(['NOT_FOUND', 'SAME_STAGE', 'HIRED']);

/** One answer per requested id, in the order asked, with how many moved and how many did not. */
export const BulkMoveSchema = lazySchema(() => {
  const result = z.object({
    application_id: z.string(),
    moved: z.boolean(),
    /** Why it did not move; null when it moved. */
    refusal: BulkRefusalSchema.nullable(),
    /** The application as it stands now; null when it is not one the caller may see. */
    application: ApplicationSchema.nullable(),
    /** Whether a message was posted in the candidate's thread. */
    messaged: z.boolean(),
  });
  return z.object({ moved: z.number().int(), refused: z.number().int(), results: z.array(result) });
});
export type BulkMove = z.infer<typeof BulkMoveSchema>;
export type BulkMoveResult = BulkMove['results'][number];
