import { expect, test } from '@playwright/test';
import { signIn } from './support';
import {
  focusWindow,
  fulfilJson,
  homeSettled,
  resetWorld,
  scenario,
  signInAs,
} from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

const PAUSED =
  'This session is paused because you switched to another account. Select Ok and the page will refresh to launch your active account.';

const TIMED_OUT = 'Your session has timed out, please login.';

/**
 * The timeout toast as the pages saw it, by their own clock (the test runner only notices a change
 * when it next polls, late by a varying amount on a busy machine): when it was first shown, when its
 * time is up (`until` of the flash that carries it across a page load), when a page removed it, and
 * when the last page started. Kept in local storage, which the logout clean-up leaves alone.
 */
interface ToastTimes {
  focusedAt?: number;
  shown?: number;
  until?: number;
  gone?: number;
  pageStarted?: number;
}
function recordToastTimes(text: string) {
  const read = () => JSON.parse(localStorage.getItem('e2e-toast-times') ?? '{}') as ToastTimes;
  const write = (change: ToastTimes) =>
    localStorage.setItem('e2e-toast-times', JSON.stringify({ ...read(), ...change }));
  write({ pageStarted: Date.now() });
  let seenHere = false;
  new MutationObserver(() => {
    const showing = [...document.querySelectorAll('[role="status"]')].some((el) =>
      el.textContent?.includes(text),
    );
    if (showing === seenHere) return;
    seenHere = showing;
    if (!showing) return write({ gone: Date.now() });
    const flash = JSON.parse(sessionStorage.getItem('toast-flash') ?? '[]') as {
      message: string;
      until: number;
    }[];
    const times = read();
    write({
      shown: times.shown ?? Date.now(),
      until: times.until ?? flash.find((f) => f.message === text)?.until,
      gone: undefined,
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test('[R4-02] [R4-03] [R9-02] focus with the token gone → logout with ref and brand, and the timeout toast for 5000 ms', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  await homeSettled(page);
  await page.addInitScript(recordToastTimes, TIMED_OUT);
  await page.evaluate(recordToastTimes, TIMED_OUT);
  await page.evaluate(() => {
    localStorage.setItem('h_brand_id', 'CH-1-1-2');
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
    localStorage.setItem('e2e-toast-times', JSON.stringify({ focusedAt: Date.now() }));
  });
  await focusWindow(page);
  const toast = page.getByRole('status').filter({ hasText: TIMED_OUT });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', 'danger');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  const times = await page.evaluate(
    () => JSON.parse(localStorage.getItem('e2e-toast-times') ?? '{}') as ToastTimes,
  );
  const { focusedAt = NaN, shown = NaN, until = NaN, gone, pageStarted = NaN } = times;
  // Due 5000 ms after it was shown: not before the focus that raised it, not after it was seen.
  expect(until - focusedAt, JSON.stringify(times)).toBeGreaterThanOrEqual(5000);
  expect(until - shown, JSON.stringify(times)).toBeLessThanOrEqual(5000);
  // Removed when due, never before (a timer may fire a millisecond ahead of Date.now); or, when the
  // page was replaced while it showed, the next page started after it was due and did not show it.
  expect(gone ?? pageStarted, JSON.stringify(times)).toBeGreaterThanOrEqual(until - 5);
});

test('[R4-02] [R2-32] the logout it goes to carries ref and brand, and the ref survives to the login', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  await homeSettled(page);
  // Watched before the tokens go: any focus check from then on (ours, or one the window raises
  // itself) must go through the logout with ref and brand.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame())
      visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await page.evaluate(() => {
    localStorage.setItem('h_brand_id', 'CH-1-1-2');
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
  });
  await focusWindow(page);
  // Signing in again returns to the page the session ended on, not to the home redirector.
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard%2Fhiring$/);
  expect(visited).toContain('/user/logout?ref=%2Fdashboard%2Fhiring&brand=CH-1-1-2');
  expect(visited).toContain('/?brand=CH-1-1-2&ref=%2Fdashboard%2Fhiring');
});

test('[R4-04] [R4-05] [R2-29] [R2-18] an account switch in a second tab pauses this one; Ok reloads to /dashboard', async ({
  page,
  context,
}) => {
  await signInAs(page, 'hiring@demo.test');
  const second = await context.newPage();
  await second.goto('/user/logout');
  await expect(second).toHaveURL(/\/user\/login/);
  await signIn(second, 'scheduler@demo.test');
  await expect(second).toHaveURL(/\/schedule$/);

  await page.bringToFront();
  await focusWindow(page);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(PAUSED);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('[R4-13] IN_MAINTENANCE sends to /maintenance', async ({ page, request }) => {
  await signInAs(page, 'manager@demo.test');
  await scenario(request, 'maintenance');
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toBeVisible();
});

test('[R4-14] OUT_OF_MAINTENANCE with REVOKE_SESSION logs out a session older than the action', async ({
  page,
  request,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => calls.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await signInAs(page, 'hiring@demo.test');
  await page.waitForTimeout(1100);
  await scenario(request, 'maintenance-over');
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(calls).toContain('POST /v1/logout');
  // A login after the action time is left alone.
  await signIn(page, 'hiring@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});

test('[R4-15] force_update reloads the page once for the new version', async ({
  page,
  request,
}) => {
  await signInAs(page, 'hiring@demo.test');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await scenario(request, 'force-update');
  // The reloaded page checks the version again: once that answer is in and the page is quiet, a
  // second reload (a loop) would have begun.
  const checkedAfterReload = page.waitForResponse(
    (r) => r.url().includes('/v1/web_versions') && loads >= 1,
  );
  await focusWindow(page);
  await checkedAfterReload;
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});

test('[R4-15] a newer version without force_update is offered in a confirm dialog', async ({
  page,
  request,
}) => {
  await signInAs(page, 'hiring@demo.test');
  await scenario(request, 'optional-update');
  await focusWindow(page);
  const dialog = page.getByRole('alertdialog', { name: 'A new version is available' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
});

test('[R4-16] [R9-01] the page reloads when the cache invalidation time arrives', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInAs(page, 'hiring@demo.test');
  const versionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/web_versions')) versionCalls.push(r.url());
  });
  await scenario(request, 'cache-invalidate');
  await focusWindow(page);
  await expect.poll(() => versionCalls.length).toBeGreaterThan(0);
  expect(new URL(versionCalls[0] ?? 'http://x').searchParams.get('version')).toBe('225');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.waitForTimeout(500);
  expect(loads).toBe(0);
  await page.clock.fastForward('01:05');
  await expect.poll(() => loads).toBe(1);
});

test('[R4-18] a suspended account is sent to /account-suspension', async ({ page, request }) => {
  await scenario(request, 'suspended');
  await page.goto('/user/login');
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/account-suspension$/);
  await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
});

test('[R8-07] user info failing with 403 USER_NOT_MAPPED clears the session and goes to login with error_code', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  await fulfilJson(page, '**/v1/users/info*', 403, {
    status_code: 403,
    error: 'USER_NOT_MAPPED',
    message: 'not mapped',
  });
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?error_code=USER_NOT_MAPPED$/);
  const tokens = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.endsWith('accessToken')),
  );
  expect(tokens).toEqual([]);
});

test('[R7-07] with a third of calls failing and every call slow, retries still bring the user home', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await scenario(request, 'flaky');
  await page.goto('/user/login');
  await signIn(page, 'manager@demo.test');
  await expect(page.getByRole('heading', { name: 'Time-to-serve dashboard' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/tts$/);
});

test('[R4-09] a user who must set up multi-factor authentication goes there before anything else', async ({
  page,
}) => {
  await page.goto('/schedule');
  await signIn(page, 'mfa@demo.test');
  await expect(page).toHaveURL(/\/user\/setup-mfa/);
});

test('[R4-01] a token makes the session authenticated, but the page waits for user info; no token sends to login', async ({
  page,
}) => {
  await signInAs(page, 'manager@demo.test');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/v1/users/info*', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    asked = true;
    await held;
    return route.continue();
  });
  await page.goto('/dashboard/tts');
  // Authenticated (token present): no trip to login, but not logged in until user info answers.
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator('p.page[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/tts$/);
  release();
  await expect(
    page.getByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute('**/v1/users/info*');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
  });
  await page.goto('/schedule?view=week');
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fschedule%3Fview%3Dweek$/);
});

test('[R4-08] a stored token good for over 60 s is sent without Amplify; one due within 60 s is refreshed first', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  const storedToken = () =>
    page.evaluate(() => {
      const client = Object.keys(localStorage).find((key) => key.endsWith('.LastAuthUser')) ?? '';
      return (
        localStorage.getItem(
          `${client.replace(/\.LastAuthUser$/, '')}.${localStorage.getItem(client)}.accessToken`,
        ) ?? ''
      );
    });
  // In order: each API call's bearer token, each refresh sent to the identity provider, each script.
  const seen: string[] = [];
  page.on('request', (r) => {
    const bearer = r.headers().authorization;
    if (r.url().includes('/v1/') && bearer) seen.push(bearer.replace(/^Bearer /, ''));
    if (r.headers()['x-amz-target']?.endsWith('.GetTokensFromRefreshToken')) seen.push('refresh');
    if (/\/identity-[\w-]+\.js$/.test(r.url())) seen.push('identity chunk');
  });

  // Entered anew with a good token: every call carries it, and neither the SDK nor a refresh is asked.
  const first = await storedToken();
  await homeSettled(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set([first]));

  // 30 s before that token's expiry (the page's clock is set there; its timers still run): the SDK
  // is loaded and refreshes it before the first call, which carries a new token. (A new token is
  // issued by the server's clock, an hour behind the page's, so it too is due and may be renewed.)
  const exp = (
    JSON.parse(Buffer.from(first.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }
  ).exp;
  await page.clock.setFixedTime(exp * 1000 - 30_000);
  seen.length = 0;
  await homeSettled(page);
  const firstCall = seen.findIndex((entry) => entry.startsWith('ey'));
  expect(seen[0]).toBe('identity chunk');
  expect(seen.slice(1, firstCall)).toContain('refresh');
  expect(new Set(seen.slice(1, firstCall))).toEqual(new Set(['refresh']));
  expect(seen[firstCall]).not.toBe(first);
  expect(seen).not.toContain(first);
});
