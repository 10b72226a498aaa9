import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { resetWorld } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

const accessTokens = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider') && k.endsWith('accessToken')));

test('[R2-03] [R9-07] logout signs out whatever redirectAfterLogout holds; bad values go to the default /', async ({ page }) => {
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/logout') logouts.push(r.url());
  });
  const values = ['100%25', encodeURIComponent('javascript:alert(document.domain)'), encodeURIComponent('https://evil.example/phish'), '%E0%A4%A'];
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

test('[R2-33] [R9-07] /user/refresh with a malformed target goes to the default /', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, 'hiring@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto('/user/refresh?ref=100%25');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  await page.goto(`/user/refresh?ref=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page).toHaveURL(/\/dashboard\/hiring$/);
});
