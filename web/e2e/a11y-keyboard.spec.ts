import { expect, type Locator, type Page, test } from '@playwright/test';
import { origin } from './a11y-support';
import { LANDING, resetWorld } from './shell-support';
import { DEMO_PASSWORD } from './support';

/**
 * Journeys done with the keyboard alone — no mouse event reaches the page (counted below).
 * After every key the focus is on an element, never <body>, and it shows a focus indicator.
 */
test.beforeEach(async ({ page, request }) => {
  // Walking the page one Tab at a time is slow on a loaded machine.
  test.setTimeout(120_000);
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { mouseEvents: number };
    w.mouseEvents = 0;
    // What a hand on a mouse sends. Not mousemove: Chromium itself sends a trusted one to update
    // hover when the page moves under a pointer nobody touched (the headless shell did, once, as
    // a thread grew), and a mouse that clicks also presses, which is counted.
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup', 'wheel'])
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) w.mouseEvents += 1;
        },
        true,
      );
  });
});

test.afterEach(async ({ page }) => {
  expect(
    await page.evaluate(() => (window as unknown as { mouseEvents: number }).mouseEvents),
  ).toBe(0);
});

/** Where the focus is: 'body', 'visible', or what it is on when no indicator shows. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    // A focused text field shows its caret and border; other controls need a ring.
    const field = el.matches('input:not([type=checkbox]):not([type=radio]), textarea, select');
    return ring || field ? 'visible' : `no ring on ${el.outerHTML.slice(0, 120)}`;
  });

async function expectFocusShown(page: Page) {
  await expect.poll(() => focusState(page)).toBe('visible');
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has the focus — Shift+Tab when it comes before the focused element —
 * checking the focus at every stop.
 */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const back = await target.evaluate((el) => {
    const active = document.activeElement;
    return (
      !!active &&
      active !== document.body &&
      !!(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  for (let i = 0; i < 80; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses an arrow until `target` has the focus (lists and menus move focus with arrows). */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown') {
  await expect(target).toBeVisible();
  for (let i = 0; i < 30; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

async function answerConsent(page: Page) {
  // The app's banner, not the inert copy index.html paints until the app's first render.
  const allow = page
    .locator('.consent-banner:not([data-shell-banner]) .consent-actions button')
    .first();
  await tabTo(page, allow);
  await page.keyboard.press('Enter');
  await expect(page.locator('.consent-banner')).toHaveCount(0);
  await expect.poll(() => focusState(page)).not.toBe('body');
}

async function keyboardSignIn(page: Page, email: string, base = origin('en')) {
  await page.goto(`${base}/user/login`);
  await answerConsent(page);
  await tabTo(page, page.locator('input[name="email"]'));
  await page.keyboard.type(email);
  await tabTo(page, page.locator('input[name="password"]'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const home = LANDING[email];
  if (!home) throw new Error(`add ${email} to LANDING`);
  await expect(page).toHaveURL(home);
}

test('a visitor changes the language to Arabic and signs in, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/user/login');
  await answerConsent(page);
  const arabic = page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'العربية' });
  await tabTo(page, arabic);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${origin('ar')}/user/login`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await keyboardSignIn(page, 'manager@demo.test', origin('ar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('enterprise switches brand in the brand switcher by keyboard', async ({ page }) => {
  await keyboardSignIn(page, 'enterprise@demo.test');
  const toggle = page.getByRole('banner').locator('.brand-dropdown-toggle');
  const before = await toggle.textContent();
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Locations' });
  const filter = panel.getByRole('searchbox', { name: 'Filter locations' });
  await expect(filter).toBeFocused();
  await expectFocusShown(page);
  // Down from the filter walks the brands; the first one that is not the current brand is picked.
  const target = panel
    .getByRole('list', { name: 'All locations' })
    .locator('.brand-option:not([aria-current])')
    .first();
  await page.keyboard.press('ArrowDown');
  await arrowTo(page, target);
  await expectFocusShown(page);
  const name = await target.locator('.brand-option__name').textContent();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toHaveText(name ?? '');
  expect(name).not.toBe(before);
  expect(await focusState(page)).not.toBe('body');
});

test('a candidate opens an application and sends a message with an attachment by keyboard', async ({
  page,
}) => {
  await keyboardSignIn(page, 'candidate@demo.test');
  const row = page
    .getByTestId('application-row')
    .filter({ has: page.getByLabel('2 unread messages') });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByTestId('message')).toHaveCount(4);
  await tabTo(page, thread.getByPlaceholder('Write a message…'));
  await page.keyboard.type('My certificate is attached.');
  await tabTo(page, thread.getByRole('button', { name: 'Attach files' }));
  await page.keyboard.press('Enter');
  const browse = thread.getByRole('button', { name: 'Browse files' });
  await tabTo(page, browse);
  // Browse files opens the system's file dialog, which no test can drive: the chosen file goes
  // straight into the zone's input, as the dialog would put it.
  await thread.getByLabel('Files to attach').setInputFiles({
    name: 'food-handler.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 demo'),
  });
  await expect(thread.getByRole('list', { name: 'Chosen files' })).toHaveText('food-handler.pdf');
  await tabTo(page, thread.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(thread.getByTestId('message')).toHaveCount(5);
  await expect(thread.getByTestId('message').last()).toContainText('food-handler.pdf');
  // Send is disabled once the field empties: the focus goes back to the field, not to <body>.
  await expect(thread.getByPlaceholder('Write a message…')).toBeFocused();
  await expectFocusShown(page);
});

test('a scheduler adds, moves and deletes a shift by keyboard; focus comes back each time', async ({
  page,
}) => {
  await keyboardSignIn(page, 'scheduler@demo.test');
  await page.goto('/schedule?week=2030-01-07');
  await expect(page.getByText('No shifts this week yet.')).toBeVisible();
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const add = firstRow.getByRole('button', { name: /^Add a shift for/ }).first();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Save shift' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shift added.')).toBeVisible();
  const monday = firstRow.getByRole('cell').nth(0).locator('.sched-shift');
  await expect(monday).toBeFocused();
  await expectFocusShown(page);

  // The keyboard's drag and drop: Alt+ArrowRight moves the focused shift to the next day.
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('Shift moved.')).toBeVisible();
  const tuesday = firstRow.getByRole('cell').nth(1).locator('.sched-shift');
  await expect(tuesday).toBeFocused();
  await expect(monday).toHaveCount(0);

  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit shift' });
  await expect(edit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await expect(tuesday).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, edit.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shift deleted.')).toBeVisible();
  await expect(tuesday).toHaveCount(0);
  await expect(firstRow.getByRole('cell').nth(1).locator('.sched-add')).toBeFocused();
  await expectFocusShown(page);
});

test('a manager creates a rewards rule by keyboard', async ({ page }) => {
  await keyboardSignIn(page, 'manager@demo.test');
  await page.goto('/settings/rewards-and-recognition/rules');
  const rows = page.getByTestId('rule-row');
  await expect(rows.first()).toBeVisible();
  const seeded = await rows.count();
  await tabTo(page, page.getByRole('link', { name: /New rule/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Weekend cover hero');
  await tabTo(page, page.getByRole('combobox', { name: /^What earns points/ }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Covering a shift' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
  expect(await focusState(page)).not.toBe('body');
  await tabTo(page, page.getByLabel('Points awarded'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('75');
  await tabTo(page, page.getByRole('button', { name: 'Create rule' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rewards-and-recognition\/rules$/);
  await expect(rows).toHaveCount(seeded + 1);
  await expect(page.getByRole('listitem', { name: 'Weekend cover hero' })).toContainText(
    'Covering a shift',
  );
});
