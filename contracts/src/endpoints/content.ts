import { z } from 'zod';
import { endpoint, ErrorSchema, publicErrors } from '../define.ts';
import { FETCHED_LANGUAGES } from '../languages.ts';

export { FETCHED_LANGUAGES, LANGUAGES } from '../languages.ts';

/** Translations: namespace → key → string (nested keys allowed). */
export const TranslationsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

export const content = {
  locale: endpoint({
    name: 'GET /locales/{language}.json',
    method: 'GET',
    path: '/locales/:file',
    auth: 'none',
    envelope: false,
    summary: 'Translations for every language but English (bundled), §7 Translations',
    schemas: () => ({
      params: z
        .object({
          file: z.enum(FETCHED_LANGUAGES.map((l) => `${l}.json`) as [string, ...string[]]),
        })
        .strict(),
      responses: { 200: TranslationsSchema, ...publicErrors, 404: publicErrors[400] },
    }),
    example: { params: { file: 'fr.json' } },
  }),
  upload: endpoint({
    name: 'PUT {upload_url}',
    method: 'PUT',
    // Our design: presigned URLs (GET /v1/brands/{id}/media/presigned_url) point back at the mock.
    path: '/__uploads/:key',
    auth: 'none',
    bodyKind: 'raw',
    // §7: an empty content type and force-csrf set to true.
    headers: { 'content-type': '', 'force-csrf': 'true' },
    envelope: false,
    summary:
      'The caller-supplied upload URL (§7): any body, empty content type, header force-csrf: true. Only keys a presigned URL issued are accepted; answers the stored size (the spec shows no response)',
    schemas: () => ({
      params: z
        .object({ key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an upload key') })
        .strict(),
      body: z.custom<Uint8Array>(
        (v) => v instanceof Uint8Array && v.byteLength > 0,
        'a non-empty file body',
      ),
      responses: {
        200: z.object({ key: z.string(), size: z.number().int() }),
        ...publicErrors,
        403: ErrorSchema,
        404: ErrorSchema,
        413: ErrorSchema,
      },
    }),
    example: { params: { key: 'demo-upload' }, body: 'demo video bytes' },
  }),
};
