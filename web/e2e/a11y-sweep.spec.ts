import { expect, type Page, test } from '@playwright/test';
import { type Finding, origin, seriousNodes, settled, signInOn } from './a11y-support';
import { LANDING, resetWorld, signInAs } from './shell-support';

/**
 * Issue 13 (§2): axe on every route a person can reach, as each persona that reaches it, at 1280 px
 * and 390 px, with the route's dialogs and popovers open, and the consent banner shown and answered.
 * No rule is disabled. Every route × persona runs at both widths in English; Arabic (RTL) runs a
 * representative set — the auth pages, the shell with its popovers, a dashboard, the schedule grid
 * with its dialog, search results, the access portal and rewards — at both widths. The width changes
 * in place (no reload), and each persona signs in once per language.
 */
type Language = 'en' | 'ar';
/** A dialog or popover: scanned (every rule, both widths) over its own element while open. */
type Opener = { name: string; within: string; open: (page: Page) => Promise<void>; close?: (page: Page) => Promise<void> };
interface Stop {
  path: string;
  /** Dialogs and popovers opened one after another on this route, each scanned while open. */
  openers?: Opener[];
  /** Scanned in Arabic too. */
  ar?: boolean;
}

const press = (key: string) => async (page: Page) => {
  await page.keyboard.press(key);
};

const consentChooser: Opener = {
  name: 'consent chooser',
  within: '.consent-banner',
  open: async (page) => {
    await page.locator('.consent-actions button').nth(2).click();
    await expect(page.locator('.consent-choices')).toBeVisible();
  },
};

/** The signed-in shell's popovers, the same on every route: opened on each persona's first stop. */
const brandSwitcher: Opener = {
  name: 'brand switcher',
  within: '.brand-switcher',
  open: async (page) => {
    await page.locator('.brand-dropdown-toggle').click();
    await expect(page.locator('.brand-switcher')).toBeVisible();
    await expect(page.locator('.brand-switcher [aria-busy="true"]')).toHaveCount(0);
  },
  close: press('Escape'),
};
const newsFeed: Opener = {
  name: 'news feed',
  within: '.news-feed-popover',
  open: async (page) => {
    await page.locator('.news-feed > button').click();
    await expect(page.locator('.news-feed-popover li, .news-feed-popover p:not([aria-busy])').first()).toBeVisible();
  },
  close: async (page) => page.locator('.news-feed > button').click(),
};
const userMenu: Opener = {
  name: 'user menu',
  within: '.user-menu',
  open: async (page) => {
    await page.locator('.user-widget-toggle').click();
    await expect(page.locator('.user-menu')).toBeVisible();
  },
  close: async (page) => page.locator('.user-widget-toggle').click(),
};
const shiftDialog: Opener = {
  name: 'shift dialog',
  within: 'dialog[open]',
  open: async (page) => {
    await page.locator('.sched-shift').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
  },
  close: press('Escape'),
};

const VISITOR_STOPS: Stop[] = [
  { path: '/user/login', openers: [consentChooser], ar: true },
  { path: '/user/signup', ar: true },
  { path: '/user/employer' },
  { path: '/user/candidate' },
  { path: '/forgot-password', ar: true },
  { path: '/light-signup' },
  { path: '/user/reset/password/token?token=abc&email=a%40b.test' },
  { path: '/maintenance' },
];

const EMPLOYER_SHELL = [brandSwitcher, newsFeed, userMenu];

const PERSONAS: Record<string, { email: string; stops: Stop[] }> = {
  candidate: {
    email: 'candidate@demo.test',
    stops: [{ path: '/dashboard/member', openers: [userMenu] }, { path: '/profile' }],
  },
  manager: {
    email: 'manager@demo.test',
    stops: [
      { path: '/dashboard/tts', openers: EMPLOYER_SHELL, ar: true },
      { path: '/dashboard/hiring' },
      { path: '/schedule', openers: [shiftDialog], ar: true },
      { path: '/global-search-result/a', ar: true },
      { path: '/profile' },
      { path: '/job-boards' },
      { path: '/settings/clockout-attestation' },
    ],
  },
  hiring: {
    email: 'hiring@demo.test',
    stops: [{ path: '/dashboard/hiring', openers: EMPLOYER_SHELL }, { path: '/profile' }, { path: '/global-search-result/casey' }],
  },
  scheduler: {
    email: 'scheduler@demo.test',
    stops: [{ path: '/schedule', openers: [shiftDialog, ...EMPLOYER_SHELL] }, { path: '/settings/clockout-attestation' }],
  },
  enterprise: {
    email: 'enterprise@demo.test',
    stops: [
      { path: '/access-portal/main', openers: EMPLOYER_SHELL, ar: true },
      { path: '/settings/rewards-and-recognition/budget', ar: true },
      { path: '/settings/rewards-and-recognition/rules' },
      { path: '/settings/rewards-and-recognition/raffles' },
      { path: '/rewards-and-recognition/configuration' },
      { path: '/rewards-and-recognition/budget-management' },
      { path: '/rewards-and-recognition/rule-management' },
      { path: '/rewards-and-recognition/raffle-management' },
      { path: '/settings/clockout-attestation' },
      { path: '/clockout-attestation/management' },
      { path: '/job-boards' },
    ],
  },
  halo: {
    email: 'halo@demo.test',
    stops: [{ path: '/enterprise-dashboards/gp-main-dashboard', openers: EMPLOYER_SHELL, ar: true }],
  },
  risk: { email: 'risk@demo.test', stops: [{ path: '/enterprise-dashboards/risk-dashboard', openers: EMPLOYER_SHELL }] },
  engage: { email: 'engage@demo.test', stops: [{ path: '/enterprise-dashboards/parent-main-dashboard', openers: EMPLOYER_SHELL }] },
};

const WIDTHS = [1280, 390] as const;
/** route → persona → "lang-width" → finding */
const table = new Map<string, Finding>();
let current = new Map<string, Finding>();
test.beforeEach(() => {
  current = new Map();
});
const record = (key: string, finding: Finding) => {
  table.set(key, finding);
  current.set(key, finding);
  // Said at once, so a run cut short still names what it found.
  if (finding.count > 0) console.info(`${key}: ${finding.rules.join('; ')}`);
};

/** Prints this test's rows and fails, naming each rule and node, when any scan found one. */
function expectClean() {
  printTable(current);
  const failing = [...current].filter(([, f]) => f.count > 0).map(([k, f]) => `${k}: ${f.rules.join('; ')}`);
  current = new Map();
  expect(failing).toEqual([]);
}

async function scanBothWidths(page: Page, key: string, within?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    record(`${key}|${width}`, await seriousNodes(page, within));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function visit(page: Page, base: string, stop: Stop, who: string, language: Language) {
  await page.goto(`${base}${stop.path}`);
  await settled(page);
  const route = stop.path.replace(/\?.*$/, '');
  await scanBothWidths(page, `${route}|${who}|${language}`);
  for (const opener of stop.openers ?? []) {
    await opener.open(page);
    await scanBothWidths(page, `${route} + ${opener.name}|${who}|${language}`, opener.within);
    await opener.close?.(page);
  }
}

async function consentShownThenAnswered(page: Page, route: string, who: string, language: Language) {
  await expect(page.locator('.consent-banner')).toBeVisible();
  await scanBothWidths(page, `${route} + consent banner|${who}|${language}`, '.consent-banner');
  await page.locator('.consent-actions button').first().click();
  await expect(page.locator('.consent-banner')).toHaveCount(0);
}

async function visitorSweep(page: Page, language: Language) {
  const base = origin(language);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/user/login`);
  await settled(page);
  await consentShownThenAnswered(page, '/user/login', 'visitor', language);
  // The chooser opens from the banner: forget the answer so the banner shows again.
  await page.context().clearCookies();
  for (const stop of VISITOR_STOPS.filter((s) => language === 'en' || s.ar)) await visit(page, base, stop, 'visitor', language);
  expectClean();
}

// Each persona in English, then (where it has Arabic stops) in Arabic, so RTL is covered early in a run.
for (const language of ['en', 'ar'] as const) {
  test(`issue 13: visitor pages pass axe (${language})`, async ({ page }) => {
    test.setTimeout(600_000);
    await visitorSweep(page, language);
  });
}

for (const [who, { email, stops }] of Object.entries(PERSONAS)) {
  for (const language of ['en', 'ar'] as const) {
    const mine = stops.filter((s) => language === 'en' || s.ar);
    if (mine.length === 0) continue;
    test(`issue 13: ${who} screens pass axe (${language})`, async ({ page, request }) => {
      test.setTimeout(600_000);
      await resetWorld(request);
      await page.setViewportSize({ width: 1280, height: 800 });
      const base = origin(language);
      const home = LANDING[email];
      if (!home) throw new Error(`add ${email} to LANDING`);
      if (language === 'en') await signInAs(page, email);
      else await signInOn(page, base, email, home);
      await settled(page);
      await consentShownThenAnswered(page, new URL(page.url()).pathname, who, language);
      for (const stop of mine) await visit(page, base, stop, who, language);
      expectClean();
    });
  }
}

function printTable(findings: Map<string, Finding>) {
  const rows = new Map<string, Record<string, number>>();
  let total = 0;
  for (const [key, finding] of findings) {
    const [route, who, language, width] = key.split('|');
    const row = `${route} (${who})`;
    rows.set(row, { ...rows.get(row), [`${language}-${width}`]: finding.count });
    total += finding.count;
  }
  const cols = ['en-1280', 'en-390', 'ar-1280', 'ar-390'];
  const lines = [`| route (persona) | ${cols.join(' | ')} |`, `|---|${cols.map(() => '---').join('|')}|`];
  for (const [row, counts] of rows) lines.push(`| ${row} | ${cols.map((c) => counts[c] ?? '·').join(' | ')} |`);
  lines.push(`serious+critical nodes: ${total} over ${findings.size} scans`);
  console.info(lines.join('\n'));
}

// The whole table once every persona has run (a failing test restarts the worker, so each test also
// prints and checks its own rows).
test.afterAll(() => printTable(table));
