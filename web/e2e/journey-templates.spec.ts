import { type Browser, expect, type Page, test } from '@playwright/test';
import { settled } from './a11y-support';
import { checkStep } from './journey-support';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

/**
 * "Done when", the templates leg: the manager saves a week holding one shift of the employee as a
 * template (by keyboard), applies it to next week on a day the employee is free, and publishes;
 * the employee finds the shift on My schedule. Two people, each in their own browser.
 */
const EMPLOYEE = 'Casey Moreno';
const TEMPLATE = 'Casey cover';
const DESKTOP = { width: 1280, height: 800 };

/** The Monday `weeks` weeks after this week's, as the schedule's `week` parameter reads it. */
function mondayIn(weeks: number): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7 * weeks);
  return monday.toISOString().slice(0, 10);
}

/** A person signed in in a browser of their own, at the given size. */
const signedIn = async (browser: Browser, email: string, viewport: typeof DESKTOP) => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, email);
  await acceptConsent(page);
  return page;
};

const employeeCells = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(EMPLOYEE) }) })
    .locator('td.sched-cell');

async function openWeek(page: Page, week: string) {
  await page.goto(`/schedule?week=${week}`);
  await settled(page);
  await expect(employeeCells(page).first()).toBeVisible();
}

test('templates journey: the manager saves a week as a template, applies it to next week and publishes → the employee sees the shift', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await resetWorld(request);
  const next = mondayIn(1);
  const later = mondayIn(2);
  const manager = await signedIn(browser, 'manager@demo.test', DESKTOP);

  // 1. Next week's day the employee is free (no shift, and one may be added).
  await openWeek(manager, next);
  const cells = employeeCells(manager);
  let free = -1;
  for (let i = 0; i < (await cells.count()) && free < 0; i++) {
    const cell = cells.nth(i);
    const open =
      (await cell.locator('.sched-shift').count()) === 0 &&
      (await cell.getByRole('button', { name: /Add a shift/ }).count()) === 1;
    if (open) free = i;
  }
  expect(free, `a free day for ${EMPLOYEE} next week`).toBeGreaterThanOrEqual(0);

  // 2. The week after (nothing scheduled yet): one shift for the employee on that weekday, saved
  // as a template by keyboard alone.
  await openWeek(manager, later);
  await employeeCells(manager)
    .nth(free)
    .getByRole('button', { name: /Add a shift/ })
    .click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Save shift' }).click();
  await expect(manager.getByText('Shift added.')).toBeVisible();
  await manager.getByRole('button', { name: 'Templates' }).focus();
  await manager.keyboard.press('Enter');
  const dialog = manager.getByRole('dialog', { name: 'Schedule templates' });
  await dialog.getByRole('textbox', { name: 'Template name' }).focus();
  await manager.keyboard.type(TEMPLATE);
  await manager.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: `Apply: ${TEMPLATE}` })).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 3. Next week: the template applied (nothing skipped), then the week published.
  await openWeek(manager, next);
  await manager.getByRole('button', { name: 'Templates' }).click();
  await dialog.getByRole('button', { name: `Apply: ${TEMPLATE}` }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'applied' })).toContainText(
    `${TEMPLATE} applied. 1 shift added, 0 skipped.`,
  );
  await checkStep(manager, 'templates-1-applied');
  await manager.keyboard.press('Escape');
  await expect(employeeCells(manager).nth(free).locator('.sched-shift')).toHaveCount(1);
  await manager.getByRole('button', { name: 'Publish week' }).click();
  await expect(manager.getByText(/Week published/)).toBeVisible();

  // 4. The employee finds the shift on My schedule next week.
  const employee = await signedIn(browser, 'candidate@demo.test', { width: 390, height: 844 });
  await employee.goto('/my-schedule');
  await employee.getByRole('button', { name: 'Next week' }).click();
  const shifts = employee.getByRole('region', { name: 'Your shifts' });
  await expect(shifts.getByText('09:00–17:00')).toBeVisible();
  await checkStep(employee, 'templates-2-employee-my-schedule');
});
