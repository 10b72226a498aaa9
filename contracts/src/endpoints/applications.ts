/** Applications and messages (§7). */
import { z } from 'zod';
import { bearerErrors, brandErrors, call, ErrorSchema } from '../define.ts';
import {
  ApplicationPageSchema,
  ApplicationStageSchema,
  MessageSchema,
  MessageThreadSchema,
  ReadFlagsBodySchema,
} from '../schemas/application.ts';
import { CountSchema } from '../schemas/brand.ts';
import { applicationFilterQuery } from '../schemas/pipeline.ts';
import { emptyQuery, flag, idSegment, offsetQuery, UploadedFileSchema } from '../schemas/common.ts';

/** §9: applications are paged 10 at a time from offset 0. */
export const APPLICATIONS_PAGE_SIZE = 10;
const limit = z.coerce.number().int().min(1).max(100).default(APPLICATIONS_PAGE_SIZE);
const MAX_MESSAGE_FILES = 5;

export const applications = {
  employerApplications: call(
    'GET /v1/employer_applications',
    'Applications to a brand and its locations, newest first (offset 0, limit 10 by default); extension filters: stage, position_id, location_id, q (candidate name)',
    () => ({
      query: z
        .object({
          brand: idSegment,
          offset: offsetQuery,
          limit,
          include_archived: flag,
          // Extension: the board filters on the server so counts and pages cover every application.
          stage: ApplicationStageSchema.optional(),
          ...applicationFilterQuery,
        })
        .strict(),
      data: ApplicationPageSchema,
      errors: brandErrors,
    }),
    {
      access: { brand: 'query.brand', product: 'SOURCE_HIRE' },
      example: { caller: 'u-manager', query: { brand: 'CH-1-1-1', offset: '0', limit: '10' } },
    },
  ),
  candidateApplications: call(
    'GET /v1/candidate_applications',
    "The caller's own applications, newest first",
    () => ({
      query: z.object({ offset: offsetQuery, limit }).strict(),
      data: ApplicationPageSchema,
      errors: bearerErrors,
    }),
    { example: { caller: 'u-candidate', query: { offset: '0', limit: '10' } } },
  ),
  messages: call(
    'GET /v1/application_messages/:applicationId',
    "An application's message thread, oldest first; is_read is the recipient's flag",
    () => ({
      params: z.object({ applicationId: idSegment }).strict(),
      query: emptyQuery,
      data: MessageThreadSchema,
      errors: brandErrors,
    }),
    {
      access: { product: 'SOURCE_HIRE', application: { field: 'params.applicationId' } },
      example: { caller: 'u-candidate', params: { applicationId: 'ap-1' } },
    },
  ),
  sendMessage: call(
    'POST /v1/applications/:applicationId/messages',
    `Sends a message on an application: multipart message_body and up to ${MAX_MESSAGE_FILES} files (10 MB each)`,
    () => ({
      params: z.object({ applicationId: idSegment }).strict(),
      query: emptyQuery,
      body: z
        .object({
          // Our decision: a message may be only attachments, so the text is optional when files come.
          message_body: z.string().trim().max(5000).default(''),
          files: z
            .union([UploadedFileSchema, z.array(UploadedFileSchema)])
            .transform((v) => [v].flat())
            .pipe(z.array(UploadedFileSchema).max(MAX_MESSAGE_FILES))
            .default([]),
        })
        .strict()
        .refine((b) => b.message_body.length > 0 || b.files.length > 0, {
          path: ['message_body'],
          message: 'Write a message or attach a file',
        }),
      data: MessageSchema,
      errors: { ...brandErrors, 413: ErrorSchema, 415: ErrorSchema },
    }),
    {
      access: { product: 'SOURCE_HIRE', application: { field: 'params.applicationId' } },
      bodyKind: 'multipart',
      example: {
        caller: 'u-candidate',
        params: { applicationId: 'ap-1' },
        body: { message_body: 'Thanks, see you Tuesday!', files: ['fixture:resume.pdf'] },
      },
    },
  ),
  markRead: call(
    'POST /v1/message_is_read',
    'Sets read flags: a JSON list of {message_id, is_read}; all or nothing',
    () => ({
      query: emptyQuery,
      body: ReadFlagsBodySchema,
      data: z.object({ updated: z.number().int() }),
      errors: brandErrors,
    }),
    {
      access: { product: 'SOURCE_HIRE' },
      example: { caller: 'u-candidate', body: [{ message_id: 'm-1-1', is_read: true }] },
    },
  ),
  candidateUnreadCount: call(
    'GET /v1/unread_message_count_candidate',
    'Unread employer messages across the caller’s applications',
    () => ({ query: emptyQuery, data: CountSchema, errors: bearerErrors }),
    { example: { caller: 'u-candidate' } },
  ),
};
