import { expect, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, resetWorld, signInAs } from './shell-support';

// Issue 8: global-search-result/{term} — brands, employees and candidates, grouped, each linking on.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('manager@demo.test finds Casey as an employee and a candidate, and each result opens its screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/global-search-result/casey');
  await expect(page.getByRole('heading', { name: 'Results for “casey”' })).toBeVisible();
  const employees = page.getByRole('region', { name: 'Employees' });
  const candidates = page.getByRole('region', { name: 'Candidates' });
  await expect(employees.getByRole('link', { name: /Casey Moreno/ })).toBeVisible();
  await expect(candidates.getByRole('link', { name: /Casey Moreno/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Brands and locations' }).getByText('No matches here.'),
  ).toBeVisible();
  await page.screenshot({ path: shot('search-results', 1280), fullPage: true });

  await employees.getByRole('link', { name: /Casey Moreno/ }).click();
  const card = page.getByRole('complementary', { name: 'Employee profile' });
  await expect(card.getByText('candidate@demo.test')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('search-results', 390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Close profile' }).click();
  await expect(card).toHaveCount(0);

  await candidates.getByRole('link', { name: /Casey Moreno/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/hiring\?brand=CH-1-1-1&application=/);
  await expect(
    page
      .getByRole('complementary', { name: 'Application' })
      .getByRole('heading', { name: 'Casey Moreno' }),
  ).toBeVisible();
});

test('a brand result leads to that location’s applications', async ({ page }) => {
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/global-search-result/CH-1-1-1');
  const brands = page.getByRole('region', { name: 'Brands and locations' });
  const hit = brands.getByRole('link').first();
  await expect(hit).toContainText('CH-1-1-1');
  await hit.click();
  await expect(page).toHaveURL(/\/dashboard\/hiring\?brand=CH-1-1-1$/);
  await expect(page.getByTestId('application-row').first()).toBeVisible();
});

test('a term nothing matches shows the empty state, and a new term can be searched from it', async ({
  page,
}) => {
  await signInAs(page, 'hiring@demo.test');
  await acceptConsent(page);
  await page.goto('/global-search-result/zzqqxx');
  await expect(page.getByText('Nothing matches “zzqqxx”')).toBeVisible();
  await page.screenshot({ path: shot('search-empty', 1280), fullPage: true });
  await page.getByRole('searchbox', { name: 'Search again' }).fill('Casey');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/global-search-result\/Casey$/);
  await expect(
    page.getByRole('region', { name: 'Candidates' }).getByRole('link', { name: /Casey Moreno/ }),
  ).toBeVisible();
});

test('a group whose call fails says so on its own while the others still answer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await request.post(`${MOCK}/__sim/faults`, {
    data: { kind: 'error', pattern: '/v1/brands/*/users', share: 1 },
  });
  await page.goto('/global-search-result/casey');
  await expect(
    page.getByRole('region', { name: 'Candidates' }).getByRole('link', { name: /Casey Moreno/ }),
  ).toBeVisible();
  const employees = page.getByRole('region', { name: 'Employees' });
  await afterRetries(page, employees.getByText('This group could not be loaded.'));
  await page.screenshot({ path: shot('search-error', 1280), fullPage: true });
  await request.delete(`${MOCK}/__sim/faults`);
  await employees.getByRole('button', { name: 'Try again' }).click();
  await expect(employees.getByRole('link', { name: /Casey Moreno/ })).toBeVisible();
});
