import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { resetMockWorld, uniqueEmail } from './auth-support';
import { DEMO_PASSWORD } from './support';

async function fillAccount(page: Page, email: string, names = { first: 'Robin', last: 'Reyes' }) {
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Phone number', { exact: true }).fill('2025550143');
}

test.afterAll(({ playwright }) => resetMockWorld(playwright));

// Refusals in words, the candidate's sign-up, light sign-up and the password reset are route tests
// (src/app/routes/auth/auth-pages.test.tsx); the employer's two steps with the visitor's city stay here.
test.describe('sign-up (§5)', () => {
  test('[R5-05] an employer signs up with a business and describes it', async ({ page }) => {
    await page.goto('/user/employer');
    await fillAccount(page, uniqueEmail('owner'), { first: 'Olive', last: 'Owner' });
    await page.getByLabel('Business name').fill('Harbor Bakery');
    await page.getByLabel('Currency').selectOption({ label: 'EUR € · Euro' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Username').fill(`olive${Date.now()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();
    await expect(page.getByLabel('Web address')).toHaveValue('harbor-bakery');
    // The visitor's city (GET /v1/user_lat_long, kept under user_location) hints at the address.
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute(
      'placeholder',
      /^\S.*, US$/,
    );
    const kept = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('h_user_location') ?? 'null') as {
          city: string;
          at: number;
        } | null,
    );
    expect(kept?.city.length).toBeGreaterThan(0);
    expect(kept?.at).toBeGreaterThan(0);
    const details = page.waitForRequest((r) =>
      /\/v1\/users\/registration\/brands\/[^/]+\/details$/.test(r.url()),
    );
    await page.getByLabel('Address', { exact: true }).fill('1 Quay Street');
    await page.getByRole('button', { name: 'Finish' }).click();
    expect((await details).postDataJSON()).toMatchObject({ slug: 'harbor-bakery' });
    await expect(page).toHaveURL(/\/dashboard/);
  });
});
