/** Applications and messages (§7). */
import { z } from 'zod';
import { bearerErrors, brandErrors, endpoint, envelope, ErrorSchema } from '../define.ts';
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
  employerApplications: endpoint({
    method: 'GET',
    path: '/v1/employer_applications',
    auth: 'bearer',
    access: { brand: 'query.brand', product: 'SOURCE_HIRE' },
    summary:
      'Applications to a brand and its locations, newest first (offset 0, limit 10 by default); extension filters: stage, position_id, location_id, q (candidate name)',
    schemas: () => ({
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
      responses: { 200: envelope(ApplicationPageSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', query: { brand: 'CH-1-1-1', offset: '0', limit: '10' } },
  }),
  candidateApplications: endpoint({
    method: 'GET',
    path: '/v1/candidate_applications',
    auth: 'bearer',
    summary: "The caller's own applications, newest first",
    schemas: () => ({
      query: z.object({ offset: offsetQuery, limit }).strict(),
      responses: { 200: envelope(ApplicationPageSchema), ...bearerErrors },
    }),
    example: { caller: 'u-candidate', query: { offset: '0', limit: '10' } },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/v1/application_messages/:applicationId',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE', application: { field: 'params.applicationId' } },
    summary: "An application's message thread, oldest first; is_read is the recipient's flag",
    schemas: () => ({
      params: z.object({ applicationId: idSegment }).strict(),
      query: emptyQuery,
      responses: { 200: envelope(MessageThreadSchema), ...brandErrors },
    }),
    example: { caller: 'u-candidate', params: { applicationId: 'ap-1' } },
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/v1/applications/:applicationId/messages',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE', application: { field: 'params.applicationId' } },
    schemas: () => ({
      query: emptyQuery,
      params: z.object({ applicationId: idSegment }).strict(),
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
      responses: {
        200: envelope(MessageSchema),
        ...brandErrors,
        413: ErrorSchema,
        415: ErrorSchema,
      },
    }),
    bodyKind: 'multipart',
    summary: `Sends a message on an application: multipart message_body and up to ${MAX_MESSAGE_FILES} files (10 MB each)`,
    example: {
      caller: 'u-candidate',
      params: { applicationId: 'ap-1' },
      body: { message_body: 'Thanks, see you Tuesday!', files: ['fixture:resume.pdf'] },
    },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/v1/message_is_read',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE' },
    schemas: () => ({
      query: emptyQuery,
      body: ReadFlagsBodySchema,
      responses: { 200: envelope(z.object({ updated: z.number().int() })), ...brandErrors },
    }),
    summary: 'Sets read flags: a JSON list of {message_id, is_read}; all or nothing',
    example: { caller: 'u-candidate', body: [{ message_id: 'm-1-1', is_read: true }] },
  }),
  candidateUnreadCount: endpoint({
    method: 'GET',
    path: '/v1/unread_message_count_candidate',
    auth: 'bearer',
    summary: 'Unread employer messages across the caller’s applications',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(CountSchema), ...bearerErrors },
    }),
    example: { caller: 'u-candidate' },
  }),
};
