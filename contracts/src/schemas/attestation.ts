import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** Clock-out attestation questions (§2 settings/clockout-attestation): asked when an employee clocks out. */

export const AnswerTypeSchema = z.enum(['YES_NO', 'TEXT', 'MULTIPLE_CHOICE']);

export const AttestationQuestionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    text: z.string(),
    answer_type: AnswerTypeSchema,
    /** The choices of a MULTIPLE_CHOICE question; empty for the other types. */
    options: z.array(z.string()),
    required: z.boolean(),
    active: z.boolean(),
    /** 1-based place in the order employees see the questions. */
    position: z.number().int(),
  }),
);
export type AttestationQuestion = z.infer<typeof AttestationQuestionSchema>;

const option = z.string().trim().min(1).max(80);
const fields = {
  text: z.string().trim().min(3).max(300),
  answer_type: AnswerTypeSchema,
  options: z
    .array(option)
    .max(10)
    .refine((list) => new Set(list).size === list.length, 'options must differ'),
  required: z.boolean(),
};

/** Options are checked against the answer type in the handler, since an update may change either alone. */
export const AttestationQuestionBodySchema = lazySchema(() =>
  z
    .object({
      ...fields,
      options: fields.options.default([]),
      required: fields.required.default(true),
      active: z.boolean().default(true),
    })
    .strict(),
);
export const AttestationQuestionPatchSchema = lazySchema(() => z.object(fields).partial().strict());

export const AttestationOrderBodySchema = lazySchema(() =>
  z
    .object({
      ids: z
        .array(z.string().min(1))
        .refine((list) => new Set(list).size === list.length, 'ids must not repeat'),
    })
    .strict(),
);
