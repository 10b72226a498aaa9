import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { acceptConsent, MOCK, resetWorld, scenario, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

const accessTokens = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter(
      (k) => k.startsWith('CognitoIdentityServiceProvider') && k.endsWith('accessToken'),
    ),
  );

test('[R2-03] [R9-07] logout signs out whatever redirectAfterLogout holds; bad values go to the default /', async ({
  page,
}) => {
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/logout') logouts.push(r.url());
  });
  const values = [
    '100%25',
    encodeURIComponent('javascript:alert(document.domain)'),
    encodeURIComponent('https://evil.example/phish'),
    '%E0%A4%A',
  ];
  for (const [index, value] of values.entries()) {
    await page.goto('/user/login');
    await signIn(page, 'hiring@demo.test');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
    await page.goto(`/user/logout?redirectAfterLogout=${value}`);
    // The default target / is the home redirector, which sends a signed-out visitor to login.
    await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Oops, something went wrong.')).toHaveCount(0);
    expect(await accessTokens(page)).toEqual([]);
    expect(logouts).toHaveLength(index + 1);
  }
});

test('[R2-33] [R9-07] /user/refresh with a malformed target goes to the default /', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, 'hiring@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto('/user/refresh?ref=100%25');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto(`/user/refresh?ref=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});

/** The four ways into a page: the home redirector, a deep link, a reload and a link inside the app. */
const ENTRIES = {
  home: (page: Page) => page.goto('/dashboard'),
  'deep link': (page: Page) => page.goto('/schedule'),
  reload: (page: Page) => page.reload(),
  'in-app link': async (page: Page) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Schedule' })
      .click();
  },
} as const;

for (const [entry, enter] of Object.entries(ENTRIES)) {
  test(`[R4-13] IN_MAINTENANCE wins over the page entered by ${entry}`, async ({
    page,
    request,
  }) => {
    await signInAs(page, 'manager@demo.test');
    await acceptConsent(page);
    await scenario(request, 'maintenance');
    await enter(page);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toBeVisible();
  });

  test(`[R4-14] a session older than REVOKE_SESSION is logged out on the page entered by ${entry}`, async ({
    page,
    request,
  }) => {
    // manager@ has every product, so the in-app link (the side nav's Schedule) is there to follow.
    await signInAs(page, 'manager@demo.test');
    await acceptConsent(page);
    // Counted from here: signInAs may first try the worker's saved session, which an earlier test
    // may have logged out; the app then ends that session itself (one more POST, answered 401)
    // before the form signs in again. That is the setup's logout, not the one under test.
    const logouts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/logout')
        logouts.push(r.url());
    });
    await scenario(request, 'maintenance-over');
    await enter(page);
    await expect(page).toHaveURL(/\/user\/login/);
    // The session is ended on the server and in the browser, once.
    expect(logouts).toHaveLength(1);
    expect(await accessTokens(page)).toEqual([]);
  });

  test(`[R4-18] a suspended account is sent to /account-suspension from the page entered by ${entry}`, async ({
    page,
    request,
  }) => {
    await signInAs(page, 'manager@demo.test');
    await acceptConsent(page);
    await scenario(request, 'suspended');
    await enter(page);
    await expect(page).toHaveURL(/\/account-suspension$/);
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  });
}

test('[R4-13] after maintenance, Try again on /maintenance goes home without bouncing back', async ({
  page,
  request,
}) => {
  await signInAs(page, 'manager@demo.test');
  await scenario(request, 'maintenance');
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance$/);
  await scenario(request, 'default');
  await page.getByRole('link', { name: /try again/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/tts$/);
  await expect(page.getByRole('heading', { name: 'Time-to-serve dashboard' })).toBeVisible();
});

test('[R2-12] the welcome page of a first external sign-on is shown once: across reloads, home visits and a new sign-in', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, 'sso-first@demo.test');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Harbor, Sol' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "You signed in through your company's partner single sign-on for the first time.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to do next' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('h_customWelcomePageShown'))).toBe('true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Harbor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  // A new sign-in is not a first sign-in any more, even with the browser's storage cleared by logout.
  await page.goto('/user/logout');
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem('h_customWelcomePageShown'))).toBeNull();
  await signIn(page, 'sso-first@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[R9-07] /sw.js is registered, serves hashed assets, and the app shell always comes from the network', async ({
    page,
  }) => {
    await page.goto('/user/login');
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    expect(new URL(script).pathname).toBe('/sw.js');
    // It takes over at once (no second visit needed), so an update is never left waiting behind an old worker.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toBe(script);

    const assets: boolean[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.fromServiceWorker());
    });
    const shell = await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(shell?.fromServiceWorker()).toBe(false);
    expect(assets).toContain(true);

    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached.length).toBeGreaterThan(0);
    // Only content-hashed files: a page (the shell of some version) is never kept.
    for (const path of cached) expect(path).toMatch(/^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.\w+$/);
    const deepLink = await page.goto('/schedule');
    expect(deepLink?.fromServiceWorker()).toBe(false);
  });
});

test("[R9-09] the agent draws once a page: outside the logged-out 10 % nothing is sent; the brand's 50 % sends the signed-in views to the collector", async ({
  page,
  request,
}) => {
  await request.delete(`${MOCK}/__sim/rum`);
  // This page's draw is 0.3: not sampled at 10 %, sampled at the manager's brand rate of 50 %.
  await page.addInitScript(() => {
    Math.random = () => 0.3;
  });
  const settingsCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/v1\/(brands\/[^/]+\/)?rum_settings/.test(r.url()))
      settingsCalls.push(new URL(r.url()).pathname);
  });
  await signInAs(page, 'manager@demo.test');
  await expect(page.locator('html')).toHaveAttribute('data-rum-sampling', '50');
  await expect(page.locator('html')).toHaveAttribute('data-rum-sampled', 'true');
  expect(settingsCalls).toContain('/v1/rum_settings');
  expect(settingsCalls).toContain('/v1/brands/CH-1-1-1/rum_settings');
  const read = async () =>
    (await (await request.get(`${MOCK}/__sim/rum`)).json()) as {
      events: number;
      batches: {
        signed_in: boolean;
        sampling_percentage: number;
        brand_id: string | null;
        events: { type: string; path: string }[];
      }[];
    };
  await expect.poll(async () => (await read()).events, { timeout: 15_000 }).toBeGreaterThan(0);
  const { batches } = await read();
  for (const batch of batches)
    expect(batch).toMatchObject({ signed_in: true, sampling_percentage: 50, brand_id: 'CH-1-1-1' });
  expect(batches.flatMap((b) => b.events.map((e) => `${e.type} ${e.path}`))).toContain(
    'page_view /dashboard/tts',
  );
  // The login page was viewed outside the 10 %: it was never sent.
  expect(batches.flatMap((b) => b.events.map((e) => e.path))).not.toContain('/user/login');
});
