import { expect, test } from '@playwright/test';
import { MOCK, resetWorld, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

test('[R2-01] an unknown path goes to the legacy host, keeping path and query', async ({
  page,
}) => {
  await page.goto('/old/reports/weekly?brand=CH-1&week=12');
  await expect(page).toHaveURL(`${MOCK}/__legacy/old/reports/weekly?brand=CH-1&week=12`);
  await expect(page.getByTestId('path')).toHaveText('/__legacy/old/reports/weekly');
  await expect(page.getByTestId('query')).toHaveText('?brand=CH-1&week=12');
});

test('[R8-12] [R2-31] a route module that fails to load reloads once, then shows the error page', async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const chunk = /\/assets\/clockout-attestation-[^/]+\.js$/;
  // The chunk fails (preload and import alike) until the page has reloaded once.
  await page.route(chunk, async (route) => {
    if (loads === 0) await route.abort();
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Clock-out attestation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Clock-out attestation questions' }),
  ).toBeVisible();
  expect(loads).toBe(1);

  await page.unrouteAll();
  await page.route(chunk, (route) => route.abort());
  await page.evaluate(() => sessionStorage.clear());
  loads = 0;
  await page.goto('/settings/north/clockout-attestation');
  await expect(page.getByRole('heading', { name: 'Oops, something went wrong.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home Page' })).toBeVisible();
  expect(loads).toBe(2);
});
