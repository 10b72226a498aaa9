import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

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
};
