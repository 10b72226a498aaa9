import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { pageOf } from './common.ts';

/** Business statuses of applications are not shown (§4): ours follow a usual hiring funnel. */
export const ApplicationStageSchema = z.enum([
  'APPLIED',
  'SCREENING',
  'INTERVIEW',
  'OFFER',
  'HIRED',
  'REJECTED',
]);

export const ApplicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    stage: ApplicationStageSchema,
    applied_at: z.string(),
    updated_at: z.string(),
    archived: z.boolean(),
    candidate: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
    brand: z.object({ id: z.string(), name: z.string() }),
    position: z.object({ id: z.string(), name: z.string() }),
    unread_count: z.number().int(),
  }),
);
export type Application = z.infer<typeof ApplicationSchema>;

/** A page of applications (§9: 10 from offset 0 by default). */
export const ApplicationPageSchema = lazySchema(() => pageOf('applications', ApplicationSchema));

export const MessageFileSchema = lazySchema(() =>
  z.object({ filename: z.string(), mimetype: z.string(), size: z.number().int() }),
);

/** §3 Message: message_body, files, message_id, is_read (read by its recipient). */
export const MessageSchema = lazySchema(() =>
  z.object({
    message_id: z.string(),
    application_id: z.string(),
    sender: z.enum(['EMPLOYER', 'CANDIDATE']),
    sender_name: z.string(),
    message_body: z.string(),
    files: z.array(MessageFileSchema),
    sent_at: z.string(),
    is_read: z.boolean(),
  }),
);
export type Message = z.infer<typeof MessageSchema>;

export const MessageThreadSchema = lazySchema(() =>
  z.object({ application_id: z.string(), messages: z.array(MessageSchema) }),
);

export const ReadFlagsBodySchema = lazySchema(() =>
  z
    .array(z.object({ message_id: z.string().min(1), is_read: z.boolean() }).strict())
    .min(1)
    .max(200),
);
