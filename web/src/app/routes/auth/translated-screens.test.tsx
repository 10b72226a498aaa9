import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { applyDocumentLanguage, initI18n } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/render-route';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/*.json',
);

/** The text of `key` (dotted) in `language`'s catalogue file of namespace `ns`. */
async function text(language: string, ns: string, key: string) {
  const file = catalogues[`../../../../locales/${language}/${ns}.json`];
  let value: unknown = (await file!()).default;
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  expect(typeof value, `${language}/${ns}.json has ${key}`).toBe('string');
  return value as string;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

// Each screen, opened as a person in that language does: the page's heading from its catalogue.
const SCREENS: [string, string | undefined, string, string][] = [
  ['/user/login', undefined, 'auth', 'login.title'],
  ['/user/signup', undefined, 'auth', 'signup.title'],
  ['/forgot-password', undefined, 'auth', 'forgot.title'],
  ['/qsrlogin', undefined, 'auth', 'login.qsrTitle'],
  ['/jobs', 'candidate@demo.test', 'jobs', 'title'],
  ['/my-schedule', 'candidate@demo.test', 'workday', 'title'],
  ['/messages', 'manager@demo.test', 'messaging', 'inbox.pageTitle'],
  ['/message-board', 'enterprise@demo.test', 'messaging', 'board.title'],
];
const LANGUAGES: [Language, 'rtl' | 'ltr'][] = [
  ['ar', 'rtl'],
  ['fr', 'ltr'],
];
const cases = LANGUAGES.flatMap(([language, dir]) =>
  SCREENS.map(([path, as, ns, key]) => [path, language, dir, as, ns, key] as const),
);

describe('my screens in another language (§9)', () => {
  it.each(cases)(
    '[R9-06] %s in %s is written %s with its heading from the catalogue',
    async (path, language, dir, as, ns, key) => {
      await renderRoute(path, as ? { as } : {});
      await initI18n(language);
      expect(document.documentElement).toHaveAttribute('lang', language);
      expect(document.documentElement).toHaveAttribute('dir', dir);
      const heading = await text(language, ns, key);
      expect(
        await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 }),
      ).toBeVisible();
      expect(document.body.textContent).not.toMatch(/\b(auth|shell|jobs|workday|messaging):[a-z]/);
    },
  );
});
