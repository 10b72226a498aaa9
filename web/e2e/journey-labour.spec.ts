import { expect, test } from '@playwright/test';
import { settled } from './a11y-support';
import { checkStep } from './journey-support';
import { startSignedIn } from './shell-support';

/**
 * "Done when", the labour leg: the manager opens the seeded week, where one day runs over the
 * labour target; adds a shift that day and tries to publish; is warned, by name, of that day; goes
 * back and raises the day's projected sales; the warning is gone and the week publishes.
 */
const DESKTOP = { width: 1280, height: 800 };
/** A day as the check names it ("Tue, Nov 24"), from its YYYY-MM-DD. */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('labour journey: a week over target is warned, naming the day, then fixed and published', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await startSignedIn(page, request, 'manager@demo.test');
  await page.goto('/schedule');
  await settled(page);

  // 1. The seeded week: one day's labour runs over the target, said in its column.
  const labour = page.getByTestId('labour-row');
  const over = labour.getByRole('cell').filter({ hasText: 'Over target' });
  await expect(over).toHaveCount(1);
  const day = (await over.getAttribute('data-day')) ?? '';
  // Its place in the row: the same in every person's row (a row header, then the days).
  const column = await over.evaluate((cell: HTMLTableCellElement) => cell.cellIndex);
  await checkStep(page, 'labour-1-over-target');
  await page.setViewportSize(DESKTOP);

  // 2. A shift added that day for someone free then, and the week sent to publish: the check names the day.
  const free = page
    .locator(`tbody tr > td:nth-child(${column + 1})`)
    .filter({ hasNot: page.locator('.sched-shift, .sched-blocked') })
    .getByRole('button', { name: /^Add a shift for / })
    .first();
  await free.click();
  const add = page.getByRole('dialog', { name: 'Add shift' });
  await add.getByRole('button', { name: 'Save shift' }).click();
  await expect(page.getByText('Shift added.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish week' }).click();
  const check = page.getByRole('alertdialog', { name: 'This week runs over the labour target' });
  await expect(check.getByRole('listitem')).toHaveText(
    new RegExp(`^${dayWords(day)} is at \\d+% of sales against a 28% target\\.$`),
  );
  await checkStep(page, 'labour-2-publish-check');
  await page.setViewportSize(DESKTOP);

  // 3. Back to fix it: the day's projected sales raised, the day is within the target.
  await check.getByRole('button', { name: 'Go back and fix' }).click();
  await page.getByRole('button', { name: 'Projected sales' }).click();
  const editor = page.getByRole('dialog', { name: 'Projected sales for the week' });
  await editor.getByLabel(dayWords(day)).fill('90000');
  await editor.getByRole('button', { name: 'Save projection' }).click();
  await expect(page.getByText('Sales projection saved.')).toBeVisible();
  await expect(labour.locator(`td[data-day="${day}"]`)).toContainText('Within target');

  // 4. Published with no warning.
  await page.getByRole('button', { name: 'Publish week' }).click();
  await expect(page.getByText('Week published: 1 shift sent to the team.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
