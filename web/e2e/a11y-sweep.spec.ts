import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Finding, origin, pageState, seriousNodes, settled } from './a11y-support';
import { resetWorld, signInAs } from './shell-support';

/**
 * (§2): axe on every route a person can reach, as each persona that reaches it, at 1280 px
 * and 390 px, in English and Arabic (RTL), with the route's dialogs and popovers open, and the consent
 * banner shown and answered. No rule is disabled.
 * Kept cheap: each persona signs in once; its session is copied to the Arabic subdomain (storage
 * state), and the two languages are swept side by side, one page each. Each route loads once per
 * language; the width changes in place.
 */
type Language = 'en' | 'ar';
/** A dialog or popover: scanned (every rule, both widths) over its own element while open. */
type Opener = {
  name: string;
  within: string;
  open: (page: Page) => Promise<void>;
  close?: (page: Page) => Promise<void>;
};
interface Stop {
  path: string;
  /** Dialogs and popovers opened one after another on this route, each scanned while open. */
  openers?: Opener[];
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
    await expect(
      page.locator('.news-feed-popover li, .news-feed-popover p:not([aria-busy])').first(),
    ).toBeVisible();
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
const inbox: Opener = {
  name: 'inbox',
  within: '.inbox-popover',
  open: async (page) => {
    await page.getByTestId('unread-messages').click();
    await expect(
      page.locator('.inbox-popover .inbox-item, .inbox-popover p:not([aria-busy])').first(),
    ).toBeVisible();
  },
  close: press('Escape'),
};
const notifications: Opener = {
  name: 'notifications',
  within: '.notifications-popover',
  open: async (page) => {
    await page.getByTestId('notifications').click();
    await expect(page.locator('.notifications-popover .notification').first()).toBeVisible();
  },
  close: press('Escape'),
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

/** The pipeline's dialogs on an open application (CSS hooks only: the sweep runs in Arabic too). */
const rejectDialog: Opener = {
  name: 'reject dialog',
  within: '[role="dialog"]',
  open: async (page) => {
    await page.locator('.pipe-move select').selectOption('REJECTED');
    await page.locator('.pipe-move button[type="submit"]').click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
  },
  close: press('Escape'),
};
const proposeDialog: Opener = {
  name: 'propose interview dialog',
  within: '[role="dialog"]',
  open: async (page) => {
    await page.getByTestId('propose-interview').click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
  },
  close: press('Escape'),
};

/** The hiring board's bulk decline: one card chosen, then the dialog that asks the reason and the message. */
const bulkDeclineDialog: Opener = {
  name: 'bulk decline dialog',
  within: '[role="dialog"]',
  open: async (page) => {
    await page.getByTestId('bulk-check').first().check();
    await page.locator('.bulk-bar__decline').click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
  },
  close: press('Escape'),
};
/** The week's projected sales, from the labour bar above the grid. */
const salesDialog: Opener = {
  name: 'projected sales dialog',
  within: '[role="dialog"]',
  open: async (page) => {
    await page.locator('.labour-bar__actions button[aria-haspopup="dialog"]').click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
  },
  close: press('Escape'),
};

const VISITOR_STOPS: Stop[] = [
  { path: '/user/login', openers: [consentChooser] },
  { path: '/user/signup' },
  { path: '/user/employer' },
  { path: '/user/candidate' },
  { path: '/forgot-password' },
  { path: '/light-signup' },
  { path: '/user/reset/password/token?token=abc&email=a%40b.test' },
  { path: '/maintenance' },
];

const EMPLOYER_SHELL = [brandSwitcher, newsFeed, userMenu];

const PERSONAS: Record<string, { email: string; stops: Stop[] }> = {
  candidate: {
    email: 'candidate@demo.test',
    stops: [
      { path: '/dashboard/member', openers: [userMenu, notifications] },
      { path: '/profile' },
      { path: '/dashboard/member?application=ap-1' },
      { path: '/my-schedule' },
      { path: '/jobs' },
      { path: '/jobs/job-CH-1-1-1-1' },
    ],
  },
  manager: {
    email: 'manager@demo.test',
    stops: [
      { path: '/dashboard/tts', openers: EMPLOYER_SHELL },
      { path: '/dashboard/hiring', openers: [bulkDeclineDialog] },
      {
        path: '/dashboard/hiring?application=ap-9',
        openers: [rejectDialog, proposeDialog],
      },
      { path: '/schedule', openers: [shiftDialog, salesDialog] },
      { path: '/global-search-result/a' },
      { path: '/profile' },
      { path: '/job-boards' },
      { path: '/settings/clockout-attestation' },
      { path: '/messages', openers: [inbox] },
      { path: '/global-search-result' },
    ],
  },
  hiring: {
    email: 'hiring@demo.test',
    stops: [
      { path: '/dashboard/hiring', openers: EMPLOYER_SHELL },
      { path: '/profile' },
      { path: '/global-search-result/casey' },
    ],
  },
  scheduler: {
    email: 'scheduler@demo.test',
    stops: [
      { path: '/schedule', openers: [shiftDialog, ...EMPLOYER_SHELL] },
      { path: '/settings/clockout-attestation' },
    ],
  },
  enterprise: {
    email: 'enterprise@demo.test',
    stops: [
      { path: '/access-portal/main', openers: EMPLOYER_SHELL },
      { path: '/settings/rewards-and-recognition/budget' },
      { path: '/settings/rewards-and-recognition/rules' },
      { path: '/settings/rewards-and-recognition/raffles' },
      { path: '/rewards-and-recognition/configuration' },
      { path: '/rewards-and-recognition/budget-management' },
      { path: '/rewards-and-recognition/rule-management' },
      { path: '/rewards-and-recognition/raffle-management' },
      { path: '/settings/clockout-attestation' },
      { path: '/clockout-attestation/management' },
      { path: '/job-boards' },
      { path: '/messages', openers: [inbox] },
      { path: '/message-board' },
    ],
  },
  halo: {
    email: 'halo@demo.test',
    stops: [{ path: '/enterprise-dashboards/gp-main-dashboard', openers: EMPLOYER_SHELL }],
  },
  risk: {
    email: 'risk@demo.test',
    stops: [{ path: '/enterprise-dashboards/risk-dashboard', openers: EMPLOYER_SHELL }],
  },
  engage: {
    email: 'engage@demo.test',
    stops: [{ path: '/enterprise-dashboards/parent-main-dashboard', openers: EMPLOYER_SHELL }],
  },
};

const WIDTHS = [1280, 390] as const;
const DESKTOP = { width: 1280, height: 800 };
/** One language's page: English on the plain host, Arabic on its subdomain. */
interface Tab {
  page: Page;
  language: Language;
  base: string;
}

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
  const failing = [...current]
    .filter(([, f]) => f.count > 0)
    .map(([k, f]) => `${k}: ${f.rules.join('; ')}`);
  current = new Map();
  expect(failing).toEqual([]);
}

/** Runs `step` in both languages at once (the two pages use both cores), then fails as the first failed. */
async function inBoth(tabs: Tab[], step: (tab: Tab) => Promise<void>) {
  const results = await Promise.allSettled(tabs.map(step));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Page states this worker has scanned: a state met again (the same popover on another persona's
 * page, a page two personas share) is not scanned twice. Counted, and printed with the table.
 */
const scanned = new Set<string>();
const scans = { run: 0, repeats: 0 };

async function scanBothWidths(page: Page, key: string, within?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const state = await pageState(page, within);
    if (scanned.has(state)) {
      scans.repeats += 1;
      continue;
    }
    scanned.add(state);
    scans.run += 1;
    record(`${key}|${width}`, await seriousNodes(page, ...(within ? [within] : [])));
  }
  await page.setViewportSize(DESKTOP);
}

async function visit({ page, base, language }: Tab, stop: Stop, who: string) {
  // The persona's first stop is the page it landed on: scanned as it stands, without a reload.
  if (page.url() !== `${base}${stop.path}`) await page.goto(`${base}${stop.path}`);
  await settled(page);
  const route = stop.path.replace(/\?.*$/, '');
  await scanBothWidths(page, `${route}|${who}|${language}`);
  for (const opener of stop.openers ?? []) {
    await opener.open(page);
    await scanBothWidths(page, `${route} + ${opener.name}|${who}|${language}`, opener.within);
    await opener.close?.(page);
  }
}

async function consentShownThenAnswered({ page, language }: Tab, who: string) {
  await expect(page.locator('.consent-banner')).toBeVisible();
  const route = new URL(page.url()).pathname;
  await scanBothWidths(page, `${route} + consent banner|${who}|${language}`, '.consent-banner');
  await page.locator('.consent-actions button').first().click();
  await expect(page.locator('.consent-banner')).toHaveCount(0);
}

/** A second page on the Arabic subdomain, in a context of its own holding `localStorage` (a session). */
async function arabicTab(
  browser: Browser,
  localStorage: { name: string; value: string }[] = [],
): Promise<Tab> {
  const base = origin('ar');
  const context = await browser.newContext({
    viewport: DESKTOP,
    storageState: { cookies: [], origins: [{ origin: base, localStorage }] },
  });
  return { page: await context.newPage(), language: 'ar', base };
}

// The scanner itself: a sweep of zeros proves nothing unless the same scan finds a planted fault.
test('the scan reports serious nodes it is shown, on the page and within a part', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Faults</title><main><h1>Faults</h1><div id="a"><button></button></div><div id="b"><img src="data:,"></div></main></html>',
  );
  const whole = await seriousNodes(page);
  expect(whole.count).toBe(2);
  expect(whole.rules.map((rule) => rule.split('×')[0]).sort()).toEqual([
    'button-name',
    'image-alt',
  ]);
  const part = await seriousNodes(page, '#b');
  expect(part.rules.map((rule) => rule.split('×')[0])).toEqual(['image-alt']);
  // The current axe, whose label-in-name rule (WCAG 2.5.3) is no longer experimental and so runs.
  await page.setContent(
    '<html lang="en"><title>Name</title><main><h1>Name</h1><button aria-label="Send">Continue with Google</button></main></html>',
  );
  expect((await seriousNodes(page)).rules.map((rule) => rule.split('×')[0])).toEqual([
    'label-content-name-mismatch',
  ]);
});

test('visitor pages pass axe (en, ar)', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  const tabs: Tab[] = [{ page, language: 'en', base: origin('en') }, await arabicTab(browser)];
  try {
    await inBoth(tabs, async (tab) => {
      await tab.page.goto(`${tab.base}/user/login`);
      await settled(tab.page);
      await consentShownThenAnswered(tab, 'visitor');
      // The chooser opens from the banner: forget the answer so the banner shows again.
      await tab.page.context().clearCookies();
      await tab.page.reload();
    });
    for (const stop of VISITOR_STOPS) await inBoth(tabs, (tab) => visit(tab, stop, 'visitor'));
  } finally {
    await tabs[1]?.page.context().close();
  }
  expectClean();
});

for (const [who, { email, stops }] of Object.entries(PERSONAS)) {
  test(`${who} screens pass axe (en, ar)`, async ({ page, browser, request }) => {
    test.setTimeout(600_000);
    await resetWorld(request);
    await page.setViewportSize(DESKTOP);
    await signInAs(page, email);
    // Signed in once: the session (local storage) opens the same landing on the Arabic subdomain.
    const state = await page.context().storageState();
    const session = state.origins.find((o) => o.origin === origin('en'))?.localStorage;
    const tabs: Tab[] = [
      { page, language: 'en', base: origin('en') },
      await arabicTab(browser, session),
    ];
    try {
      const home = tabs[1]!;
      await home.page.goto(page.url().replace(origin('en'), home.base));
      await inBoth(tabs, async (tab) => {
        await settled(tab.page);
        await consentShownThenAnswered(tab, who);
      });
      for (const stop of stops) await inBoth(tabs, (tab) => visit(tab, stop, who));
    } finally {
      await tabs[1]?.page.context().close();
    }
    expectClean();
  });
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
  const lines = [
    `| route (persona) | ${cols.join(' | ')} |`,
    `|---|${cols.map(() => '---').join('|')}|`,
  ];
  for (const [row, counts] of rows)
    lines.push(`| ${row} | ${cols.map((c) => counts[c] ?? '·').join(' | ')} |`);
  lines.push(`serious+critical nodes: ${total} over ${findings.size} scans`);
  lines.push(`this worker: ${scans.run} scans run, ${scans.repeats} repeated states skipped`);
  console.info(lines.join('\n'));
}

// The whole table once every persona has run (a failing test restarts the worker, so each test also
// prints and checks its own rows).
test.afterAll(() => printTable(table));
