import { expect, test } from '@playwright/test';
import { MOCK, resetWorld, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

// Where logout and refresh go, the version and account gates from every way into a page, and the
// welcome page of a first external sign-on are route tests (src/app/routes/auth, maintenance,
// dashboard); what needs the browser's own machinery stays here.
test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[R9-07] /sw.js is registered and takes over at once; it stands before no request: assets come from the HTTP cache, the app shell from the network', async ({
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

    const assets: { path: string; fromWorker: boolean; cacheControl: string }[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/'))
        assets.push({
          path,
          fromWorker: r.fromServiceWorker(),
          cacheControl: r.headers()['cache-control'] ?? '',
        });
    });
    const shell = await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(shell?.fromServiceWorker()).toBe(false);
    // The page is checked with the server on every visit, so a new version is never hidden.
    expect(shell?.headers()['cache-control']).toBe('no-cache');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.fromWorker, asset.path).toBe(false);
      expect(asset.cacheControl, asset.path).toBe('public, max-age=31536000, immutable');
    }
    // The worker keeps nothing of its own: no cache, so no page of some version either.
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
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
