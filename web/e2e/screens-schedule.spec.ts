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

test('[R2-41] scheduler@demo.test adds, edits, moves, deletes shifts and publishes the week', async ({
  page,
}) => {
  await land(page);
  await page.goto(`/schedule?week=${CLEAN_WEEK}`);
  await expect(page.getByText('No shifts this week yet.')).toBeVisible();
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const name =
    (await firstRow.getByRole('rowheader').locator('.sched-person__name').textContent()) ?? '';

  await firstRow
    .getByRole('button', { name: /^Add a shift for/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await dialog.getByLabel('Start').fill('09:00');
  await dialog.getByLabel('End').fill('17:00');
  await dialog.getByLabel('Unpaid break (minutes)').fill('30');
  await dialog.getByLabel('Hourly rate').fill('20');
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(page.getByText('Shift added.')).toBeVisible();
  const shift = firstRow.getByRole('button', { name: /^09:00–17:00/ });
  await expect(shift).toBeVisible();
  await expect(firstRow.locator('.sched-grid__total')).toContainText('7.5 h');
  await expect(firstRow.locator('.sched-grid__total')).toContainText('$150');
  await expect(page.getByText('1 unpublished shift')).toBeVisible();

  await shift.click();
  const edit = page.getByRole('dialog', { name: 'Edit shift' });
  await edit.getByLabel('End').fill('15:00');
  await edit.getByRole('button', { name: 'Save shift' }).click();
  await expect(page.getByText('Shift saved.')).toBeVisible();
  await expect(firstRow.locator('.sched-grid__total')).toContainText('5.5 h');

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

  await page.getByRole('button', { name: 'Publish week' }).click();
  await expect(page.getByText('Week published: 1 shift sent to the team.')).toBeVisible();
  await expect(page.getByText('All shifts published')).toBeVisible();
  await page.screenshot({ path: shot('schedule-edited', 1280), fullPage: true });

  await firstRow.getByRole('button', { name: /^09:00–15:00/ }).click();
  await page
    .getByRole('dialog', { name: 'Edit shift' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Shift deleted.')).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^09:00/ })).toHaveCount(0);
  expect(name.length).toBeGreaterThan(0);
});
