import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { api } from '@ws/contracts';
import { receiveUpload } from '../db/uploads.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail } from './define-routes.ts';

// The mock stands in for the content delivery path: it serves the web app's own translation files.
const LOCALES_DIR = fileURLToPath(new URL('../../../web/locales/', import.meta.url));

function loadLanguage(language: string): Record<string, Record<string, unknown>> {
  const dir = `${LOCALES_DIR}${language}/`;
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(dir + file, 'utf8'))]),
  );
}

export const contentHandlers: AreaHandlers<typeof api.content> = {
  locale: ({ params }) => ({ status: 200, body: loadLanguage(params.file.replace(/\.json$/, '')) }),

  upload: ({ world, params, body, request, now }) => {
    // §7: the client marks this PUT with force-csrf: true.
    if (request.headers['force-csrf'] !== 'true') {
      return fail(
        400,
        'VALIDATION_ERROR',
        'headers.force-csrf: must be "true"',
        'headers.force-csrf',
      );
    }
    const outcome = receiveUpload(world, params.key, body, now);
    if (typeof outcome === 'object')
      return fail(400, 'VALIDATION_ERROR', `body: ${outcome.refused}`, 'body');
    if (outcome === 'unknown')
      return fail(404, 'NOT_FOUND', 'No upload was issued for this URL', 'params.key');
    if (outcome === 'expired')
      return fail(403, 'EXPIRED', 'This upload URL has expired', 'params.key');
    return { status: 200, body: { key: params.key, size: body.byteLength } };
  },
};
