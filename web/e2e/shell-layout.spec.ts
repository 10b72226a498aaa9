import { expect, test } from '@playwright/test';
import { acceptConsent, fulfilJson, resetWorld, signInAs } from './shell-support';

test.beforeEach(async ({ request }) => resetWorld(request));

test('[R2-24] [R1-02] [R6-01] an employer gets menu toggle, brand dropdown, 600 px search, icons, user widget and side nav', async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(header.locator('.brand-dropdown-toggle')).toBeVisible();
  const search = header.getByRole('search');
  await expect(search).toBeVisible();
  expect((await search.boundingBox())?.width).toBe(600);
  await expect(header.getByRole('button', { name: 'News feed' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await header.locator('.brand-dropdown-toggle').click();
  const switcher = page.getByRole('dialog', { name: 'Locations' });
  await expect(switcher.getByText('All locations')).toBeVisible();
  await expect(switcher.locator('.brand-option').first()).toBeVisible();
});

test('[R2-24] on a phone-sized window the employer header fits: the search takes a row of its own, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const header = page.getByRole('banner');
  const search = header.getByRole('search');
  await expect(search).toBeVisible();
  const account = header.getByRole('button', { name: 'Account' });
  await expect(account).toBeInViewport({ ratio: 1 });
  await expect(header.locator('.brand-dropdown-toggle')).toBeInViewport({ ratio: 1 });
  const [searchBox, accountBox] = [await search.boundingBox(), await account.boundingBox()];
  expect(searchBox && accountBox && searchBox.y > accountBox.y + accountBox.height - 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('[R2-26] [R4-20] the layout blurs while search or the side nav is open; the side nav state is remembered', async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('data-blurred', 'false');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveAttribute('data-state', 'collapsed');

  await page.getByRole('searchbox', { name: 'Search', exact: true }).click();
  await expect(main).toHaveAttribute('data-blurred', 'true');
  await page.keyboard.press('Escape');
  await expect(main).toHaveAttribute('data-blurred', 'false');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toHaveAttribute('data-state', 'expanded');
  await expect(main).toHaveAttribute('data-blurred', 'true');
  await page.getByRole('button', { name: 'Keep open' }).click();
  await expect(nav).toHaveAttribute('data-state', 'fixed-open');
  await expect(main).toHaveAttribute('data-blurred', 'false');
  await page.reload();
  await expect(nav).toHaveAttribute('data-state', 'fixed-open');
  expect(await page.evaluate(() => localStorage.getItem('h_side_bar_state'))).toBe('fixed-open');
  await page.getByRole('button', { name: 'Stop keeping open' }).click();
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
});

test('[R2-24] search opens global-search-result/{term}', async ({ page }) => {
  await signInAs(page, 'manager@demo.test');
  // A person types once the page is drawn; the term must still be in the box when Enter goes to it
  // (CI once ended on the home page with no navigation, and this tells a lost term from lost focus).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill('line cook');
  await expect(box).toHaveValue('line cook');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/global-search-result\/line%20cook$/);
  await expect(page.getByText('Results for “line cook”')).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('data-blurred', 'false');
});

test('[R2-25] every path change starts at the top of the page', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  // The landing page may still be settling after sign-in: scroll until it stays scrolled.
  await expect(async () => {
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }).toPass();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('[R1-03] [R4-20] [R9-08] [R6-05] brand colours theme the header (tent unless white) and the accent', async ({
  page,
}) => {
  const schemes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/profile_scheme')) schemes.push(new URL(r.url()).pathname);
  });
  await signInAs(page, 'hiring@demo.test');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-theme', 'light');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    ),
  ).toBe('rgb(0 136 221)');
  expect(schemes).toEqual([]);
  await page.goto('/user/logout');
  await expect(page).toHaveURL(/\/user\/login/);

  await fulfilJson(page, '**/v1/employers/profile_scheme*', 200, {
    status_code: 200,
    data: {
      scheme_settings: { background_color: '20,40,80', accent_color: '200,30,30' },
      profile_image: null,
      rectangle_profile_image: null,
    },
  });
  await signInAs(page, 'manager@demo.test');
  await expect(header).toHaveAttribute('data-theme', 'tent');
  await expect(header).toHaveCSS('background-color', 'rgb(20, 40, 80)');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    ),
  ).toBe('rgb(200 30 30)');
  expect(schemes).toContain('/v1/employers/profile_scheme');
});

test('[R1-03] a reload paints the header in the remembered brand colours (brand_theme) while the scheme is still on its way', async ({
  page,
}) => {
  // Two sign-ins' worth of pages plus a logout: more than the default budget on a loaded machine.
  test.slow();
  const dark = {
    status_code: 200,
    data: {
      scheme_settings: { background_color: '20,40,80', accent_color: '200,30,30' },
      profile_image: null,
      rectangle_profile_image: null,
    },
  };
  await fulfilJson(page, '**/v1/employers/profile_scheme*', 200, dark);
  await signInAs(page, 'manager@demo.test');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(20, 40, 80)');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('h_brand_theme')))
    .toBe('{"background_color":"20,40,80","accent_color":"200,30,30"}');

  // The scheme is held unanswered: the colours can only come from brand_theme.
  await page.unroute('**/v1/employers/profile_scheme*');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/employers/profile_scheme*', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    await held;
    return route.fulfill({
      status: 200,
      json: dark,
      headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*' },
    });
  });
  await page.reload();
  await expect(header).toHaveAttribute('data-theme', 'tent');
  await expect(header).toHaveCSS('background-color', 'rgb(20, 40, 80)');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    ),
  ).toBe('rgb(200 30 30)');
  release();
  await expect(
    page.getByRole('heading', { name: 'Time-to-serve dashboard', level: 1 }),
  ).toBeVisible();

  // Logout forgets them: the next person starts from the defaults.
  await page.goto('/user/logout');
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem('h_brand_theme'))).toBeNull();
});

test('[R4-19] [R2-18] [R3-02] switching brand stores the user context, refreshes the brand lists and lands a top-level employer on /dashboard', async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  const brandLists: string[] = [];
  const visited: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/users/brands/favourites') brandLists.push(r.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.locator('.brand-dropdown-toggle').click();
  const choice = page
    .getByRole('dialog', { name: 'Locations' })
    .locator('.brand-option:not([aria-current])')
    .first();
  const name = (await choice.locator('.brand-option__name').textContent()) ?? '';
  const listsBefore = brandLists.length;
  await choice.click();
  await expect.poll(() => visited).toContain('/dashboard');
  await expect(page).toHaveURL(/\/access-portal\/main$/);
  await expect(page.locator('.brand-dropdown-toggle')).toHaveText(name);
  // The brand lists are asked for again when the switcher opens next.
  await page.locator('.brand-dropdown-toggle').click();
  await expect.poll(() => brandLists.length).toBeGreaterThan(listsBefore);
  const context = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('userContext') ?? 'null') as {
        brand_id: string;
        top_level: boolean;
      },
  );
  expect(context).toMatchObject({ brand_id: 'GP-1', top_level: true });
  expect((await page.context().cookies()).some((c) => c.name === 'userContext')).toBe(true);
});
