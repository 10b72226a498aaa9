import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousNodes, settled } from './a11y-support';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

/**
 * "Done when", the employee's journey (§9 weeks start Monday): the manager schedules the
 * employee and publishes; the employee sees the shift under My schedule, asks for time off (the
 * manager sees the blocked cell and approves), clocks out answering the attestation questions; the
 * manager sees the answers. Two signed-in people in two browser contexts, desktop and 390 px.
 */
const shot = (step: string) => `web/test-results/journeys/employee-${step}.png`;
const EMPLOYEE = 'Casey Moreno';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
function nextMonday(): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7);
  return isoDay(monday);
}

async function person(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
  });
  const page = await context.newPage();
  await signInAs(page, email);
  await acceptConsent(page);
  return page;
}

async function axeClean(page: Page) {
  await settled(page);
  const found = await seriousNodes(page);
  expect(found.count, found.rules.join('\n')).toBe(0);
}

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('manager schedules and publishes → employee sees it, asks time off (approved), clocks out → manager reads the answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await resetWorld(request);
  const week = nextMonday();
  const manager = await person(browser, 'manager@demo.test', 1280);
  const employee = await person(browser, 'candidate@demo.test', 390);

  // 1. The manager adds a shift for the employee on a free day of next week and publishes it.
  await manager.goto(`/schedule?week=${week}`);
  await settled(manager);
  const row = manager
    .getByRole('row')
    .filter({ has: manager.getByRole('rowheader', { name: new RegExp(EMPLOYEE) }) });
  const freeCell = row.locator('td.sched-cell:not(:has(.sched-shift))').first();
  await freeCell.getByRole('button', { name: /Add a shift/ }).click();
  const dialog = manager.getByRole('dialog');
  const day = await dialog.getByLabel('Day').inputValue();
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(manager.getByText('Shift added.')).toBeVisible();
  await manager.getByRole('button', { name: 'Publish week' }).click();
  await expect(manager.getByText(/Week published/)).toBeVisible();
  await manager.screenshot({ path: shot('1-manager-published'), fullPage: true });

  // 2. The employee reaches My schedule from their landing page and finds the shift next week.
  await employee.getByRole('link', { name: 'Open my schedule' }).click();
  await expect(employee).toHaveURL(/\/my-schedule$/);
  await employee.getByRole('button', { name: 'Next week' }).click();
  await expect(employee.getByText(/Schedule published for the week of/).first()).toBeVisible();
  const shifts = employee.getByRole('region', { name: 'Your shifts' });
  await expect(shifts.getByText('09:00–17:00')).toBeVisible();
  await fitsThePhone(employee);
  await axeClean(employee);
  await employee.screenshot({ path: shot('2-employee-my-schedule-390'), fullPage: true });

  // 3. The employee asks for that day off; the manager sees the blocked cell and a warning, and approves.
  const timeOff = employee.getByRole('region', { name: 'Time off' });
  await timeOff.getByLabel('First day').fill(day);
  await timeOff.getByLabel('Last day').fill(day);
  await timeOff.getByLabel('Reason (optional)').fill('Family visit');
  await timeOff.getByRole('button', { name: 'Request time off' }).click();
  await expect(employee.getByText('Time-off request sent.')).toBeVisible();
  await expect(timeOff.getByText('Waiting')).toBeVisible();

  await manager.reload();
  await settled(manager);
  await expect(row.locator('td[data-blocked="true"]').getByText('Time off asked')).toBeVisible();
  // The warning names the day as the app's dates read, not as the ISO day the form sent.
  const dayInWords = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00`),
  );
  await expect(manager.getByRole('region', { name: 'Check before publishing' })).toContainText(
    `${EMPLOYEE} asked for time off on ${dayInWords}`,
  );
  await axeClean(manager);
  await manager.screenshot({ path: shot('3-manager-blocked-cell'), fullPage: true });
  await manager.getByRole('button', { name: `Approve time off for ${EMPLOYEE}` }).click();
  await expect(manager.getByText('Time off approved.')).toBeVisible();
  await expect(
    row.locator('td[data-blocked="true"]').getByText('Time off', { exact: true }),
  ).toBeVisible();

  await employee.reload();
  await expect(
    employee.getByRole('region', { name: 'Time off' }).getByText('Approved'),
  ).toBeVisible();

  // 4. The employee clocks out of the shift under way now, answering the active questions.
  await employee.getByRole('button', { name: 'This week' }).click();
  await employee
    .getByRole('region', { name: 'Your shifts' })
    .getByRole('button', { name: 'Clock out' })
    .first()
    .click();
  const clockOut = employee.getByRole('dialog', { name: 'Clock out' });
  await expect(clockOut.getByRole('group').first()).toBeVisible();
  for (const group of await clockOut.getByRole('group').all())
    await group.getByRole('radio').first().check();
  await axeClean(employee);
  await fitsThePhone(employee);
  await employee.screenshot({ path: shot('4-employee-clock-out-390'), fullPage: true });
  await clockOut.getByRole('button', { name: 'Clock out' }).click();
  await expect(employee.getByText('You are clocked out. Thank you!')).toBeVisible();
  await expect(employee.getByText('Clocked out').first()).toBeVisible();

  // 5. The manager reads the answers on this week's schedule.
  await manager.goto('/schedule');
  await settled(manager);
  const answers = manager.getByRole('region', { name: 'Clock-out answers' });
  await expect(answers.getByRole('heading', { name: new RegExp(EMPLOYEE) })).toBeVisible();
  await expect(
    answers.getByText('Did you take all of your scheduled meal and rest breaks today?').first(),
  ).toBeVisible();
  await answers.scrollIntoViewIfNeeded();
  await manager.screenshot({ path: shot('5-manager-answers'), fullPage: true });

  await manager.context().close();
  await employee.context().close();
});
