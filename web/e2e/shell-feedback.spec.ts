import { expect, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config';
import { resetWorld, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

test('[R2-30] the offline banner shows while the browser is offline', async ({ page, context }) => {
  await signInAs(page, 'candidate@demo.test');
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'No internet connection, connecting...' });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('[R2-30] the offline banner needs no network: its words are in the bundle, in the page language', async ({
  page,
  context,
}) => {
  // The connection drops before the French translations arrive: they never do. The request is
  // held until the page has loaded, since the app may ask for them before its last scripts arrive,
  // and a connection dropped then would fail the page itself, not only the translations.
  let asked = false;
  let loaded = () => {};
  const pageLoaded = new Promise<void>((resolve) => (loaded = resolve));
  await page.route('**/locales/fr.json', async (route) => {
    asked = true;
    await pageLoaded;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto(`http://fr.localhost:${WEB_PORT}/user/login`);
  loaded();
  await expect.poll(() => asked).toBe(true);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Pas de connexion Internet, connexion en cours...' }),
  ).toBeVisible();
  await context.setOffline(false);
});

test('[R2-36] [R4-21] [R9-05] the consent banner: allow all stores the policy; the cookies last 30 days and forever', async ({
  page,
  context,
}) => {
  await page.goto('/user/login');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Allow all' }).click();
  await expect(banner).toHaveCount(0);
  const policy = await page.evaluate(
    () => JSON.parse(localStorage.getItem('h_storage-policy') ?? '[]') as unknown,
  );
  expect(policy).toEqual([
    { code: 'NECESSARY', enabled: true },
    { code: 'PREFERENCES', enabled: true },
    { code: 'ANALYTICS', enabled: true },
    { code: 'MARKETING', enabled: true },
  ]);
  const cookies = await context.cookies();
  const bannerCookie = cookies.find((c) => c.name === 'storage-policy-banner');
  const days = ((bannerCookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect(cookies.find((c) => c.name === 'storage-policy')?.expires).toBe(-1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
});

test('[R4-21] [R3-12] [R5-15] choosing categories enables those plus necessary; preferences persist only when enabled', async ({
  page,
}) => {
  await page.goto('/user/login');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
  await banner.getByRole('checkbox', { name: 'Analytics' }).check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  const enabled = await page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('h_storage-policy') ?? '[]') as {
        code: string;
        enabled: boolean;
      }[]
    )
      .filter((p) => p.enabled)
      .map((p) => p.code),
  );
  expect(enabled).toEqual(['NECESSARY', 'ANALYTICS']);
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('h_')),
  );
  expect(keys.every((k) => !k.startsWith('h_hmap'))).toBe(true);
});

test('[R4-22] withdrawing an enabled category reloads the page', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  await page.getByRole('button', { name: 'Allow all' }).click();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Cookie settings' }).click();
  await page
    .getByRole('region', { name: 'We use cookies' })
    .getByRole('button', { name: 'Deny' })
    .click();
  await expect.poll(() => loads).toBe(1);
  const enabled = await page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('h_storage-policy') ?? '[]') as {
        code: string;
        enabled: boolean;
      }[]
    )
      .filter((p) => p.enabled)
      .map((p) => p.code),
  );
  expect(enabled).toEqual(['NECESSARY']);
});

test('[R9-06] [R7-05] a language subdomain loads its translations; the document language follows', async ({
  page,
}) => {
  const locales: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/locales/')) locales.push(new URL(r.url()).pathname);
  });
  await page.goto(`http://fr.localhost:${WEB_PORT}/user/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Nous utilisons des cookies' })).toBeVisible();
  expect(locales).toEqual(['/locales/fr.json']);

  locales.length = 0;
  await page.goto(`http://localhost:${WEB_PORT}/user/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(locales).toEqual([]);
});

test('[R9-06] Arabic is written right to left', async ({ page }) => {
  await page.goto(`http://ar.localhost:${WEB_PORT}/user/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'نستخدم ملفات تعريف الارتباط' })).toBeVisible();
});

test('[R8-11] a language whose translations fail to load stays in English', async ({ page }) => {
  await page.route('**/locales/de.json', (route) =>
    route.fulfill({ status: 404, body: '{}', headers: { 'access-control-allow-origin': '*' } }),
  );
  await page.goto(`http://de.localhost:${WEB_PORT}/user/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'We use cookies' })).toBeVisible();
});
