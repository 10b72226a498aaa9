/** What a person may change on their own account (extension PUT /v1/user). */
import { z } from 'zod';
import { lazySchema } from '../define.ts';

const name = z.string().trim().min(1, 'must not be empty').max(60);

export const AccountUpdateSchema = lazySchema(() =>
  z
    .object({
      first_name: name,
      last_name: name,
      phone: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, 'a phone number in international form, e.g. +12025550143')
        .nullable(),
    })
    .strict(),
);
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;
