import { expect, type Page, test } from '@playwright/test';
import { acceptConsent, resetWorld } from './shell-support';
import { signIn } from './support';

// The schedule (/schedule) as scheduler@demo.test builds and publishes a week.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;
/** A week far from the seeded shifts, so the journey starts on an empty week. */
const CLEAN_WEEK = '2030-01-07';

async function land(page: Page) {
  await page.goto('/user/login');
  await signIn(page, 'scheduler@demo.test');
  await expect(page).toHaveURL(/\/schedule$/);
  await acceptConsent(page);
}

test.beforeEach(async ({ page, request }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

// Adding, editing, publishing and deleting a shift, its totals and the week's labour cost are
// route tests (src/app/routes/schedule); dragging a shift needs a real browser's pointer.
test('[R2-41] scheduler@demo.test drags a shift to another day of its row', async ({ page }) => {
  await land(page);
  await page.goto(`/schedule?week=${CLEAN_WEEK}`);
  await expect(page.getByText('No shifts this week yet.')).toBeVisible();
  // The first person who can take a shift: someone on leave is offered no "+".
  const firstRow = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Add a shift for/ }) })
    .first();

  await firstRow
    .getByRole('button', { name: /^Add a shift for/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await dialog.getByLabel('Start').fill('09:00');
  await dialog.getByLabel('End').fill('15:00');
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(page.getByText('Shift added.')).toBeVisible();

  // Move: drag the shift to Wednesday of the same row.
  await firstRow
    .getByRole('button', { name: /^09:00–15:00/ })
    .dragTo(firstRow.getByRole('cell').nth(2));
  await expect(page.getByText('Shift moved.')).toBeVisible();
  await expect(
    firstRow
      .getByRole('cell')
      .nth(2)
      .getByRole('button', { name: /^09:00–15:00/ }),
  ).toBeVisible();
  await page.screenshot({ path: shot('schedule-edited', 1280), fullPage: true });
});

// The grid shows a day and a half on a phone; there the schedule is a day at a time.
test('at 390 px the schedule shows a day view, and nothing scrolls sideways', async ({ page }) => {
  await land(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule');
  const dayView = page.getByTestId('schedule-day-view');
  await expect(dayView).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    dayView.getByRole('group', { name: 'Day of the week' }).getByRole('button'),
  ).toHaveCount(7);
  await expect(dayView.getByRole('button', { name: /^Add a shift for/ }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot('schedule-day-view', 390), fullPage: true });
});
