import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';
import { checkStep } from './journey-support';

/**
 * "Done when", a swap approved end to end across two people, each in their own browser: the
 * employee offers one of their shifts, then takes the shift a colleague offered (the seed's: the
 * demo has one employee account, so the colleague's offer is the world's) → the manager approves
 * it on /schedule → the grid shows the shift in the employee's row and no longer in the
 * colleague's, and the employee's week shows it. Each step is checked at 1280 and 390 px.
 */
const OFFERED = 'shift-CH-1-1-1-offered';
const EMPLOYEE = 'Casey Moreno';

async function newPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, email);
  await acceptConsent(page);
  return page;
}

/** The Monday of the week a shift starts in, at the demo location (Chicago), as /schedule's week. */
function mondayOf(startIso: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(startIso),
  );
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A line of My schedule's own shifts, in this week or the next. */
async function ownShift(page: Page, shiftId: string) {
  const list = page.locator('section', { has: page.getByRole('heading', { name: 'Your shifts' }) });
  await expect(list.getByText(/·/).first()).toBeVisible();
  const line = list.locator(`[data-shift-id="${shiftId}"]`);
  if ((await line.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(line).toBeVisible();
  return line;
}

test('§9 a shift swap end to end: the employee offers and takes, the manager approves, the grid and the week change', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await resetWorld(request);
  const employee = await newPage(browser, 'candidate@demo.test');

  // 1. The employee offers a shift of theirs that has not started, to anyone qualified.
  await employee.goto('/my-schedule');
  const spare = await ownShift(employee, 'shift-CH-1-1-1-spare');
  await spare.getByRole('button', { name: 'Offer' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Offer this shift' });
  await dialog.getByRole('button', { name: 'Offer shift' }).click();
  await expect(employee.getByText('Shift offered to your colleagues')).toBeVisible();
  await expect(spare.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // 2. They take the shift a colleague offered; it waits for the manager.
  const swaps = employee.locator('section', {
    has: employee.getByRole('heading', { name: 'Shift swaps' }),
  });
  await swaps.getByRole('button', { name: 'Take shift' }).click();
  await expect(employee.getByText('Taken: your manager will approve or decline it')).toBeVisible();
  await expect(swaps.getByText('Waiting for a manager').first()).toBeVisible();
  await checkStep(employee, 'swaps-1-employee-offered-and-took');

  // 3. The manager approves it on /schedule, in the week the shift is worked.
  const manager = await newPage(browser, 'manager@demo.test');
  const taken = swaps.locator('li', { hasText: 'Waiting for a manager' }).first();
  const colleague = ((await taken.textContent()) ?? '').split(' gives ')[0]?.trim() ?? '';
  expect(colleague).not.toBe('');
  await manager.goto('/schedule');
  const panel = manager.locator('section', {
    has: manager.getByRole('heading', { name: 'Shift swaps' }),
  });
  // The journey follows what stays (the row leaves the panel, the grid changes); the toast's words,
  // gone after 3.5 s, are the route tests' to read (a loaded machine once checked too late).
  // The row leaves the panel as the click lands; the employee's week is read once the server agreed.
  const approved = manager.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/approve'),
  );
  await panel.getByRole('button', { name: `Approve swap taken by ${EMPLOYEE}` }).click();
  expect((await approved).ok()).toBe(true);
  await expect(
    panel.getByRole('button', { name: `Approve swap taken by ${EMPLOYEE}` }),
  ).toHaveCount(0);

  await employee.reload();

  // 4. The employee's week shows the shift; the grid has it in their row, not the colleague's.
  const line = await ownShift(employee, OFFERED);
  const startIso = (await line.getAttribute('data-shift-start')) ?? '';
  await manager.goto(`/schedule?week=${mondayOf(startIso)}`);
  const chip = manager.locator(`[data-shift-id="${OFFERED}"]`);
  await expect(manager.getByRole('row').filter({ hasText: EMPLOYEE }).locator(chip)).toBeVisible();
  await expect(manager.getByRole('row').filter({ hasText: colleague }).locator(chip)).toHaveCount(
    0,
  );
  await checkStep(manager, 'swaps-2-manager-approved');
  await checkStep(employee, 'swaps-3-employee-week');
});
