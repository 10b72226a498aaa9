import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The slice, in Chromium: §2 routes, the home redirector and logout.
const accounts = [
  { email: 'candidate@demo.test', lands: '/dashboard/member', rule: 'R2-11' },
  { email: 'manager@demo.test', lands: '/dashboard/tts', rule: 'R2-16' },
  { email: 'hiring@demo.test', lands: '/dashboard/hiring', rule: 'R2-16' },
  { email: 'scheduler@demo.test', lands: '/schedule', rule: 'R2-15' },
  { email: 'enterprise@demo.test', lands: '/access-portal/main', rule: 'R2-14' },
];

test('[R2-06] a logged-out visitor of /schedule lands on login with ref', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fschedule$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('[R2-02] signing in from a ref goes back to the ref', async ({ page }) => {
  await page.goto('/schedule');
  await signIn(page, 'scheduler@demo.test');
  await expect(page).toHaveURL(/\/schedule$/);
  await page.goto('/user/login?ref=%2Fdashboard%2Fhiring');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});

for (const account of accounts) {
  test(`[${account.rule}] ${account.email} signs in, lands on ${account.lands}, and logs out`, async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/v1/')) calls.push(`${r.method()} ${url.pathname}`);
    });
    await page.goto('/user/login');
    await signIn(page, account.email);
    await expect(page).toHaveURL(new RegExp(`${account.lands}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(calls).toContain('GET /v1/users/info');
    if (account.email !== 'candidate@demo.test') {
      expect(calls.some((c) => /GET \/v1\/users\/brands\/[^/]+\/policy/.test(c))).toBe(true);
    }

    await page.goto('/user/logout');
    await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard$/);
    expect(calls).toContain('POST /v1/logout');
    const tokens = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k.startsWith('CognitoIdentityServiceProvider') && k.endsWith('accessToken'),
      ),
    );
    expect(tokens).toEqual([]);
  });
}

test('[R2-32] logout sends to the decoded redirectAfterLogout with brand and ref appended', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signIn(page, 'hiring@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto(
    `/user/logout?redirectAfterLogout=${encodeURIComponent('/user/login')}&brand=CH-1&ref=%2Fschedule`,
  );
  await expect(page).toHaveURL(/\/user\/login\?brand=CH-1&ref=%2Fschedule$/);
});
