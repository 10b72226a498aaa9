/**
 * What route tests of many screens repeat: opening a screen as a demo account, the hiring board
 * drawn whole, the no-access page,
 * an error panel whose Try again recovers, a screen drawn in another language with every key found,
 * and text a person should never read (a field path, an upper-case code, an untranslated key).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { expect, onTestFinished } from 'vitest';
import type { RouteHandle } from '../app/routes/route-prefetch';
import { BUNDLED_NAMESPACES, type Language } from '../lib/i18n';
import { mockBackend } from './mock-backend';
import { renderRoute } from './render-route';

/** `url` opened by the demo account `as` (README's demo accounts). */
export const openAs = (as: string, url: string) => renderRoute(url, { as });

/**
 * The hiring board's cards once every stage shows all of its own: the first stage's come first,
 * and a stage whose cards are still to be drawn says it is busy.
 */
export async function boardCards() {
  await waitFor(() => {
    expect(screen.queryAllByTestId('application-row').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('region', { busy: true })).toHaveLength(0);
  });
  return screen.getAllByTestId('application-row');
}

/**
 * The translation namespaces the screen at `url`, opened by `as`, reads while `drawn` waits that
 * neither come with the app nor load with the page's routes (their handles' `namespaces`): such a
 * file is fetched only when a part of the screen first asks for it, and suspends the screen once
 * more after its data came. What each part reads is recorded, loaded already or not, so an earlier
 * test's loads hide nothing.
 */
export async function wordsNotLoadedWithRoute(
  as: string,
  url: string,
  drawn: () => Promise<unknown>,
) {
  const read = new Set<string>();
  let routeReady = false;
  const reports = i18next.reportNamespaces;
  i18next.reportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      if (routeReady) for (const namespace of [namespaces].flat()) read.add(namespace);
      reports?.addUsedNamespaces(namespaces);
    },
    getUsedNamespaces: () => reports?.getUsedNamespaces() ?? [],
  };
  onTestFinished(() => {
    i18next.reportNamespaces = reports;
  });
  const { router } = await renderRoute(url, { as, onRouteReady: () => (routeReady = true) });
  await drawn();
  const withRoutes = router.state.matches.flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.namespaces ?? [],
  );
  return [...read]
    .filter((namespace) => ![...BUNDLED_NAMESPACES, ...withRoutes].includes(namespace))
    .sort();
}

/** The product check's page, for an account whose products leave this screen out (§6). */
export async function expectNoAccess() {
  expect(
    await screen.findByRole('heading', { name: 'You don’t have access to this page', level: 1 }),
  ).toBeInTheDocument();
}

/** Every call whose path matches `pattern` (the fault rules' glob) answers a server error. */
export const failCalls = (pattern: string) =>
  mockBackend().fault({ kind: 'error', pattern, share: 1 });

/** Every `method` call to a path matching `path` is refused as the mock refuses a field it validates. */
export const refuseField = (method: string, path: RegExp, field: string, message: string) =>
  mockBackend().answer(method, path, 400, {
    status_code: 400,
    error: 'VALIDATION_ERROR',
    message: `${field}: ${message}`,
    field,
  });

/**
 * The screen's error panel reads `title`; once the service is back, its own Try again brings back
 * what `recovered` waits for, without a reload.
 */
export async function expectTryAgainRecovers(
  user: UserEvent,
  title: string | RegExp,
  recovered: () => Promise<unknown>,
) {
  const message = await screen.findByText(title);
  const panel = message.closest<HTMLElement>('[role="alert"]') ?? document.body;
  await mockBackend().reset();
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await recovered();
}

/**
 * Words no person should meet: a request path (`body.user_id`), an upper-case code
 * (`VALIDATION_ERROR`, `TEAM_LIVE`), a translation's placeholder or a namespaced key left as it is.
 */
const RAW_TEXT =
  /\b(?:body|query|params)\.[a-z_]+|\b[A-Z]{2,}_[A-Z_]+\b|\{\{|\b[a-z-]+:[a-z]+\.[a-zA-Z.]+/;

export function expectNoRawText(root: HTMLElement = document.body) {
  const text = root.textContent ?? '';
  expect(text.match(RAW_TEXT)?.[0] ?? null).toBeNull();
}

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/**
 * Switches the app to `language` with its catalogue as the locales call brings it, and with no
 * fallback to English: a key missing in that language is recorded (and drawn as the key) instead
 * of showing English. Returns the keys missed so far; English is back after the test.
 */
export async function inLanguage(language: Language) {
  const missing: string[] = [];
  for (const [file, load] of Object.entries(catalogues)) {
    const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang === language && ns) i18next.addResourceBundle(lang, ns, (await load()).default, true);
  }
  const { options } = i18next;
  const before = {
    fallbackLng: options.fallbackLng,
    saveMissing: options.saveMissing,
    missingKeyHandler: options.missingKeyHandler,
  };
  options.fallbackLng = false;
  options.saveMissing = true;
  options.missingKeyHandler = (_languages, ns, key) => missing.push(`${ns}:${key}`);
  await i18next.changeLanguage(language);
  onTestFinished(async () => {
    Object.assign(options, before);
    await i18next.changeLanguage('en');
  });
  return missing;
}
