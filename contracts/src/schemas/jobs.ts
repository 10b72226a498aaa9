/** Open positions of the world's brands that candidates browse and apply for (extension). */
import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { UploadedFileSchema, pageOf } from './common.ts';

/** §9-style paging for the jobs list: 10 a page from offset 0. */
export const JOBS_PAGE_SIZE = 10;

export const EmploymentTypeSchema = z.enum(['FULL_TIME', 'PART_TIME']);

export const JobSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }),
    position: z.object({ id: z.string(), name: z.string() }),
    /** The location's city, state and street address: what "place" searches. */
    place: z.object({ city: z.string(), state: z.string(), address: z.string() }),
    employment_type: EmploymentTypeSchema,
    hourly_pay: z.object({ min: z.number(), max: z.number() }),
    description: z.string(),
    posted_at: z.string(),
    /** Whether the caller has applied already (one application per job and person). */
    applied: z.boolean(),
  }),
);
export type Job = z.infer<typeof JobSchema>;

export const JobPageSchema = lazySchema(() => pageOf('jobs', JobSchema));

/** The file a candidate may attach: a résumé as PDF, Word or a photo of it. */
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
] as const;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;

const E164 = /^\+[1-9]\d{6,14}$/;

export const JobApplicationBodySchema = lazySchema(() =>
  z
    .object({
      // Absent, the account's own name and e-mail are used (the form shows them prefilled).
      name: z.string().trim().min(1, 'Give your name').max(120).optional(),
      email: z.email().optional(),
      phone: z
        .string()
        .regex(E164, 'a phone number in international form, e.g. +12025550143')
        .optional(),
      note: z.string().trim().max(1000).default(''),
      resume: UploadedFileSchema.refine(
        (f) => (RESUME_TYPES as readonly string[]).includes(f.mimetype),
        {
          message: 'a PDF, Word document, PNG or JPEG',
        },
      ).optional(),
    })
    .strict(),
);
