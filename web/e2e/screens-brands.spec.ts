import { expect, type Locator, type Page, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, resetWorld, shot, signInAs } from './shell-support';
import { seriousNodes } from './a11y-support';

// Issue 8: the header's brand switcher over GET /v1/brands/{id}/tree. Brand ids come from the seed
// (GP-1 → PA-1-1, PA-1-2 → five locations each; CH-2-2-5 under GP-2 is archived); names are read
// off the page, since the seed's faker makes them up.

const toggle = (page: Page) => page.getByRole('banner').locator('.brand-dropdown-toggle');
const switcher = (page: Page) => page.getByRole('dialog', { name: 'Locations' });
const allList = (page: Page) => switcher(page).getByRole('list', { name: 'All locations' });
const favouritesList = (page: Page) => switcher(page).getByRole('list', { name: 'Favourites' });
const option = (scope: Locator, id: string) => scope.locator(`.brand-option[data-brand-id="${id}"]`);
const row = (scope: Locator, id: string) => scope.locator(`.brand-row:has(> .brand-option[data-brand-id="${id}"])`);
const shownIds = (scope: Locator) => scope.locator('.brand-option').evaluateAll((els) => els.map((el) => el.getAttribute('data-brand-id')));
const nameOf = async (scope: Locator, id: string) => (await option(scope, id).locator('.brand-option__name').textContent()) ?? '';
const isTree = (url: string, brandId: string) => new URL(url).pathname === `/v1/brands/${brandId}/tree`;

test.beforeEach(async ({ request, page }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R1-02] the switcher opens on the entry brand’s tree, filters keeping ancestors, lists flat by name and remembers the view', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const [treeCall] = await Promise.all([page.waitForRequest((r) => isTree(r.url(), 'GP-1')), toggle(page).click()]);
  expect(new URL(treeCall.url()).searchParams.has('include_archived')).toBe(false);
  const panel = switcher(page);
  const filter = panel.getByRole('searchbox', { name: 'Filter locations' });
  await expect(filter).toBeFocused();
  const all = allList(page);

  // Structured: the active (entry) brand is marked and open; its regions wait behind Expand.
  await expect(option(all, 'GP-1')).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shownIds(all)).toEqual(['GP-1', 'PA-1-1', 'PA-1-2']);
  await expect.poll(async () => (await shownIds(favouritesList(page))).sort()).toEqual(['CH-1-1-1', 'CH-1-2-3']);
  await expect(panel.getByRole('radio', { name: 'Structured' })).toBeChecked();

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
  await expect.poll(() => shownIds(all)).toEqual(['GP-1', 'PA-1-1', 'PA-1-2', 'CH-1-2-1', 'CH-1-2-2', 'CH-1-2-3', 'CH-1-2-4', 'CH-1-2-5']);
  await page.screenshot({ path: shot('brand-switcher', 1280) });

  // A filter keeps its match and the brands that lead to it, case aside; favourites follow it.
  const target = await nameOf(all, 'CH-1-2-3');
  await filter.fill(target.toLowerCase());
  await expect.poll(() => shownIds(all)).toEqual(['GP-1', 'PA-1-2', 'CH-1-2-3']);
  await expect.poll(() => shownIds(favouritesList(page))).toEqual(['CH-1-2-3']);
  await expect(panel.getByRole('status')).toHaveText('1 location found');
  await filter.fill('no such place');
  await expect(panel.getByText('No locations match “no such place”.')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('0 locations found');
  await expect(favouritesList(page)).toHaveCount(0);
  await filter.fill('');

  // Flat: every brand by name, its parents as secondary text; a filter shows matches only.
  const group = await nameOf(all, 'GP-1');
  const alaskaName = await nameOf(all, 'PA-1-1');
  // The segmented control's radios are visually hidden: a pointer clicks their labels.
  await panel.getByText('Flat', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Flat' })).toBeChecked();
  await expect(all.locator('.brand-option')).toHaveCount(13);
  const names = await all.locator('.brand-option__name').allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
  await expect(option(all, 'CH-1-1-1').locator('.brand-option__path')).toHaveText(`${group} / ${alaskaName}`);
  await expect(option(all, 'GP-1').locator('.brand-option__path')).toHaveCount(0);
  await filter.fill('region');
  await expect.poll(async () => (await shownIds(all)).sort()).toEqual(['PA-1-1', 'PA-1-2']);

  // [R3-11] The view is kept in the brand list's storage item and survives a reload.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('h_brands_list_active_tab'))) ?? 'null')).toEqual({
    view: 'FLAT',
    includeArchived: false,
  });
  await page.reload();
  await toggle(page).click();
  await expect(switcher(page).getByRole('radio', { name: 'Flat' })).toBeChecked();
  await expect(allList(page).locator('.brand-option')).toHaveCount(13);
});

test('[R4-19] starring and un-starring a brand calls POST and DELETE and updates the Favourites section', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  await toggle(page).click();
  const all = allList(page);
  const favourites = favouritesList(page);
  await expect(favourites.locator('.brand-option')).toHaveCount(2);

  const star = row(all, 'PA-1-2').locator('.brand-star');
  const region = await nameOf(all, 'PA-1-2');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(star).toHaveAccessibleName(`Add ${region} to favourites`);
  const [post] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/brands/PA-1-2/employers/favourites'),
    star.click(),
  ]);
  expect((await post.response())?.ok()).toBe(true);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAccessibleName(`Remove ${region} from favourites`);
  await expect(option(favourites, 'PA-1-2')).toBeVisible();
  await expect(favourites.locator('.brand-option')).toHaveCount(3);

  // Un-starred from the Favourites section itself: it leaves the section, and its star in the tree clears.
  const [remove] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/v1/brands/CH-1-1-1/employers/favourites'),
    row(favourites, 'CH-1-1-1').locator('.brand-star').click(),
  ]);
  expect((await remove.response())?.ok()).toBe(true);
  await expect(option(favourites, 'CH-1-1-1')).toHaveCount(0);
  // Focus is not lost with the row: the brand is out of sight below, so it lands on the filter.
  await expect(switcher(page)).toBeVisible();
  await expect(switcher(page).getByRole('searchbox', { name: 'Filter locations' })).toBeFocused();

  // The server kept both changes.
  await page.reload();
  await toggle(page).click();
  await expect.poll(async () => (await shownIds(favouritesList(page))).sort()).toEqual(['CH-1-2-3', 'PA-1-2']);
  await row(allList(page), 'PA-1-1').locator('.brand-expander').click();
  await expect(row(allList(page), 'CH-1-1-1').locator('.brand-star')).toHaveAttribute('aria-pressed', 'false');
});

test('[R4-19] [R2-18] [R3-02] picking a brand stores the user context, renames the toggle and refetches what depends on the brand', async ({ page }) => {
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  const userLists: string[] = [];
  const trees: string[] = [];
  const onBrand: string[] = [];
  const visited: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/v1/users/brands') userLists.push(path);
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
  await choice.click();

  await expect(switcher(page)).toBeHidden();
  await expect(toggle(page)).toHaveText(name);
  await expect.poll(() => visited).toContain('/dashboard');
  await expect(page).toHaveURL(/\/access-portal\/main$/);
  const context = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userContext') ?? 'null') as unknown);
  expect(context).toEqual({
    brand_id: 'GP-1',
    brand_type: 'GP',
    top_level: true,
    active_brand: { brand_id: 'CH-1-1-3', brand_type: 'CHILD' },
  });
  // The brand lists refresh, and the screens now ask about the picked brand.
  await expect.poll(() => userLists.length).toBeGreaterThan(0);
  await expect.poll(() => onBrand.length).toBeGreaterThan(0);
  await toggle(page).click();
  await expect.poll(() => trees.length).toBeGreaterThan(treesBefore);

  // After a reload the switcher opens on the picked brand, its branch already open.
  await page.reload();
  await expect(toggle(page)).toHaveText(name);
  await toggle(page).click();
  await expect(option(allList(page), 'CH-1-1-3')).toHaveAttribute('aria-current', 'true');
  await expect(option(allList(page), 'GP-1')).not.toHaveAttribute('aria-current', 'true');
  await expect(row(allList(page), 'PA-1-1').locator('.brand-expander')).toHaveAttribute('aria-expanded', 'true');
});

test('Show archived refetches with include_archived=true; the archived location is badged, can be picked, and the choice is remembered', async ({ page }) => {
  // The only archived brand of the seed, CH-2-2-5, sits under GP-2: halo@demo.test's entry brand.
  await signInAs(page, 'halo@demo.test');
  await acceptConsent(page);
  await toggle(page).click();
  const panel = switcher(page);
  const all = allList(page);
  await row(all, 'PA-2-2').locator('.brand-expander').click();
  await expect.poll(() => shownIds(all)).toEqual(['GP-2', 'PA-2-1', 'PA-2-2', 'CH-2-2-1', 'CH-2-2-2', 'CH-2-2-3', 'CH-2-2-4']);

  const archivedTree = (url: string) => isTree(url, 'GP-2') && new URL(url).searchParams.get('include_archived') === 'true';
  await Promise.all([page.waitForRequest((r) => archivedTree(r.url())), panel.getByRole('checkbox', { name: 'Show archived' }).check()]);
  const archived = option(all, 'CH-2-2-5');
  await expect(archived).toBeVisible();
  await expect(archived.locator('.brand-badge')).toHaveText('Archived');
  await expect(all.locator('.brand-badge')).toHaveCount(1);

  // Archived brands are selectable: the mock serves every call on them.
  const name = await nameOf(all, 'CH-2-2-5');
  await archived.click();
  await expect(toggle(page)).toHaveText(name);

  // The user's own brand list leaves archived brands out, so after a reload the name comes from the tree.
  await page.reload();
  await expect(toggle(page)).toHaveText(name);
  await toggle(page).click();
  await expect(switcher(page).getByRole('checkbox', { name: 'Show archived' })).toBeChecked();
  await expect(option(allList(page), 'CH-2-2-5')).toHaveAttribute('aria-current', 'true');

  await Promise.all([
    page.waitForRequest((r) => isTree(r.url(), 'GP-2') && !new URL(r.url()).searchParams.has('include_archived')),
    switcher(page).getByRole('checkbox', { name: 'Show archived' }).uncheck(),
  ]);
  await expect(option(allList(page), 'CH-2-2-5')).toHaveCount(0);
});

test('[R1-02] a location manager gets a one-brand tree; the switcher works from the keyboard and Escape hands focus back', async ({ page }) => {
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

test('a failing tree shows the error with Retry, which recovers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await signInAs(page, 'enterprise@demo.test');
  await acceptConsent(page);
  await request.post(`${MOCK}/__sim/faults`, { data: { kind: 'error', pattern: '/v1/brands/*/tree', share: 1 } });
  try {
    await toggle(page).click();
    const panel = switcher(page);
    // The client retries a 503 five times with back-off (§7): the panel says it is loading meanwhile.
    await expect(panel.locator('.brand-switcher__body')).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByText('Loading locations…')).toBeVisible();
    await afterRetries(page, panel.getByRole('alert').filter({ hasText: 'The locations could not be loaded.' }));
    await expect(allList(page)).toHaveCount(0);
  } finally {
    await request.delete(`${MOCK}/__sim/faults`);
  }
  await switcher(page).getByRole('button', { name: 'Retry' }).click();
  await expect(option(allList(page), 'GP-1')).toBeVisible();
  await expect(switcher(page).getByRole('alert')).toHaveCount(0);
  await expect(switcher(page).getByRole('searchbox', { name: 'Filter locations' })).toBeFocused();
  await expect(switcher(page).locator('.brand-switcher__body')).toHaveAttribute('aria-busy', 'false');
});

test('axe finds no serious or critical violations in the open switcher, structured, flat and filtered to nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'halo@demo.test');
  await acceptConsent(page);
  const serious = async () => (await seriousNodes(page, '.brand-dropdown', '.brand-switcher')).rules;
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
