import { expect, test } from '@playwright/test';
import { fulfilJson, MOCK, resetWorld, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

test('[R2-01] an unknown path goes to the legacy host, keeping path and query', async ({ page }) => {
  await page.goto('/old/reports/weekly?brand=CH-1&week=12');
  await expect(page).toHaveURL(`${MOCK}/__legacy/old/reports/weekly?brand=CH-1&week=12`);
  await expect(page.getByTestId('path')).toHaveText('/__legacy/old/reports/weekly');
  await expect(page.getByTestId('query')).toHaveText('?brand=CH-1&week=12');
});

test('[R2-06] [R2-08] logged-out visitors of login-required routes go to login with ref', async ({ page }) => {
  await page.goto('/global-search-result/anna');
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fglobal-search-result%2Fanna$/);
  await page.goto('/settings/rewards-and-recognition');
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fsettings%2Frewards-and-recognition$/);
});

test('[R2-32] [R2-06] `/` opened with a ref (where the logout sends) goes on to that page of this app only', async ({ page }) => {
  await page.goto('/?brand=CH-1-1-2&ref=%2Fschedule%3Fview%3Dweek');
  await expect(page).toHaveURL(/\/user\/login\?ref=%2Fschedule%3Fview%3Dweek$/);
  // Another host, protocol-relative or absolute, is never followed: the home redirector instead.
  for (const ref of ['%2F%2Fevil.example%2Fx', 'https%3A%2F%2Fevil.example%2Fx']) {
    await page.goto(`/?ref=${ref}`);
    await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard$/);
  }
  await signInAs(page, 'scheduler@demo.test');
  await page.goto('/?ref=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);
});

test('[R6-02] guests see only the authentication pages: every signed-in page sends them to login', async ({ page }) => {
  // A dozen page loads: more than the default budget on a loaded machine.
  test.slow();
  const signedIn = [
    '/dashboard', '/dashboard/member', '/dashboard/tts', '/dashboard/hiring', '/welcome', '/schedule', '/access-portal/main',
    '/enterprise-dashboards/gp-main-dashboard', '/enterprise-dashboards/risk-dashboard', '/profile', '/settings/rewards-and-recognition',
  ];
  for (const path of signedIn) {
    await page.goto(path);
    await expect(page).toHaveURL(`/user/login?ref=${encodeURIComponent(path)}`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // Nothing of the signed-in frame: no main navigation, no menu button.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  }
  for (const path of ['/user/login', '/user/signup', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('textbox').first()).toBeVisible();
  }
});

test('[R2-01] [R2-07] [R2-09] the settings routes exist; rewards opens the budget tab', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  await page.goto('/settings/rewards-and-recognition');
  await expect(page).toHaveURL(/\/settings\/rewards-and-recognition\/budget$/);
  const tabs = page.getByRole('navigation', { name: 'Rewards and recognition' }).getByRole('tab');
  await expect(tabs).toHaveText(['Budget', 'Rules', 'Raffles']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await tabs.nth(2).click();
  await expect(page).toHaveURL(/\/settings\/rewards-and-recognition\/raffles$/);
  await page.goto('/settings/north/rewards-and-recognition');
  await expect(page).toHaveURL(/\/settings\/north\/rewards-and-recognition\/budget$/);

  for (const url of ['/settings/clockout-attestation', '/settings/north/clockout-attestation']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clock-out attestation questions');
  }
  await page.goto('/settings/clockout-attestation/management/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
  await page.goto('/settings/rewards-and-recognition/rule-management/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit rule' })).toBeVisible();
  await page.goto('/settings/rewards-and-recognition/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme settings' })).toBeVisible();
  await page.goto('/global-search-result/anna');
  await expect(page).toHaveURL(/\/global-search-result\/anna$/);
});

test('[R2-05] a gid link sets the enterprise context the screens then work in, and leaves the address', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  const onGid: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/brands/PA-1-2/')) onGid.push(path);
  });
  const lead = page.locator('.ap-lead');
  await expect(lead).toContainText(':');
  const entryLead = await lead.textContent();

  await page.goto('/access-portal/main?gid=PA-1-2&view=week');
  await expect(page).toHaveURL(/\/access-portal\/main\?view=week$/);
  expect(await page.evaluate(() => localStorage.getItem('h_enterprise_id'))).toBe('PA-1-2');
  // Used, not only stored: the portal asks about PA-1-2 and names it, as the brand switcher does.
  await expect.poll(() => onGid).toContain('/v1/brands/PA-1-2/basic_info');
  const name = page.getByRole('banner').locator('.brand-dropdown-toggle');
  await expect(name).not.toHaveText('Locations');
  const gidName = (await name.textContent()) ?? '';
  await expect(lead).toHaveText(`${gidName}: every location, its team and its settings in one place.`);
  expect(await lead.textContent()).not.toBe(entryLead);

  // It outlives a reload, and the other brand screens use it too.
  await page.reload();
  await expect(lead).toHaveText(`${gidName}: every location, its team and its settings in one place.`);
  onGid.length = 0;
  await page.goto('/schedule');
  await expect.poll(() => onGid).toContain('/v1/brands/PA-1-2/shifts');
});

test('[R6-10] the page access guard tries 3 times 1 s apart, then sends to /dashboard', async ({ page }) => {
  await signInAs(page, 'scheduler@demo.test');
  const checks: number[] = [];
  page.on('request', (r) => {
    if (/\/v1\/users\/navigation_preferences/.test(r.url())) checks.push(Date.now());
  });
  await page.goto('/dashboard/tts');
  await expect(page).toHaveURL(/\/schedule$/, { timeout: 15_000 });
  // Three guard tries, then the home redirector's own look-up.
  expect(checks.length).toBeGreaterThanOrEqual(4);
  expect((checks[2] ?? 0) - (checks[0] ?? 0)).toBeGreaterThanOrEqual(1900);
});

test('[R8-12] [R2-31] a route module that fails to load reloads once, then shows the error page', async ({ page }) => {
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
  await expect(page.getByRole('heading', { name: 'Clock-out attestation questions' })).toBeVisible();
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

test('[R2-17] when the home redirector fails it stays on /dashboard and says so', async ({ page }) => {
  await signInAs(page, 'hiring@demo.test');
  await fulfilJson(page, '**/v1/users/navigation_preferences*', 403, { status_code: 403, error: 'FORBIDDEN', message: 'no' });
  await page.goto('/dashboard');
  await expect(page.getByText('We could not open your home page.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
