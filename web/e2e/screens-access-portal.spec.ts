import { expect, type Page, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, fulfilJson, resetWorld } from './shell-support';
import { signIn } from './support';

// Issue 8: the access portal (/access-portal/main/*) as enterprise@demo.test, its top-level employer.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

async function land(page: Page) {
  await page.goto('/user/login');
  await signIn(page, 'enterprise@demo.test');
  await expect(page).toHaveURL(/\/access-portal\/main$/);
  await acceptConsent(page);
}

test.beforeEach(async ({ page, request }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R2-14] enterprise@demo.test sees every location of the group, searches and pages them', async ({ page }) => {
  await land(page);
  await expect(page.getByRole('heading', { name: 'Your business', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Locations' })).toContainText('10');
  const list = page.getByRole('region', { name: 'All locations' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.screenshot({ path: shot('access-portal', 1280), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('access-portal', 390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await list.getByRole('searchbox').fill('zzz-no-such-place');
  await expect(list.getByText('No location matches “zzz-no-such-place”.')).toBeVisible();
  await expect(page).toHaveURL(/q=zzz-no-such-place/);
});

test('[R3-05] the settings pages show brand basic info, position levels, business setup and reports settings', async ({ page }) => {
  await land(page);
  await page.getByRole('link', { name: 'Brand basic info' }).first().click();
  await expect(page).toHaveURL(/\/access-portal\/main\/settings\/basic-info$/);
  await expect(page.getByRole('heading', { name: 'Brand basic info', level: 2 })).toBeVisible();
  await expect(page.getByText('GP-1', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Access portal sections' }).getByRole('link', { name: 'Positions settings' }).click();
  const levels = page.locator('.ap-levels li');
  await expect(levels.first()).toBeVisible();
  expect(await levels.count()).toBeGreaterThan(1);
  await page.screenshot({ path: shot('access-portal-positions', 1280), fullPage: true });

  await page.getByRole('navigation', { name: 'Access portal sections' }).getByRole('link', { name: 'Business setup' }).click();
  await expect(page.getByText('Week starts on')).toBeVisible();
  await page.getByLabel('Brand').selectOption({ index: 1 });
  await expect(page).toHaveURL(/brand=CH-/);
  await expect(page.getByText('Pay period')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('access-portal-business-setup', 390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('navigation', { name: 'Access portal sections' }).getByRole('link', { name: 'Reports settings' }).click();
  await expect(page.getByText('Location filter')).toBeVisible();
  await page.screenshot({ path: shot('access-portal-reports', 1280), fullPage: true });
});

test('a group with no locations says so', async ({ page }) => {
  await fulfilJson(page, '**/v1/brands/*/users/locations', 200, { data: [], status_code: 200 });
  await land(page);
  await expect(page.getByText('No locations yet')).toBeVisible();
  await page.screenshot({ path: shot('access-portal-empty', 1280), fullPage: true });
});

test('the portal shows an error when the locations cannot be read, and Try again recovers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await request.post(`${MOCK}/__sim/faults`, { data: { kind: 'error', pattern: '/v1/brands/*/users/locations', share: 1 } });
  await land(page);
  await afterRetries(page, page.getByText('This could not be loaded.'));
  await page.screenshot({ path: shot('access-portal-error', 1280), fullPage: true });
  await request.delete(`${MOCK}/__sim/faults`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'All locations' }).getByRole('listitem')).toHaveCount(10);
});
