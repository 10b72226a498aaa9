/**
 * `pnpm screens`: the whole app at once. Starts the seeded mock server and the production build
 * (as `npm run demo` does, on ports of its own), signs in each persona and photographs every page it
 * can reach from its landing page by the links it is shown, at 390 and 1280 px, in English and
 * Arabic, into .reports/screens/ with an index.html contact sheet: route × persona × width ×
 * language, each photograph with the console errors and failed requests of its page.
 * Flags: --port-base N (mock N, web N+1000; 4655), --max-routes N (pages per persona, 16),
 * --smoke (what `npm test` runs: one persona, its landing page only; fails if no photograph was
 * taken, so the script cannot rot).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureBuild } from './demo/web-build.ts';
import { contactSheet, type Shot } from './screens-sheet.ts';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const smoke = process.argv.includes('--smoke');
const mockPort = flag('--port-base', 4655);
const webPort = mockPort + 1000;
const maxRoutes = smoke ? 1 : flag('--max-routes', 16);
const repo = resolve(import.meta.dirname, '..');
const outDir = join(repo, '.reports', smoke ? 'screens-smoke' : 'screens');
const buildDir = join(repo, '.cache', `screens-web-${mockPort}`);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Passw0rd!';
const WIDTHS = [390, 1280] as const;
/** Each persona's landing page; its other pages are found from the links it is shown there. */
const PERSONAS: Record<string, string> = {
  'candidate@demo.test': '/dashboard/member',
  'manager@demo.test': '/dashboard/tts',
  'hiring@demo.test': '/dashboard/hiring',
  'scheduler@demo.test': '/schedule',
  'enterprise@demo.test': '/access-portal/main',
  'halo@demo.test': '/enterprise-dashboards/gp-main-dashboard',
  'risk@demo.test': '/enterprise-dashboards/risk-dashboard',
  'engage@demo.test': '/enterprise-dashboards/parent-main-dashboard',
};
/** Links that end the session or leave the app are not followed. */
const NOT_FOLLOWED = /^\/(user\/logout|logout|ilm)|^\/user\/refresh/;

const env = { ...process.env, MOCK_PORT: String(mockPort), WEB_PORT: String(webPort) };
const children: ChildProcess[] = [];
const stop = () => {
  // Each child leads its own process group: pnpm does not pass SIGTERM on to the server it runs.
  for (const child of children)
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
const start = (args: string[]) =>
  children.push(
    spawn('pnpm', args, { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true }),
  );

const origin = (language: string) =>
  language === 'en' ? `http://localhost:${webPort}` : `http://${language}.localhost:${webPort}`;

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Until the page shows its heading and nothing on it is still loading (or 20 s have passed). */
async function settled(page: Page) {
  await page
    .locator('h1, main [role="alert"]')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  // A locator, not a predicate string: Playwright compiles a string with `new Function` inside the
  // page, which the app's CSP refuses and reports as a console error the sheet would then show.
  await page
    .locator('[aria-busy="true"], .state[role="status"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** The app's own pages linked from what the persona sees, in the order they appear. */
async function linkedRoutes(page: Page): Promise<string[]> {
  // A string: this script is compiled without the browser's types.
  const hrefs = await page.evaluate<string[]>(
    `[...document.querySelectorAll('a[href]')].map((link) => link.href)`,
  );
  const here = new URL(page.url());
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.host === here.host && !NOT_FOLLOWED.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

async function signIn(browser: Browser, email: string, landing: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin('en')}/user/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
  const allow = page.getByRole('button', { name: 'Allow all' });
  if (await allow.isVisible()) await allow.click();
  const state = await context.storageState();
  const session = state.origins.find((o) => o.origin === origin('en'))?.localStorage ?? [];
  await context.close();
  return session;
}

/** One persona's pages in one language: found breadth-first from the landing page, each photographed at both widths. */
async function photograph(
  browser: Browser,
  who: string,
  landing: string,
  language: string,
  session: { name: string; value: string }[],
  routes: string[],
): Promise<Shot[]> {
  const base = origin(language);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin: base, localStorage: session }] },
  });
  const page = await context.newPage();
  let problems = { console: [] as string[], failed: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.console.push(error.message.slice(0, 300)));
  page.on('requestfailed', (request) => {
    // A request the page itself gave up on as it moved on is not a failure of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const shots: Shot[] = [];
  const queue = routes.length > 0 ? [...routes] : [landing];
  const seen = new Set(queue);
  while (queue.length > 0 && shots.length < maxRoutes * WIDTHS.length) {
    const route = queue.shift()!;
    problems = { console: [], failed: [] };
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .goto(`${base}${route}`)
      .catch((error: Error) => problems.console.push(error.message));
    await settled(page);
    // The consent banner is answered once per language (its answer is a cookie of each host).
    const consent = page.locator('.consent-banner .consent-actions button').first();
    if (await consent.isVisible()) await consent.click();
    if (routes.length === 0)
      for (const next of await linkedRoutes(page))
        if (!seen.has(next) && seen.size < maxRoutes) {
          seen.add(next);
          queue.push(next);
        }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.waitForTimeout(300);
      const file = `${who.split('@')[0]}-${language}-${width}-${shots.length}.png`;
      await page
        .screenshot({ path: join(outDir, file), fullPage: true, timeout: 30_000 })
        .catch((error: Error) =>
          problems.console.push(`screenshot: ${error.message.slice(0, 200)}`),
        );
      const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      shots.push({
        route,
        landedOn: new URL(page.url()).pathname,
        persona: who,
        language,
        width,
        file,
        console: [...problems.console],
        failed: [...new Set(problems.failed)],
        sideways: scrollWidth > width ? scrollWidth : null,
      });
    }
  }
  await context.close();
  return shots;
}

try {
  const started = performance.now();
  start(['--silent', '--filter', '@ws/mock-server', 'start']);
  await ensureBuild(env, (child) => children.push(child), buildDir);
  start(['--silent', '--filter', '@ws/web', 'exec', 'vite', 'preview', '--outDir', buildDir]);
  const ready = [
    `${origin('en')}/user/login`,
    `http://localhost:${mockPort}/.well-known/jwks.json`,
  ];
  while (!(await Promise.all(ready.map(answers))).every(Boolean))
    await new Promise((done) => setTimeout(done, 200));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const shots: Shot[] = [];
  const personas = Object.entries(PERSONAS).slice(0, smoke ? 1 : undefined);
  for (const [who, landing] of personas) {
    const session = await signIn(browser, who, landing);
    // English finds the routes; Arabic photographs the same ones.
    const english = await photograph(browser, who, landing, 'en', session, []);
    const routes = [...new Set(english.map((shot) => shot.route))];
    const arabic = await photograph(browser, who, landing, 'ar', session, routes);
    shots.push(...english, ...arabic);
    console.info(`› ${who}: ${routes.length} routes`);
  }
  await browser.close();
  writeFileSync(join(outDir, 'index.html'), contactSheet(shots));
  writeFileSync(join(outDir, 'shots.json'), JSON.stringify(shots, null, 2));
  const troubled = shots.filter((s) => s.console.length + s.failed.length > 0 || s.sideways);
  console.info(
    `screens: ${shots.length} photographs in ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
      `${troubled.length} with a console error, a failed request or a sideways scroll → ${join(outDir, 'index.html')}`,
  );
  if (shots.length === 0) process.exitCode = 1;
} catch (error) {
  console.error('screens:', error);
  process.exitCode = 1;
} finally {
  stop();
}
