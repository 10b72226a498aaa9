/**
 * `pnpm bench:web`: builds the web app for production (again only when its sources changed) and
 * serves it gzip (loopback only), then in the system Chromium counts the JavaScript the browser
 * really fetches until the network is idle (2 s with nothing in flight, once the page's own content
 * is up; every file the server sent, prefetches and lazy chunks included) for /user/login and for an
 * employer's sign-in and landing, and runs Lighthouse 12 (mobile, performance) on /user/login,
 * /dashboard/hiring, /schedule and /dashboard/member, each signed in as the account that lands there.
 *
 * Each page is audited twice over: a cold first visit (before every run the HTTP cache, the service
 * worker and every storage of the origin are cleared; a signed-in page keeps only its local storage,
 * which holds the session) and a warm repeat visit (the page opened once before, nothing cleared).
 * Lighthouse itself never resets storage here, or a signed-in page would open signed out. Each is
 * the median of five runs, as Lighthouse's own guide to score variability advises: on this 2-core
 * machine one page's score moved 83–97 between runs. A cold run whose scripts did not come over
 * the network (Lighthouse's network requests) stops the bench. Prints goal, figure and ratio; a JS
 * budget exceeded also fails the run (exit code 1), the smoke's included: bytes do not vary with the
 * machine's load, unlike Lighthouse's figures, which are printed met or not.
 * Flags: --port-base N (4225: web, +1 mock, +2 Chromium's debugging port), --skip-build (serve the
 * build there is: made for the same --port-base, since the mock's address is baked in), --runs N
 * (Lighthouse runs per page and visit, 5), --pages /a,/b (audit only these of the four pages),
 * --files (list every JS file counted), --no-lighthouse (the byte counts only), --details
 * (Lighthouse's long tasks, script time, layout shifts and LCP element), --trace DIR (each
 * Lighthouse run's trace, to open in DevTools), --cold-only (no repeat visits), --peer DIR (another
 * build, made for the same --port-base, e.g. of the commit before: each first-visit run of this
 * build is paired with one of the peer, served in turn on the same origin, and a row gives this
 * build's figures over the peer's; on 2 cores one build's score moves 80–94 between runs, so a
 * change is judged against its peer, not against the last run's figure), --smoke (what `npm test`
 * runs: the build, the byte count of /user/login and the clearing of a first visit, no Lighthouse
 * run, which costs 15–30 s a page on 2 cores; proves the bench runs, measures nothing worth reading).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startChild, stopAll } from './bench/children.ts';
import { printResults, type Result } from './bench/report.ts';
import { type NetworkWatch, watchNetwork } from './bench/network-quiet.ts';
import { serveGzip, type Sent } from './bench/static-gzip.ts';
import { ensureBuild } from './demo/web-build.ts';

const at = process.argv.indexOf('--port-base');
const portBase = at > 0 ? Number(process.argv[at + 1]) : 4225;
const [webPort, mockPort, debugPort] = [portBase, portBase + 1, portBase + 2];
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Passw0rd!';
const STEP_MS = 120_000;
const smoke = process.argv.includes('--smoke');
const runsAt = process.argv.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1])) : 5;
const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const outDir = join(webDir, 'dist-bench');
const web = `http://127.0.0.1:${webPort}`;
const flagValue = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const peerArg = flagValue('--peer');
const peerDir = peerArg ? resolve(peerArg) : undefined;
if (peerDir && !existsSync(join(peerDir, 'index.html')))
  throw new Error(
    `--peer ${peerArg}: no index.html there; build the peer for --port-base ${portBase}`,
  );
const traceDir = flagValue('--trace');
const coldOnly = process.argv.includes('--cold-only');

/** The pages audited, each opened by the account that lands on it (none: signed out). */
interface Audited {
  path: string;
  account?: { email: string; landing: RegExp };
}
const PAGES: Audited[] = [
  { path: '/user/login' },
  {
    path: '/dashboard/hiring',
    account: { email: 'hiring@demo.test', landing: /\/dashboard\/hiring$/ },
  },
  { path: '/schedule', account: { email: 'scheduler@demo.test', landing: /\/schedule$/ } },
  {
    path: '/dashboard/member',
    account: { email: 'candidate@demo.test', landing: /\/dashboard\/member$/ },
  },
];
const lighthouseOn = !smoke && !process.argv.includes('--no-lighthouse');
const pagesAt = process.argv.indexOf('--pages');
/** The pages Lighthouse audits: all, or those `--pages` names (comma-separated paths). */
const AUDITED =
  pagesAt > 0
    ? PAGES.filter((p) => (process.argv[pagesAt + 1] ?? '').split(',').includes(p.path))
    : PAGES;
/** The cold first visit's goals (Core Web Vitals' "good" for FCP and LCP). */
const GOALS = { score: 95, fcpMs: 1800, lcpMs: 2500 };
/** Gzip JavaScript budgets: the sign-in page, and an employer's sign-in through its landing. */
const BUDGETS = { loginKb: 150, employerKb: 220 };

if (!process.argv.includes('--skip-build')) {
  const build = await ensureBuild(
    { ...process.env, VITE_API_URL: `http://127.0.0.1:${mockPort}` },
    () => undefined,
    outDir,
  );
  console.info(
    build.built
      ? `built the web app (production) in ${(build.ms / 1000).toFixed(1)} s`
      : 'the web build in dist-bench is up to date',
  );
}

const kb = (bytes: number) => bytes / 1024;
const jsOf = (sent: Sent[]) => {
  const files = new Map<string, number>();
  for (const s of sent) if (s.path.endsWith('.js')) files.set(s.path, s.gzipBytes);
  return { kb: kb([...files.values()].reduce((a, b) => a + b, 0)), files: files.size };
};

/** Less script than the sign-in page's own over the network: the run was not a first visit. */
const MIN_COLD_SCRIPT_KB = 100;

/** Quiet for this long counts as idle: longer than Playwright's 500 ms, for a loaded machine. */
const QUIET_MS = 2000;

async function openLogin(page: Page, network: NetworkWatch) {
  await page.goto(`${web}/user/login`, { timeout: STEP_MS });
  await page.getByLabel('Email').waitFor({ timeout: STEP_MS });
  await network.quiet(QUIET_MS, STEP_MS);
}

async function signIn(page: Page, network: NetworkWatch, email: string, landing: RegExp) {
  await openLogin(page, network);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(landing, { timeout: STEP_MS });
  // The signed-in shell's content area (the sign-in page has a <main> of its own).
  await page.locator('main.main-content').waitFor({ timeout: STEP_MS });
  await network.quiet(QUIET_MS, STEP_MS);
}

/** Every storage of the origin but local storage, where a signed-in page keeps its session. */
const ALL_BUT_LOCAL_STORAGE =
  'cookies,file_systems,indexeddb,websql,service_workers,cache_storage,shader_cache,storage_buckets,other';

/**
 * Makes the next visit a first one: the HTTP cache emptied, the service worker unregistered, the
 * origin's storage cleared (all of it signed out; all but local storage when `keepSession`).
 */
async function forgetVisits(browser: BrowserContext, page: Page, keepSession: boolean) {
  const cdp = await browser.newCDPSession(page);
  await page.evaluate(
    'navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))',
  );
  await cdp.send('Storage.clearDataForOrigin', {
    origin: web,
    storageTypes: keepSession ? ALL_BUT_LOCAL_STORAGE : 'all',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Where the run ended: a signed-in page that lost its session ends on the login page. */
  finalUrl: string;
  /** Script bytes that came over the network (not from a cache or the service worker). */
  scriptKb: number;
}

/** The script bytes Lighthouse saw transferred: near zero when a cache or the service worker answered. */
function transferredScriptKb(details: unknown): number {
  const items =
    details && typeof details === 'object' && 'items' in details && Array.isArray(details.items)
      ? (details.items as { resourceType?: string; transferSize?: number }[])
      : [];
  return kb(
    items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  );
}

const profile = mkdtempSync(join(tmpdir(), 'bench-web-'));
const host = await serveGzip(outDir, webPort);
try {
  await startChild('./serve-mock.ts', ['1'], {
    BENCH_PORT: String(mockPort),
    BENCH_WEB_ORIGIN: web,
  });
  // One persistent profile: Lighthouse opens its tabs in it, so a signed-in session carries over.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`],
  });
  const results: Result[] = [];
  const largest: string[] = [];
  /** Byte budgets exceeded: they fail the run (smoke included), as bytes do not vary with the load. */
  const overBudget: string[] = [];
  const budget = (what: string, sent: Sent[], goalKb: number) => {
    const js = jsOf(sent);
    const top = [
      ...new Map(sent.filter((s) => s.path.endsWith('.js')).map((s) => [s.path, s.gzipBytes])),
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, process.argv.includes('--files') ? undefined : 8)
      .map(([path, bytes]) => `${path.replace('/assets/', '')} ${kb(bytes).toFixed(1)}`);
    largest.push(`${what}: ${top.join(', ')}`);
    results.push({
      what,
      goal: `≤ ${goalKb} KB gzip JS`,
      figure: `${js.kb.toFixed(1)} KB in ${js.files} files`,
      ratio: goalKb / js.kb,
      met: js.kb <= goalKb,
    });
    if (js.kb > goalKb) overBudget.push(`${what}: ${js.kb.toFixed(1)} KB > ${goalKb} KB`);
  };

  const page = await browser.newPage();
  host.sent.length = 0;
  await openLogin(page, watchNetwork(page));
  budget('JS fetched for /user/login until network idle', host.sent, BUDGETS.loginKb);
  await forgetVisits(browser, page, false);
  await page.close();

  // A page of the origin to clear from and to sign in on; its cache is cleared before counting.
  const signInPage = await browser.newPage();
  const signInNetwork = watchNetwork(signInPage);
  if (!smoke) {
    await signInPage.goto(`${web}/user/login`, { timeout: STEP_MS });
    await forgetVisits(browser, signInPage, false);
    host.sent.length = 0;
    await signIn(signInPage, signInNetwork, 'manager@demo.test', /\/dashboard\/tts$/);
    budget(
      'JS fetched through an employer’s sign-in and landing (manager@)',
      host.sent,
      BUDGETS.employerKb,
    );
  }

  const runLighthouse = async (what: string, url: string, visit: 'cold' | 'warm'): Promise<Run> => {
    const run = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A cold run also lets Lighthouse reset storage: it clears the service worker, the cache
      // storage and the HTTP cache in its own tab (its default types keep local storage, where the
      // session lives). With only forgetVisits' clearing from another tab, Chromium reported no
      // transfer size for the scripts on a quiet machine, and the simulation timed a page without them.
      disableStorageReset: visit === 'warm',
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (traceDir) {
      const name = `${what.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
      writeFileSync(join(traceDir, name), JSON.stringify(run.artifacts.Trace));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (process.argv.includes('--details')) {
      // Where the blocking time goes (long tasks, scripts' main-thread time), what shifts, what is LCP.
      for (const id of [
        'long-tasks',
        'bootup-time',
        'mainthread-work-breakdown',
        'layout-shifts',
        'largest-contentful-paint-element',
      ]) {
        const details = lhr.audits[id]?.details;
        const items = details && 'items' in details ? details.items.slice(0, 8) : [];
        console.info(`${what} ${id}: ${JSON.stringify(items)}`);
      }
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      // Lighthouse's own measure of this host's CPU speed: its simulated phone is this host slowed four times.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      finalUrl: lhr.finalDisplayedUrl,
      scriptKb: transferredScriptKb(lhr.audits['network-requests']?.details),
    };
  };

  const median = (xs: number[]) =>
    [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
  const spread = (xs: number[], show: (x: number) => string) =>
    xs.length > 1
      ? `; ${show(Math.min(...xs))}–${show(Math.max(...xs))} over ${xs.length} runs`
      : '';
  const secondsOf = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

  /** `runs` Lighthouse runs of one page, cold (everything forgotten before each) or warm. */
  const audit = async (target: Audited, visit: 'cold' | 'warm') => {
    const url = `${web}${target.path}`;
    const who = target.account ? ` (${target.account.email.split('@')[0]}@ signed in)` : '';
    const what = `${target.path}${who}, ${visit === 'cold' ? 'first visit' : 'repeat visit'}`;
    if (visit === 'warm') {
      // The visit that fills the caches and registers the service worker.
      await signInPage.goto(url, { timeout: STEP_MS });
      await signInNetwork.quiet(QUIET_MS, STEP_MS);
    }
    const runs: Run[] = [];
    const peerRuns: Run[] = [];
    const paired = visit === 'cold' && peerDir !== undefined;
    const firstVisit = async (dir: string, into: Run[]) => {
      host.serveFrom(dir);
      await forgetVisits(browser, signInPage, Boolean(target.account));
      into.push(await runLighthouse(dir === outDir ? what : `${what} (peer)`, url, visit));
    };
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      if (!paired) {
        if (visit === 'cold') await forgetVisits(browser, signInPage, Boolean(target.account));
        runs.push(await runLighthouse(what, url, visit));
        continue;
      }
      // In turn, each first on every other run, so a drift of the machine weighs on both alike.
      const pair: [string, Run[]][] = [
        [outDir, runs],
        [peerDir, peerRuns],
      ];
      for (const [dir, into] of i % 2 ? pair.reverse() : pair) await firstVisit(dir, into);
      host.serveFrom(outDir);
    }
    for (const [whose, checked] of [
      [what, runs],
      [`${what} (peer)`, peerRuns],
    ] as const) {
      // A cold run's scripts come over the network; a few kilobytes means a cache answered instead.
      const cached = checked.filter((r) => r.scriptKb < MIN_COLD_SCRIPT_KB);
      if (visit === 'cold' && cached.length)
        throw new Error(
          `${whose}: ${cached.length} run(s) fetched only ${cached[0]?.scriptKb.toFixed(1)} KB of script: not a first visit`,
        );
      const lost = checked.filter((r) => new URL(r.finalUrl).pathname !== target.path);
      if (lost.length)
        throw new Error(
          `${whose}: ${lost.length} run(s) ended on ${lost[0]?.finalUrl}, not the page audited`,
        );
    }
    const score = median(runs.map((r) => r.score));
    const fcp = median(runs.map((r) => r.fcpMs));
    const lcp = median(runs.map((r) => r.lcpMs));
    const indexes = runs.map((r) => r.benchmarkIndex);
    const also = `TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, script over the network ${median(runs.map((r) => r.scriptKb)).toFixed(0)} KB; host benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}`;
    const of = runs.length > 1 ? `median of ${runs.length}` : '1 run';
    const goal = (text: string) => (visit === 'cold' ? text : `(for information; cold: ${text})`);
    results.push(
      {
        what: `Lighthouse mobile performance, ${what}`,
        goal: goal(`≥ ${GOALS.score}`),
        figure: `${score} (${of}${spread(
          runs.map((r) => r.score),
          String,
        )}; ${also})`,
        ratio: score / GOALS.score,
        ...(visit === 'cold' ? { met: score >= GOALS.score } : {}),
      },
      {
        what: `  FCP, ${what}`,
        goal: goal(`≤ ${secondsOf(GOALS.fcpMs)}`),
        figure: `${secondsOf(fcp)} (${of}${spread(
          runs.map((r) => r.fcpMs),
          secondsOf,
        )})`,
        ratio: GOALS.fcpMs / fcp,
        ...(visit === 'cold' ? { met: fcp <= GOALS.fcpMs } : {}),
      },
      {
        what: `  LCP, ${what}`,
        goal: goal(`≤ ${secondsOf(GOALS.lcpMs)}`),
        figure: `${secondsOf(lcp)} (${of}${spread(
          runs.map((r) => r.lcpMs),
          secondsOf,
        )})`,
        ratio: GOALS.lcpMs / lcp,
        ...(visit === 'cold' ? { met: lcp <= GOALS.lcpMs } : {}),
      },
    );
    if (peerRuns.length) {
      const both = (pick: (r: Run) => number, show: (x: number) => string) =>
        `${show(median(runs.map(pick)))} vs ${show(median(peerRuns.map(pick)))}`;
      const peerScores = peerRuns.map((r) => r.score);
      const peerSpread =
        peerScores.length > 1
          ? ` (the peer ${Math.min(...peerScores)}–${Math.max(...peerScores)} over ${peerScores.length} runs)`
          : '';
      const ms = (x: number) => `${x.toFixed(0)} ms`;
      results.push({
        what: `  this build against the peer, ${what}`,
        goal: '(for information: medians of the paired runs, this build vs the peer)',
        figure: `score ${both((r) => r.score, String)}${peerSpread}; TBT ${both((r) => r.tbtMs, ms)}; FCP ${both((r) => r.fcpMs, secondsOf)}; LCP ${both((r) => r.lcpMs, secondsOf)}`,
        ratio: score / median(peerScores),
      });
    }
  };

  console.info(
    lighthouseOn
      ? `Lighthouse: ${AUDITED.map((p) => p.path).join(', ')}, each ${LIGHTHOUSE_RUNS} run(s) cold${peerDir ? ` paired with ${LIGHTHOUSE_RUNS} of the peer build in ${peerDir}` : ''}${coldOnly ? '' : ` and ${LIGHTHOUSE_RUNS} warm`}`
      : `Lighthouse not run (${smoke ? '--smoke' : '--no-lighthouse'}); a full run audits ${PAGES.map((p) => p.path).join(', ')}, each cold and warm`,
  );
  if (lighthouseOn) {
    for (const target of AUDITED) {
      await signInPage.goto(`${web}/user/login`, { timeout: STEP_MS });
      await forgetVisits(browser, signInPage, false);
      if (target.account)
        await signIn(signInPage, signInNetwork, target.account.email, target.account.landing);
      await audit(target, 'cold');
      if (!coldOnly) await audit(target, 'warm');
    }
  }
  await browser.close();
  console.info('\nlargest JS files fetched (KB gzip):');
  for (const line of largest) console.info(`  ${line}`);
  printResults(
    'web first load (ratio: goal over figure for sizes and times, score over 95 for Lighthouse; goals are for the cold first visit)',
    results,
  );
  if (overBudget.length) {
    console.error(`\nJS budget exceeded (fails the run):\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  stopAll();
  await host.close();
  rmSync(profile, { recursive: true, force: true });
}
