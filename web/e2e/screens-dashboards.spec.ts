import { expect, type Page, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, fulfilJson, resetWorld } from './shell-support';
import { signIn } from './support';

// Issue 8: the time-to-serve and enterprise dashboards, each as the demo account that lands on it.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

async function land(page: Page, email: string, path: RegExp) {
  await page.goto('/user/login');
  await signIn(page, email);
  await expect(page).toHaveURL(path);
  await acceptConsent(page);
}

async function shots(page: Page, name: string) {
  await page.screenshot({ path: shot(name, 1280), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(name, 390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeEach(async ({ page, request }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R2-16] manager@demo.test reads hiring speed on /dashboard/tts and pages the open applications', async ({ page }) => {
  await land(page, 'manager@demo.test', /\/dashboard\/tts$/);
  await expect(page.getByRole('heading', { name: 'Time-to-serve dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Median time to hire' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Applications by stage' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Applications per week' })).toBeVisible();
  const stalled = page.getByRole('region', { name: 'Open applications, longest waiting first' });
  await expect(stalled.getByText(/^Waiting \d+ days?/).first()).toBeVisible();
  await shots(page, 'tts-dashboard');
});

test('[R2-13] halo@demo.test sees the group’s headcount, hours and labour cost by location on gp-main', async ({ page }) => {
  await land(page, 'halo@demo.test', /\/enterprise-dashboards\/gp-main-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Enterprise main dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Labour cost' })).toBeVisible();
  const table = page.getByRole('region', { name: 'By location' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Hours' })).toBeVisible();
  await shots(page, 'gp-main-dashboard');
});

test('[R6-07] risk@demo.test sees risk flags per location with the ALL_LEVELS filter applied', async ({ page }) => {
  await land(page, 'risk@demo.test', /\/enterprise-dashboards\/risk-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Risk dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Locations: all levels')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Locations at risk' })).toBeVisible();
  const table = page.getByRole('region', { name: 'By location' });
  // ALL_LEVELS on a parent: one row per location (the parent's five children).
  await expect(table.getByRole('rowheader')).toHaveCount(5);
  await shots(page, 'risk-dashboard');
});

test('[R2-13] engage@demo.test sees team strength by location on parent-main', async ({ page }) => {
  await land(page, 'engage@demo.test', /\/enterprise-dashboards\/parent-main-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Parent main dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Headcount by location' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By location' }).getByRole('columnheader', { name: 'On leave' })).toBeVisible();
  await shots(page, 'parent-main-dashboard');
});

test('a dashboard with no team and no applications says there is nothing to report yet', async ({ page }) => {
  await fulfilJson(page, '**/v1/employer_applications?**', 200, { data: { applications: [], total: 0, offset: 0, limit: 100 }, status_code: 200 });
  await fulfilJson(page, '**/v1/brands/*/users?include_children=true', 200, { data: [], status_code: 200 });
  await land(page, 'manager@demo.test', /\/dashboard\/tts$/);
  await expect(page.getByText('Nothing to report yet')).toBeVisible();
  await page.screenshot({ path: shot('tts-dashboard-empty', 1280), fullPage: true });
});

test('a dashboard whose brand tree fails shows the error, and Try again recovers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await request.post(`${MOCK}/__sim/faults`, { data: { kind: 'error', pattern: '/v1/brands/*/tree', share: 1 } });
  await land(page, 'risk@demo.test', /\/enterprise-dashboards\/risk-dashboard$/);
  // The client retries a 503 five times with back-off (§7) before the screen gives up.
  await afterRetries(page, page.getByText('The dashboard could not be loaded.'));
  await page.screenshot({ path: shot('risk-dashboard-error', 1280), fullPage: true });
  await request.delete(`${MOCK}/__sim/faults`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: 'Locations at risk' })).toBeVisible();
});

test('[R3-11] the by-location table sorts by a column header, and the sorting is the hmap_active_sorting preference', async ({ page }) => {
  await land(page, 'halo@demo.test', /\/enterprise-dashboards\/gp-main-dashboard$/);
  const table = page.getByRole('region', { name: 'By location' });
  const headcount = table.getByRole('columnheader', { name: 'Headcount' });
  const counts = () =>
    table.locator('tbody td[data-label="Headcount"]').evaluateAll((cells) => cells.map((c) => Number((c.textContent ?? '').replace(/\D/g, ''))));
  await expect(table.getByRole('rowheader')).not.toHaveCount(0);

  await headcount.getByRole('button').click();
  await expect(headcount).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => { const c = await counts(); return c.join() === [...c].sort((a, b) => b - a).join(); }).toBe(true);
  await headcount.getByRole('button').click();
  await expect(headcount).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => { const c = await counts(); return c.join() === [...c].sort((a, b) => a - b).join(); }).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('h_hmap_active_sorting'))).toBe('headcount:ascending');

  // Preferences were allowed on the consent banner: the sorting outlives a reload.
  await page.reload();
  await expect(headcount).toHaveAttribute('aria-sort', 'ascending');
});
