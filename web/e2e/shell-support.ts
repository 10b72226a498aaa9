import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { MOCK_PORT } from '../playwright.config';
import { signIn } from './support';

export const MOCK = `http://localhost:${MOCK_PORT}`;

/** Drives the simulator's admin API (/__sim) of this run's mock server. */
export async function scenario(request: APIRequestContext, name: string) {
  const response = await request.post(`${MOCK}/__sim/scenarios/${name}`);
  expect(response.ok()).toBe(true);
}

export const resetWorld = async (request: APIRequestContext) => {
  const response = await request.post(`${MOCK}/__sim/reset`);
  expect(response.ok()).toBe(true);
};

export const LANDING: Record<string, RegExp> = {
  'candidate@demo.test': /\/dashboard\/member$/,
  'manager@demo.test': /\/dashboard\/tts$/,
  'hiring@demo.test': /\/dashboard\/hiring$/,
  'scheduler@demo.test': /\/schedule$/,
  'enterprise@demo.test': /\/access-portal\/main$/,
  'halo@demo.test': /\/enterprise-dashboards\/gp-main-dashboard$/,
  'risk@demo.test': /\/enterprise-dashboards\/risk-dashboard$/,
  'engage@demo.test': /\/enterprise-dashboards\/parent-main-dashboard$/,
};

type StoredItem = { name: string; value: string };

/**
 * Each persona's local storage right after a sign-in through the form, per worker (each worker has
 * its own mock server). A sign-in through the form is a login page load and an SRP
 * exchange, 2–4 s on a busy machine, and some 150 tests need someone signed in without testing how.
 */
const sessions = new Map<string, StoredItem[]>();

/**
 * A returning person: the saved session is put back in local storage and the home redirector opens
 * their home, as a reload would. False when the session no longer holds (signed out everywhere,
 * revoked): the app has then sent the page to login.
 */
async function resumeSession(page: Page, saved: StoredItem[], home: RegExp): Promise<boolean> {
  // A static file of the same origin: local storage is written before the app's first script runs.
  await page.goto('/robots.txt');
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, saved);
  await page.goto('/');
  await page.waitForURL((url) => home.test(url.href) || url.pathname === '/user/login');
  return home.test(page.url());
}

/** `email` signed in and on their home page: a saved session when the worker has one, else the form. */
export async function signInAs(page: Page, email: string) {
  // An exact home only: a loose /dashboard match would pass on the redirector's brief stop there.
  const home = LANDING[email];
  if (!home) throw new Error(`signInAs: add ${email}'s home page to LANDING`);
  const saved = sessions.get(email);
  if (saved && (await resumeSession(page, saved, home))) return;
  await page.goto('/user/login');
  await signIn(page, email);
  await expect(page).toHaveURL(home);
  sessions.set(
    email,
    await page.evaluate(() =>
      Object.entries(localStorage).map(([name, value]) => ({ name, value })),
    ),
  );
}

/**
 * The signed-in home entered by a reload and drawn with its data in, so that no auth check of the
 * page can still come. The router moves the address to the next page first and draws that
 * page in a transition: while the page's translations load, the previous one (the home redirector,
 * with no busy region) stays drawn under the new address, and the new page's auth check starts only
 * when it is drawn. A test that removed the tokens then had them read as gone by that check, which
 * sent the page to login with ref rather than through the focus check under test (CI, once; shown
 * by delaying the dashboards translations). A page entered anew draws nothing until its one check
 * has answered.
 */
export async function homeSettled(page: Page) {
  await page.reload();
  await expect(page.locator('main.main-content')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The consent banner sits in the page flow; answering it keeps screenshots and clicks clean. */
export async function acceptConsent(page: Page) {
  const allow = page.getByRole('button', { name: 'Allow all' });
  if (await allow.isVisible()) await allow.click();
}

/** A fresh world, and `email` signed in on a desktop-sized page with the consent banner answered. */
export async function startSignedIn(page: Page, request: APIRequestContext, email: string) {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, email);
  await acceptConsent(page);
}

/** Where the screen tests keep their screenshots: one a screen and viewport width. */
export const shot = (name: string, width: number) =>
  `web/test-results/screens/${name}-${width}.png`;

export const focusWindow = (page: Page) =>
  page
    .evaluate(() => window.dispatchEvent(new Event('focus')))
    .catch((error: Error) => {
      // A navigation already under way (the reload a test may be waiting for) replaces the page the
      // focus was meant for; the new page checks on its own as it loads.
      if (!error.message.includes('Execution context was destroyed')) throw error;
    });

/** Answers a cross-origin API call from the browser (preflights still reach the mock server). */
export async function fulfilJson(page: Page, url: string, status: number, body: unknown) {
  await page.route(url, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const origin = route.request().headers().origin ?? '*';
    return route.fulfill({
      status,
      json: body,
      headers: { 'access-control-allow-origin': origin },
    });
  });
}
