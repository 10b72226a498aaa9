import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptConsent, resetWorld, shot, signInAs } from './shell-support';
import { seriousNodes } from './a11y-support';

// The header's brand switcher over GET /v1/brands/{id}/tree. Brand ids come from the seed
// (GP-1 → PA-1-1, PA-1-2 → five locations each; CH-2-2-5 under GP-2 is archived); names are read
// off the page, since the seed's faker makes them up.

const toggle = (page: Page) => page.getByRole('banner').locator('.brand-dropdown-toggle');
const switcher = (page: Page) => page.getByRole('dialog', { name: 'Locations' });
const allList = (page: Page) => switcher(page).getByRole('list', { name: 'All locations' });
const favouritesList = (page: Page) => switcher(page).getByRole('list', { name: 'Favourites' });
const option = (scope: Locator, id: string) =>
  scope.locator(`.brand-option[data-brand-id="${id}"]`);
const row = (scope: Locator, id: string) =>
  scope.locator(`.brand-row:has(> .brand-option[data-brand-id="${id}"])`);
const shownIds = (scope: Locator) =>
  scope
    .locator('.brand-option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-brand-id')));
const nameOf = async (scope: Locator, id: string) =>
  (await option(scope, id).locator('.brand-option__name').textContent()) ?? '';
const isTree = (url: string, brandId: string) =>
  new URL(url).pathname === `/v1/brands/${brandId}/tree`;

test.beforeEach(async ({ request, page }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R1-02] the switcher opens on the entry brand’s tree with the filter focused, and its branches open by keyboard and by mouse', async ({
  page,
}) => {
  // The tree is asked for once the page has its own answers, before the switcher is opened.
  const trees: string[] = [];
  page.on('request', (r) => {
    if (isTree(r.url(), 'GP-1')) trees.push(r.url());
  });
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  await toggle(page).click();
  await expect.poll(() => trees.length).toBeGreaterThan(0);
  expect(new URL(trees[0] ?? '').searchParams.has('include_archived')).toBe(false);
  const panel = switcher(page);
  const filter = panel.getByRole('searchbox', { name: 'Filter locations' });
  await expect(filter).toBeFocused();
  const all = allList(page);

  // Structured: the active (entry) brand is marked and open; its regions wait behind Expand.
  await expect(option(all, 'GP-1')).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shownIds(all)).toEqual(['GP-1', 'PA-1-1', 'PA-1-2']);

  // Keyboard: forward opens a branch then enters it, down moves on, back goes up then closes.
  const alaska = row(all, 'PA-1-1').locator('.brand-expander');
  await option(all, 'PA-1-1').focus();
  await page.keyboard.press('ArrowRight');
  await expect(alaska).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(option(all, 'CH-1-1-1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(option(all, 'CH-1-1-2')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(option(all, 'PA-1-1')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(alaska).toHaveAttribute('aria-expanded', 'false');

  // The mouse opens a branch with its chevron.
  await row(all, 'PA-1-2').locator('.brand-expander').click();
  await expect
    .poll(() => shownIds(all))
    .toEqual([
      'GP-1',
      'PA-1-1',
      'PA-1-2',
      'CH-1-2-1',
      'CH-1-2-2',
      'CH-1-2-3',
      'CH-1-2-4',
      'CH-1-2-5',
    ]);
  await page.screenshot({ path: shot('brand-switcher', 1280) });
});

test('[R4-19] [R2-18] [R3-02] picking a brand stores the user context, renames the toggle and refetches what depends on the brand', async ({
  page,
}) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const userLists: string[] = [];
  const trees: string[] = [];
  const onBrand: string[] = [];
  const visited: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/v1/users/brands/favourites') userLists.push(path);
    if (isTree(r.url(), 'GP-1')) trees.push(path);
    if (path.startsWith('/v1/brands/CH-1-1-3/')) onBrand.push(path);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await toggle(page).click();
  await row(allList(page), 'PA-1-1').locator('.brand-expander').click();
  const choice = option(allList(page), 'CH-1-1-3');
  const name = await nameOf(allList(page), 'CH-1-1-3');
  const treesBefore = trees.length;
  const listsBefore = userLists.length;
  await choice.click();

  await expect(switcher(page)).toBeHidden();
  await expect(toggle(page)).toHaveText(name);
  await expect.poll(() => visited).toContain('/dashboard');
  await expect(page).toHaveURL(/\/access-portal\/main$/);
  const context = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('userContext') ?? 'null') as unknown,
  );
  expect(context).toEqual({
    brand_id: 'GP-1',
    brand_type: 'GP',
    top_level: true,
    active_brand: { brand_id: 'CH-1-1-3', brand_type: 'CHILD' },
  });
  // The screens now ask about the picked brand, and the brand lists (the tree and the stars) are
  // asked for again when the switcher opens next.
  await expect.poll(() => onBrand.length).toBeGreaterThan(0);
  await toggle(page).click();
  await expect.poll(() => trees.length).toBeGreaterThan(treesBefore);
  await expect.poll(() => userLists.length).toBeGreaterThan(listsBefore);

  // After a reload the switcher opens on the picked brand, its branch already open.
  await page.reload();
  await expect(toggle(page)).toHaveText(name);
  await toggle(page).click();
  await expect(option(allList(page), 'CH-1-1-3')).toHaveAttribute('aria-current', 'true');
  await expect(option(allList(page), 'GP-1')).not.toHaveAttribute('aria-current', 'true');
  await expect(row(allList(page), 'PA-1-1').locator('.brand-expander')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('[R1-02] a location manager gets a one-brand tree; the switcher works from the keyboard and Escape hands focus back', async ({
  page,
}) => {
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  const panel = switcher(page);
  const filter = panel.getByRole('searchbox', { name: 'Filter locations' });
  await expect(filter).toBeFocused();
  await expect.poll(() => shownIds(allList(page))).toEqual(['CH-1-1-1']);
  await expect(option(allList(page), 'CH-1-1-1')).toHaveAttribute('aria-current', 'true');
  await expect(panel.locator('button.brand-expander')).toHaveCount(0);
  await expect(favouritesList(page)).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await expect(option(allList(page), 'CH-1-1-1')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(filter).toBeFocused();
  await filter.fill('zzz');
  await expect(panel.getByText('No locations match “zzz”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test('axe finds no serious or critical violations in the open switcher, structured, flat and filtered to nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'halo@demo.test');
  await acceptConsent(page);
  const serious = async () =>
    (await seriousNodes(page, '.brand-dropdown', '.brand-switcher')).rules;
  await toggle(page).click();
  const panel = switcher(page);
  await panel.getByRole('checkbox', { name: 'Show archived' }).check();
  await row(allList(page), 'PA-2-2').locator('.brand-expander').click();
  await expect(option(allList(page), 'CH-2-2-5')).toBeVisible();
  expect(await serious()).toEqual([]);
  await panel.getByText('Flat', { exact: true }).click();
  await expect(allList(page).locator('.brand-option')).toHaveCount(13);
  expect(await serious()).toEqual([]);
  await panel.getByRole('searchbox', { name: 'Filter locations' }).fill('no such place');
  await expect(panel.getByText('No locations match “no such place”.')).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('on a phone the switcher is a full-width sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  await toggle(page).click();
  await expect(option(allList(page), 'GP-1')).toBeVisible();
  const box = await switcher(page).boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(390);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  await page.screenshot({ path: shot('brand-switcher', 390) });
  await page.keyboard.press('Escape');
  await expect(switcher(page)).toBeHidden();
});
