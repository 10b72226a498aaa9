import { expect, type Page, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signInAs } from './shell-support';
import { seriousNodes } from './a11y-support';

// Every widget on /design-system, used by keyboard alone, screenshotted, and checked by axe.
const shots = fileURLToPath(new URL('../test-results/widgets/', import.meta.url));
const WIDGETS = [
  'buttons',
  'date-picker',
  'week-picker',
  'month-year-picker',
  'time',
  'menus',
  'selector',
  'cropper',
  'drop-zone',
  'phone',
  'password',
  'avatar',
  'dialogs',
  'maps',
];

async function openDesignSystem(page: Page, widget = '') {
  // The worker's saved session where it has one: a form sign-in per test was an SRP exchange each.
  await signInAs(page, 'manager@demo.test');
  await page.goto(`/design-system${widget ? `/${widget}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
}

const section = (page: Page, id: string) => page.locator(`section[data-widget="${id}"]`);

test('[R2-08] [R2-36] every widget is shown on the design-system page, and is screenshotted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDesignSystem(page);
  for (const id of WIDGETS) {
    // One widget per view keeps the sticky app header from covering the shot.
    await page
      .getByRole('navigation', { name: 'Widgets' })
      .locator(`a[href="/design-system/${id}"]`)
      .click();
    const widget = section(page, id);
    await expect(widget).toBeVisible();
    await expect(page.locator('section[data-widget]')).toHaveCount(1);
    if (id === 'maps')
      await expect(widget.locator('.ui-map[data-state="AUTH_FAILURE"]')).toBeVisible();
    if (id === 'cropper') await expect(widget.getByTestId('cropper')).toBeVisible();
    await widget.screenshot({ path: `${shots}${id}.png`, animations: 'disabled' });
  }
});

test('axe finds no serious or critical violations, with and without a popup or dialog open', async ({
  page,
}) => {
  // axe walks every widget on the page three times: slow on a shared machine.
  test.setTimeout(180_000);
  await openDesignSystem(page);
  // The page's own content and any open popup; the app shell around it belongs to other screens.
  const serious = async (...popups: string[]) =>
    (await seriousNodes(page, '.ds-page', ...popups)).rules;
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Open calendar' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeVisible();
  expect(await serious('[data-floating-ui-portal]')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open confirm' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await serious('.ui-backdrop')).toEqual([]);
});

test('[R2-40] [R4-24] [R5-10] date picker by keyboard: open, move, pick, drill down and type', async ({
  page,
}) => {
  await openDesignSystem(page, 'date-picker');
  const input = page.getByLabel('Start date');
  await expect(input).toHaveValue('Mar 15, 2026');
  await page.getByRole('button', { name: 'Open calendar' }).first().focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('button', { name: 'Sunday, March 15, 2026' })).toBeFocused();
  await calendar.screenshot({ path: `${shots}date-picker-open.png` });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(input).toHaveValue('Mar 16, 2026');

  await page.getByRole('button', { name: 'Open calendar' }).first().press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('button', { name: /Choose a month/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { name: 'Mar 2026' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  const years = calendar.locator('.ui-cell');
  await expect(years).toHaveCount(12);
  await expect(years.first()).toHaveText('2018');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { name: 'Mar 2029' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('grid', { name: 'April 2029' })).toBeVisible();
  await page.keyboard.press('Escape');

  await input.fill('2026-02-30');
  await input.press('Enter');
  await expect(page.getByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
  await input.fill('2026-04-01');
  await input.press('Enter');
  await input.blur();
  await expect(input).toHaveValue('Apr 01, 2026');

  const bounded = section(page, 'date-picker').locator('.ui-calendar').first();
  await expect(bounded.getByRole('button', { name: 'Wednesday, March 25, 2026' })).toBeEnabled();
  await expect(bounded.getByRole('button', { name: 'Sunday, March 29, 2026' })).toBeDisabled();
});

test('[R2-41] [R5-12] week picker: Monday start and next disabled at max', async ({ page }) => {
  await openDesignSystem(page, 'week-picker');
  const pickers = section(page, 'week-picker').locator('.ui-week');
  await expect(pickers.nth(0).locator('.ui-week__weekday').first()).toHaveText(/Mon/);
  await expect(pickers.nth(1).locator('.ui-week__weekday').first()).toHaveText(/Sun/);
  const next = pickers.nth(2).getByRole('button', { name: 'Next week' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toBeDisabled();
  await expect(pickers.nth(2).getByRole('button', { name: 'Previous week' })).toBeEnabled();
});

test('[R2-42] [R2-43] month-year and year pickers by keyboard', async ({ page }) => {
  await openDesignSystem(page, 'month-year-picker');
  const trigger = page.getByRole('button', { name: /^Pay period: / });
  await expect(trigger).toHaveText(/03\/2026/);
  await trigger.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText(/04\/2026/);
  const year = page.getByRole('button', { name: /^Tax year: / });
  await year.press('Enter');
  await expect(page.getByRole('dialog').locator('.ui-cell')).toHaveCount(12);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(year).toHaveText(/2027/);
});

test('[R2-43] [R5-13] [R9-11] time input steps by arrow keys; time options list', async ({
  page,
}) => {
  await openDesignSystem(page, 'time');
  const clockIn = page.getByLabel('Clock in');
  await clockIn.press('ArrowUp');
  await expect(clockIn).toHaveValue('09:31');
  const clockOut = page.getByLabel('Clock out');
  await clockOut.press('ArrowDown');
  await expect(clockOut).toHaveValue('17:30');
  await page.getByRole('combobox', { name: /^Break start/ }).press('Enter');
  const list = page.getByRole('listbox', { name: 'Break start' });
  await expect(list.getByRole('option').nth(0)).toHaveText(/09:07/);
  await expect(list.getByRole('option').nth(1)).toHaveText(/09:15/);
  // The list takes the focus as it opens: a key pressed before that would go to the closed field.
  await expect(list.getByRole('option').nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /^Break start/ })).toHaveText(/09:15/);
  await page.getByRole('combobox', { name: /^Shift end/ }).press('Enter');
  await expect(
    page.getByRole('listbox', { name: 'Shift end' }).getByRole('option').last(),
  ).toHaveText(/04:00.*6 hrs.*next day/);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Any minute/ }).press('Enter');
  await expect(page.getByRole('listbox', { name: 'Any minute' }).getByRole('option')).toHaveCount(
    0,
  );
});

test('[R2-44] [R4-25] select, multi-select and menu by keyboard', async ({ page }) => {
  await openDesignSystem(page, 'menus');
  const single = page.getByRole('combobox', { name: /^Position Server/ });
  await single.press('Enter');
  await expect(page.getByRole('option', { name: 'Server' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: /^Position Host/ })).toBeVisible();

  await page.getByRole('combobox', { name: /^Positions/ }).press('Enter');
  const multi = page.getByRole('listbox', { name: 'Positions' });
  await expect(multi).toHaveAttribute('aria-multiselectable', 'true');
  await multi.screenshot({ path: `${shots}multi-select-open.png` });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(multi).toBeVisible();
  await expect(multi.getByRole('option', { selected: true })).toHaveText(['Host', 'Manager']);
  await page.keyboard.press('Escape');
  await expect(multi).toBeHidden();

  await page.getByRole('button', { name: 'Actions' }).press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You chose: Duplicate')).toBeVisible();

  await page.getByRole('button', { name: 'top-end' }).press('Enter');
  const panel = page.getByRole('dialog', { name: 'top-end' });
  await expect(panel).toBeVisible();
  const trigger = await page.getByRole('button', { name: 'top-end' }).boundingBox();
  const box = await panel.boundingBox();
  expect(box && trigger && Math.round(trigger.y - (box.y + box.height))).toBe(5);
  await page.keyboard.press('Escape');
});

test('[R2-48] [R4-25] multi-level selector: expand, check, select all and search', async ({
  page,
}) => {
  await openDesignSystem(page, 'selector');
  const selector = section(page, 'selector').locator('fieldset').first();
  await expect(selector.getByRole('checkbox', { name: 'North Coast' })).toHaveJSProperty(
    'indeterminate',
    true,
  );
  await selector.getByRole('checkbox', { name: 'Dock Diner' }).focus();
  await page.keyboard.press('Space');
  await expect(selector.getByRole('checkbox', { name: 'North Coast' })).toBeChecked();
  await selector.getByRole('button', { name: 'Expand South Bay' }).press('Enter');
  await expect(selector.getByRole('checkbox', { name: 'Marina Bistro (closed)' })).toBeDisabled();
  await selector.getByRole('checkbox', { name: 'Select all' }).press('Space');
  await expect(selector.getByRole('checkbox', { name: 'Lighthouse Grill' })).toBeChecked();
  await selector.getByRole('searchbox').fill('nothing like this');
  await expect(selector.getByText('No matching results')).toBeVisible();
  await expect(section(page, 'selector').locator('.ui-selector__panel').first()).toHaveCSS(
    'height',
    '240px',
  );
});

test('[R2-46] [R3-06] [R5-14] image cropper: shapes, rotate, zoom, reset and a 240x240 jpeg', async ({
  page,
}) => {
  await openDesignSystem(page, 'cropper');
  const cropper = page.getByRole('group', { name: 'Profile photo' });
  for (const name of ['Keep the original image', 'Square', 'Rectangle (3:1)'])
    await expect(cropper.getByRole('radio', { name })).toBeVisible();
  await cropper.getByRole('radio', { name: 'Square' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cropper.getByRole('radio', { name: 'Rectangle (3:1)' })).toBeChecked();
  const area = cropper.getByTestId('cropper');
  const box = await area.boundingBox();
  expect(box && Math.round(box.width / box.height)).toBe(3);
  await page.keyboard.press('ArrowLeft');
  await cropper.getByRole('button', { name: 'Zoom in' }).press('Enter');
  await expect(cropper.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.1');
  await cropper.getByRole('button', { name: 'Rotate 90°' }).press('Enter');
  await cropper.getByRole('button', { name: 'Reset' }).press('Enter');
  await expect(cropper.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
  await cropper.getByRole('button', { name: 'Crop image' }).press('Enter');
  await expect(page.getByTestId('crop-result')).toHaveText('240×240 image/jpeg');
  const empty = page.getByRole('group', { name: 'Banner photo' });
  await expect(empty.getByText('Load an image to crop it.')).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Crop image' })).toBeDisabled();
});

test('[R2-47] [R5-14] file drop zone: Browse files and only listed extensions', async ({
  page,
}) => {
  await openDesignSystem(page, 'drop-zone');
  const browse = page.getByRole('button', { name: 'Browse files' });
  const input = page.locator('input[type="file"]').first();
  // The native chooser is the browser's; what the widget owns is that Enter on Browse files
  // opens its file input, so count the clicks the input receives.
  await input.evaluate((el) => {
    el.addEventListener('click', (event) => {
      event.preventDefault();
      el.dataset.opened = String(Number(el.dataset.opened ?? 0) + 1);
    });
  });
  await browse.focus();
  await expect(browse).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input).toHaveAttribute('data-opened', '1');
  await input.setInputFiles([
    { name: 'CV.PDF', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
  ]);
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveText('CV.PDF');
  await expect(page.getByText('notes.txt is not an accepted file type.')).toBeVisible();
});

test('[R2-49] [R5-09] phone input: country search, flags, dial codes and digits only', async ({
  page,
}) => {
  await openDesignSystem(page, 'phone');
  const number = page.getByLabel('Mobile phone');
  await expect(number).toHaveValue('(201) 555-0123');
  await page
    .getByRole('button', { name: /^US \+1, Country: United States/ })
    .first()
    .press('Enter');
  await page.keyboard.type('fran');
  await expect(page.getByRole('option')).toHaveText([/France\s*\+33/]);
  await page.locator('.ui-phone__popover').screenshot({ path: `${shots}phone-countries-open.png` });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'FR +33, Country: France' })).toBeVisible();
  // The flag is the emoji where the system draws it, else the region code.
  await expect(page.locator('.ui-phone__country .ui-flag').first()).toHaveText(/🇫🇷|FR/);
  const work = page.getByLabel('Work phone');
  await work.focus();
  await page.keyboard.type('07a400-12b3456');
  await expect(work).toHaveValue(/^07400 ?123456$/);
  await expect(page.getByText('National mode, value +447400123456')).toBeVisible();
});

test('[R2-50] [R4-26] password toggle, busy button and sizes', async ({ page }) => {
  await openDesignSystem(page);
  const password = page.getByLabel('Password (md)');
  await expect(password).toHaveAttribute('type', 'password');
  await section(page, 'password')
    .getByRole('button', { name: 'Toggle password visibility' })
    .nth(2)
    .press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  const busy = page.getByRole('button', { name: /Saving/ });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy.getByRole('status')).toBeVisible();
  const submit = page.getByRole('button', { name: /Submit/ });
  await submit.press('Enter');
  await expect(submit).toBeDisabled();
  await expect(submit).toBeEnabled({ timeout: 5000 });
});

test('[R2-45] [R2-31] [R8-10] [R9-13] confirm, alert, stacked modals from z-index 1030 and the error fallback', async ({
  page,
}) => {
  await openDesignSystem(page, 'dialogs');
  await page.getByRole('button', { name: 'Open confirm' }).press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this shift?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${shots}confirm-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Cancelled')).toBeVisible();
  await page.getByRole('button', { name: 'Open confirm' }).press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(page.getByText('Confirmed')).toBeVisible();

  await page.getByRole('button', { name: 'Open stacked modals' }).press('Enter');
  // Layer 1 moves focus into itself as it opens; a click cannot be lost to that move.
  await page
    .getByRole('dialog', { name: 'Layer 1' })
    .getByRole('button', { name: 'Open another layer' })
    .click();
  const top = page.getByRole('dialog', { name: 'Layer 2' });
  await expect(top).toBeVisible();
  const zIndexes = await page
    .locator('.ui-backdrop')
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).zIndex));
  expect(zIndexes).toEqual(['1030', '1040']);
  await page.keyboard.press('Escape');
  await expect(top).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Layer 1' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open a failing modal' }).press('Enter');
  const failing = page.getByRole('dialog', { name: 'Failing modal' });
  await expect(failing.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await failing.screenshot({ path: `${shots}modal-error.png` });
  await expect(
    failing.getByText('An unexpected error has occurred while loading the modal content.'),
  ).toBeVisible();
  await expect(failing.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await failing.getByRole('button', { name: 'Close', exact: true }).last().press('Enter');
  await expect(failing).toBeHidden();
});

test('[R4-23] [R8-09] maps display: every loader state, and FAILED quickly with no network', async ({
  page,
  context,
}) => {
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await openDesignSystem(page, 'maps');
  const maps = section(page, 'maps');
  for (const state of ['NOT_LOADED', 'LOADING', 'LOADED', 'FAILED', 'AUTH_FAILURE'])
    await expect(maps.locator(`.ui-map[data-state="${state}"]`)).toHaveCount(
      state === 'NOT_LOADED' ? 2 : 1,
    );
  await expect(maps.getByText('Error: AuthFailure')).toBeVisible();
  await expect(maps.getByText(/API key is wrong/)).toBeVisible();
  const live = page.getByRole('figure', { name: 'Live map (real script loader)' });
  await expect(live).toHaveAttribute('data-state', 'NOT_LOADED');
  await page.getByRole('button', { name: 'Load the map' }).press('Enter');
  await expect(live).toHaveAttribute('data-state', 'FAILED', { timeout: 3000 });
  await expect(live.getByText('The Google Maps JavaScript API could not load.')).toBeVisible();

  // A fresh live loader: leave the maps view and come back, then cut the network.
  await page.getByRole('link', { name: 'All widgets' }).click();
  await page.getByRole('link', { name: 'Maps display' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Load the map' }).press('Enter');
  await expect(page.getByRole('figure', { name: 'Live map (real script loader)' })).toHaveAttribute(
    'data-state',
    'FAILED',
    { timeout: 1000 },
  );
  await context.setOffline(false);
});
