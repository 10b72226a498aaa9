/**
 * `pnpm bench:interactions`: the key interactions of the production build against the mock, in the
 * system Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile
 * slowdown), each one's Interaction to Next Paint read from the browser's Event Timing entries (the
 * slowest event of the interaction, from input to the next paint; for typing, the worst keystroke):
 * open an application, move it to a stage, send a message and type a name in the hiring search
 * (hiring@), open the shift dialog, save a shift and change week (scheduler@), open the brand
 * switcher and switch brand (enterprise@). Then, as the enterprise persona, the first render of
 * the hiring board, the schedule by position, the brand switcher, the access portal and search
 * (from the navigation's start to the frame that drew the screen's content, as the page itself times
 * it, the app's files already cached, as on a second visit),
 * each with the largest API answer it waited for. Goal: every interaction ≤ 200 ms (Core Web Vitals'
 * "good"), every first render ≤ 2 s; each figure the median of 5 rounds.
 *
 * Flags: --port-base N (4225, as bench:web's: web, +1 mock), --runs N (rounds, 5), --cpu N (slowdown, 4),
 * --enterprise-scale N (the mock's enterprise persona's group N times the seed, 1), --skip-build,
 * --build-dir DIR (build there instead, to run beside a bench:web that serves its own),
 * --peer DIR (another build, made for the same --port-base, e.g. of the commit before: each first
 * render of this build is paired with one of the peer, served in turn on the same origin, and a row
 * gives both medians; on 2 cores one build's first render moves 1.4–2.5 s between runs, so a change
 * is judged against its peer), --first-renders-only (skip the interactions),
 * --smoke (what `npm test` runs: one round on a tiny setting, the CPU not slowed, the build paired
 * with itself as its peer, proving the bench runs; measures nothing worth reading).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startChild, stopAll } from './bench/children.ts';
import {
  type Answer,
  type Interaction,
  measureInteraction,
  observedPage,
  recordAnswers,
  type Throttled,
  contentTimes,
  watchContent,
} from './bench/interaction-timing.ts';
import { printResults, type Result } from './bench/report.ts';
import { serveGzip, type StaticHost } from './bench/static-gzip.ts';
import { ensureBuild } from './demo/web-build.ts';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const smoke = process.argv.includes('--smoke');
const portBase = flag('--port-base', 4225);
const [webPort, mockPort] = [portBase, portBase + 1];
const ROUNDS = smoke ? 1 : Math.max(1, flag('--runs', 5));
// The smoke proves the bench runs, not how fast: the page at full speed spares npm test the slowed waits.
const CPU_SLOWDOWN = smoke ? 1 : flag('--cpu', 4);
const ENTERPRISE_SCALE = flag('--enterprise-scale', 1);
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Passw0rd!';
const STEP_MS = 60_000;
const GOALS = { interactionMs: 200, firstRenderMs: 2000 };
const web = `http://127.0.0.1:${webPort}`;
const api = `http://127.0.0.1:${mockPort}`;
/** bench:web's build folder: on the same --port-base (the mock's address is baked in) one build serves both. */
const at = process.argv.indexOf('--build-dir');
const outDir =
  at > 0
    ? resolve(process.argv[at + 1] ?? '')
    : fileURLToPath(new URL('../web/dist-bench/', import.meta.url));
const peerAt = process.argv.indexOf('--peer');
const peerDir = peerAt > 0 ? resolve(process.argv[peerAt + 1] ?? '') : undefined;
if (peerDir && !existsSync(join(peerDir, 'index.html')))
  throw new Error(
    `--peer ${peerDir}: no index.html there; build the peer for --port-base ${portBase}`,
  );
const firstRendersOnly = process.argv.includes('--first-renders-only');
/** Weeks far from the seeded shifts, one a round, so each round adds its shift to an empty week. */
const CLEAN_WEEK = Date.UTC(2030, 0, 7);
const weekOf = (round: number) =>
  new Date(CLEAN_WEEK + round * 7 * 86_400_000).toISOString().slice(0, 10);

if (!process.argv.includes('--skip-build')) {
  const build = await ensureBuild({ ...process.env, VITE_API_URL: api }, () => undefined, outDir);
  console.info(
    build.built
      ? `built the web app (production) in ${(build.ms / 1000).toFixed(1)} s`
      : 'the web build is up to date',
  );
}

/**
 * A persona signed in through the form at full speed. Its CPU is slowed only while it is measured:
 * each persona is a person on a device of their own, and Chromium's throttling of several idle
 * pages at once on this machine's two cores slows whichever page is measured (first renders took
 * twice as long with the other personas' pages left slowed).
 */
async function signedIn(browser: Browser, email: string, landing: RegExp): Promise<Throttled> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const throttled = await observedPage(context);
  const { page } = throttled;
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${web}/user/login`, { timeout: STEP_MS });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(landing, { timeout: STEP_MS });
  const allow = page.getByRole('button', { name: 'Allow all' });
  await allow.click({ timeout: STEP_MS }).catch(() => undefined);
  return throttled;
}

/** Opens `path` and waits for its content (a CSS selector). */
const loaded = async (page: Page, path: string, content: string) => {
  await page.goto(`${web}${path}`, { timeout: STEP_MS });
  await page.locator(content).first().waitFor({ timeout: STEP_MS });
};

const figures = new Map<string, number[]>();
const note = (what: string, ms: number) => figures.set(what, [...(figures.get(what) ?? []), ms]);
const measured = async (what: string, run: Promise<Interaction>) => note(what, (await run).inpMs);

const ROW = '[data-testid="application-row"]';
/** A candidate of every hiring@ world: the demo member applied at hiring@'s location. */
const CANDIDATE = 'Casey';
/** A search that finds people, applications and locations alike at any scale. */
const SEARCHED = 'an';

/** hiring@: search by name, open an application, move it to its next stage, send a message. */
async function hiringRound({ page }: Throttled, round: number) {
  await loaded(page, '/dashboard/hiring', ROW);
  const rows = page.locator(ROW);
  const search = page.getByLabel('Search by name');
  await measured(
    'type a name in the hiring search',
    measureInteraction(
      page,
      () => search.pressSequentially(CANDIDATE, { delay: 80 }),
      () => page.waitForURL(/[?&]q=/, { timeout: STEP_MS }),
    ),
  );
  await rows.first().waitFor({ timeout: STEP_MS });
  const detail = page.getByRole('complementary', { name: 'Application' });
  await measured(
    'open an application',
    measureInteraction(
      page,
      () => rows.first().click(),
      () => detail.waitFor({ timeout: STEP_MS }),
    ),
  );
  const stages = detail.getByLabel('Move to');
  if (await stages.count()) {
    const options = await stages
      .locator('option')
      .evaluateAll((all) =>
        all.map((o) => (o as unknown as { value: string }).value).filter(Boolean),
      );
    // Screening or Interview when offered: Offer, Hired and Rejected ask for more in a dialog.
    const target = options.find((o) => o === 'SCREENING' || o === 'INTERVIEW') ?? options[0];
    if (target) {
      await stages.selectOption(target);
      await measured(
        'move it to a stage',
        measureInteraction(
          page,
          () => detail.getByRole('button', { name: 'Move', exact: true }).click(),
          () =>
            page
              .getByRole('status')
              .filter({ hasText: / moved to / })
              .or(page.getByRole('dialog'))
              .first()
              .waitFor({ timeout: STEP_MS }),
        ),
      );
      await page.keyboard.press('Escape');
    }
  }
  const thread = detail.getByRole('region', { name: 'Messages' });
  const sent = thread.getByTestId('message');
  const before = await sent.count();
  await thread.getByPlaceholder('Write a message…').fill(`Round ${round + 1}: see you at ten.`);
  await measured(
    'send a message',
    measureInteraction(
      page,
      () => thread.getByRole('button', { name: 'Send' }).click(),
      () => sent.nth(before).waitFor({ timeout: STEP_MS }),
    ),
  );
}

/** scheduler@: open the shift dialog, save a shift, change week. */
async function scheduleRound({ page }: Throttled, round: number) {
  await loaded(page, `/schedule?week=${weekOf(round)}`, 'table');
  const add = page
    .getByRole('table')
    .getByRole('button', { name: /^Add a shift for/ })
    .first();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await measured(
    'open the shift dialog',
    measureInteraction(
      page,
      () => add.click(),
      () => dialog.waitFor({ timeout: STEP_MS }),
    ),
  );
  await dialog.getByLabel('Start').fill('09:00');
  await dialog.getByLabel('End').fill('17:00');
  await measured(
    'save a shift',
    measureInteraction(
      page,
      () => dialog.getByRole('button', { name: 'Save shift' }).click(),
      () => page.getByText('Shift added.').first().waitFor({ timeout: STEP_MS }),
    ),
  );
  await measured(
    'change week',
    measureInteraction(
      page,
      () => page.getByRole('button', { name: 'Next week' }).click(),
      () => page.waitForURL(new RegExp(`week=${weekOf(round + 1)}`), { timeout: STEP_MS }),
    ),
  );
}

const TOGGLE = '.brand-dropdown-toggle';
/** enterprise@'s entry brand: the group --enterprise-scale grows. */
const GROUP = 'GP-1';

/** enterprise@: open the brand switcher, switch to a location of another region. */
async function brandRound({ page }: Throttled, round: number) {
  await loaded(page, '/access-portal/main', TOGGLE);
  const switcher = page.getByRole('dialog', { name: 'Locations' });
  await measured(
    'open the brand switcher',
    measureInteraction(
      page,
      () => page.locator(TOGGLE).click(),
      () => switcher.locator('.brand-option').first().waitFor({ timeout: STEP_MS }),
    ),
  );
  const options = switcher.locator('.brand-option:not([aria-current="true"])');
  const target = options.nth(round % Math.max(1, await options.count()));
  await measured(
    'switch brand',
    measureInteraction(
      page,
      () => target.click(),
      () => switcher.waitFor({ state: 'hidden', timeout: STEP_MS }),
    ),
  );
  // Back to the persona's own group, where the first renders are timed.
  await page.locator(TOGGLE).click();
  await switcher.locator(`.brand-option[data-brand-id="${GROUP}"]`).click();
  await switcher.waitFor({ state: 'hidden', timeout: STEP_MS });
}

/**
 * What a first render waits for: the screen's own content (a CSS selector, watched in the page),
 * after a navigation with the app cached; for a screen opened by a press, the press and what it shows.
 */
interface Screen {
  what: string;
  path: string;
  content: string;
  press?: { on: string; shows: string };
}
const SCREENS: Screen[] = [
  { what: 'hiring board', path: '/dashboard/hiring', content: ROW },
  { what: 'schedule by position', path: '/schedule?view=position', content: 'table tbody tr' },
  { what: 'access portal', path: '/access-portal/main', content: '.ap-locations .ap-location' },
  {
    what: 'global search',
    path: `/global-search-result/${SEARCHED}`,
    // An employee's hit ("View profile"), which the people search brings.
    content: 'a.search-hit[href*="employee="]',
  },
  {
    what: 'brand switcher',
    path: '/access-portal/main',
    content: TOGGLE,
    press: { on: TOGGLE, shows: '[role="dialog"] .brand-option' },
  },
];

/**
 * A screen's first render as the page itself timed it: from the navigation's start to the frame
 * that drew its content; with a press, the press's own wait (from the press to the frame that drew
 * what it shows) added, as for a person who presses the moment they can.
 */
async function renderedMs(page: Page, screen: Screen): Promise<number> {
  await loaded(page, screen.path, screen.content);
  const { shownMs } = await contentTimes(page, screen.content);
  if (!screen.press) return shownMs;
  await page.locator(screen.press.on).click();
  const pressed = await contentTimes(page, screen.press.shows);
  return shownMs + pressed.shownMs - (pressed.pressedMs ?? pressed.shownMs);
}

/** Runs `measure` with the persona's CPU slowed, and lets it run at full speed again after. */
async function slowedWhile(persona: Throttled, measure: () => Promise<void>) {
  await persona.cpu(CPU_SLOWDOWN);
  try {
    await measure();
  } finally {
    await persona.cpu(1);
  }
}

const answers = new Map<string, Answer[]>();
/** What a peer build's figures are noted under, after the screen's name. */
const PEER = ' (peer)';

/**
 * Each screen in a page of its own, signed in as `persona` is: a screen that never renders (its page
 * busy for good) is noted as such and the bench goes on with the next in a fresh page. With a peer,
 * each screen is rendered by both builds in turn, the first of the two changing every round, so a
 * drift of the machine weighs on both alike.
 */
async function firstRenders(browser: Browser, persona: Throttled, host: StaticHost, round: number) {
  const storageState = await persona.page.context().storageState();
  const builds: [string, string][] = [[outDir, '']];
  if (peerDir) builds.push([peerDir, PEER]);
  if (round % 2) builds.reverse();
  for (const screen of SCREENS)
    for (const [dir, whose] of builds) {
      host.serveFrom(dir);
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        storageState,
      });
      await watchContent(context, [screen.content, ...(screen.press ? [screen.press.shows] : [])]);
      const { page, cpu } = await observedPage(context);
      page.setDefaultTimeout(STEP_MS);
      // The app's files in the HTTP cache: what is timed is the screen, not the first download.
      await loaded(page, '/access-portal/main', TOGGLE);
      await cpu(CPU_SLOWDOWN);
      const stop = recordAnswers(page, api);
      const ms = await renderedMs(page, screen).catch(() => Infinity);
      note(`first render: ${screen.what}${whose}`, ms);
      if (!whose) answers.set(screen.what, await stop());
      else await stop();
      await context.close();
    }
  host.serveFrom(outDir);
}

const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

const spreadOf = (runs: number[]) =>
  runs.length > 1 ? `; ${Math.round(Math.min(...runs))}–${Math.round(Math.max(...runs))}` : '';
const runsOf = (runs: number[]) => (runs.length > 1 ? `median of ${runs.length}` : '1 run');

/** A figure's row: its median against its goal. */
function resultOf(what: string, runs: number[]): Result {
  const render = what.startsWith('first render');
  const goal = render ? GOALS.firstRenderMs : GOALS.interactionMs;
  const figure = median(runs);
  if (figure === Infinity)
    return {
      what,
      goal: `≤ ${goal} ms`,
      figure: `not rendered within ${STEP_MS / 1000} s (${runsOf(runs)})`,
      ratio: 0,
      met: false,
    };
  return {
    what: render ? what : `INP: ${what}`,
    goal: `≤ ${goal} ms`,
    figure: `${Math.round(figure)} ms (${runsOf(runs)}${spreadOf(runs)})`,
    ratio: goal / Math.max(figure, 1),
    met: figure <= goal,
  };
}

/** With a peer, the row that sets this build's first render beside the peer's (ratio: peer over this). */
function pairedWithPeer(what: string, runs: number[]): Result[] {
  const peerRuns = figures.get(`${what}${PEER}`);
  if (!peerRuns) return [];
  return [
    {
      what: `  this build against the peer, ${what.replace('first render: ', '')}`,
      goal: '(for information: medians of the paired runs, this build vs the peer)',
      figure: `${Math.round(median(runs))} vs ${Math.round(median(peerRuns))} ms (the peer${spreadOf(peerRuns)})`,
      ratio: median(peerRuns) / Math.max(median(runs), 1),
    },
  ];
}

const host = await serveGzip(outDir, webPort);
try {
  const mock = await startChild<{ brands: number; applications: number; users: number }>(
    './serve-mock.ts',
    ['1'],
    {
      BENCH_PORT: String(mockPort),
      BENCH_WEB_ORIGIN: web,
      BENCH_ENTERPRISE_SCALE: String(ENTERPRISE_SCALE),
    },
  );
  console.info(
    `mock: --enterprise-scale ${ENTERPRISE_SCALE}, ${mock.info.brands} brands, ${mock.info.users} people, ${mock.info.applications} applications; CPU slowed ${CPU_SLOWDOWN}×, ${ROUNDS} round(s)`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const hiring = await signedIn(browser, 'hiring@demo.test', /\/dashboard\/hiring$/);
  const scheduler = await signedIn(browser, 'scheduler@demo.test', /\/schedule$/);
  const enterprise = await signedIn(browser, 'enterprise@demo.test', /\/access-portal\/main$/);
  for (let round = 0; round < ROUNDS; round++) {
    if (!firstRendersOnly) {
      await slowedWhile(hiring, () => hiringRound(hiring, round));
      await slowedWhile(scheduler, () => scheduleRound(scheduler, round));
      await slowedWhile(enterprise, () => brandRound(enterprise, round));
    }
    await firstRenders(browser, enterprise, host, round);
    console.info(`round ${round + 1} of ${ROUNDS} done`);
  }
  await browser.close();

  const results: Result[] = [...figures]
    .filter(([what]) => !what.endsWith(PEER))
    .flatMap(([what, runs]) => [resultOf(what, runs), ...pairedWithPeer(what, runs)]);
  console.info('\nthe largest API answers each first render waited for:');
  for (const [screen, list] of answers) {
    const top = [...list].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    console.info(
      `  ${screen}: ${top.map((a) => `${a.path} ${(a.bytes / 1024).toFixed(1)} KB${a.items === undefined ? '' : `, ${a.items} items`}`).join('; ')}`,
    );
  }
  printResults(
    `interactions and first renders, CPU slowed ${CPU_SLOWDOWN}×, --enterprise-scale ${ENTERPRISE_SCALE} (ratio: goal over figure; an INP of 0 ms: every event under 16 ms)`,
    results,
  );
} finally {
  stopAll();
  await host.close();
}
