import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ApplicationStageSchema } from './application.ts';
import { pageOf } from './common.ts';

/** The latest message of a thread, cut to a line for a list. */
export const ThreadLastMessageSchema = lazySchema(() =>
  z.object({
    sender: z.enum(['EMPLOYER', 'CANDIDATE']),
    sender_name: z.string(),
    excerpt: z.string(),
    sent_at: z.string(),
  }),
);

/** One application's message thread as the employer's inbox lists it (extension). */
export const ThreadSummarySchema = lazySchema(() =>
  z.object({
    application_id: z.string(),
    stage: ApplicationStageSchema,
    candidate: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
    brand: z.object({ id: z.string(), name: z.string() }),
    position: z.object({ id: z.string(), name: z.string() }),
    message_count: z.number().int(),
    /** Candidate messages the employers have not read yet. */
    unread_count: z.number().int(),
    last_message: ThreadLastMessageSchema,
  }),
);
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

/** A page of threads, latest activity first; unread_total counts every thread, not only the page. */
export const ThreadPageSchema = lazySchema(() =>
  pageOf('threads', ThreadSummarySchema, { unread_total: z.number().int() }),
);
export type ThreadPage = z.infer<typeof ThreadPageSchema>;
