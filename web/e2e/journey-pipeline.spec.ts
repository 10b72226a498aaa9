import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousNodes } from './a11y-support';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

/**
 * §7 "Done when", the pipeline leg: a manager and a candidate, each in their own browser,
 * move an application by keyboard and by drag, agree an interview time and end with a hire.
 */
const shots = fileURLToPath(new URL('../test-results/journeys/', import.meta.url));
const shot = (page: Page, step: string) =>
  page.screenshot({
    path: `${shots}pipeline-${step}-${page.viewportSize()?.width ?? 0}.png`,
    fullPage: true,
  });
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CANDIDATE = 'Casey Moreno';

async function expectAxeClean(page: Page, within?: string) {
  const finding = await seriousNodes(page, ...(within ? [within] : []));
  expect(finding.rules, 'serious or critical axe findings').toEqual([]);
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

const zone = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);
const caseyIn = (page: Page, stage: string) =>
  zone(page, stage).getByTestId('application-row').filter({ hasText: CANDIDATE });

/** A pointer drag in small steps, as dnd-kit's pointer sensor needs to see movement. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: handle or target not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 15 });
  await page.mouse.up();
}

test('§7 [R9-03] pipeline journey: a manager moves an application by keyboard and drag, proposes an interview the candidate accepts, and hires with a start date', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await resetWorld(request);
  const managerContext = await browser.newContext({ viewport: DESKTOP });
  const candidateContext = await browser.newContext({ viewport: DESKTOP });
  const manager = await managerContext.newPage();
  const candidate = await candidateContext.newPage();

  await signInAs(manager, 'manager@demo.test');
  await acceptConsent(manager);
  await manager.goto('/dashboard/hiring');
  // The chips count every page from the server: "All stages" is the whole total, not one page of 10.
  const all = manager.getByRole('radio', { name: /^All stages/ });
  await expect(all).toContainText(/\d/);
  const total = Number((await all.locator('.app-chip__count').innerText()).trim());
  expect(total).toBeGreaterThan(10);
  await manager.getByLabel('Search by name').fill('Casey');
  await expect(manager).toHaveURL(/q=Casey/);
  await expect(caseyIn(manager, 'INTERVIEW')).toBeVisible();
  await shot(manager, '1-board');

  // By drag: Interview → Screening.
  const handle = zone(manager, 'INTERVIEW').getByRole('button', {
    name: `Move ${CANDIDATE} to another stage`,
  });
  await dragTo(manager, handle, zone(manager, 'SCREENING'));
  await expect(caseyIn(manager, 'SCREENING')).toBeVisible();
  await expect(
    manager.getByRole('status').filter({ hasText: `${CANDIDATE} moved to Screening` }),
  ).toBeVisible();
  await shot(manager, '2-dragged');

  // By keyboard: pick the card up with Space, one stage down with the arrow, drop with Space.
  await zone(manager, 'SCREENING')
    .getByRole('button', { name: `Move ${CANDIDATE} to another stage` })
    .focus();
  // Each key waits for the announcement of the last one: a key sent before dnd-kit has taken the
  // previous one is lost, and the card drops where it was (no keypress into a race).
  // Picked up, the card is at once announced over its own stage.
  const announced = (text: string) =>
    expect(manager.getByText(text, { exact: true })).toBeAttached();
  await manager.keyboard.press('Space');
  await announced(`${CANDIDATE} is over Screening.`);
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets at pick-up, and a
  // busy Chromium can run an input event before that timer: one set now, in the page, runs after it.
  await manager.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await manager.keyboard.press('ArrowDown');
  await announced(`${CANDIDATE} is over Interview.`);
  await manager.keyboard.press('Space');
  await expect(caseyIn(manager, 'INTERVIEW')).toBeVisible();
  await shot(manager, '3-keyboard-moved');

  // The detail, opened with the keyboard, shows who moved it and when.
  await caseyIn(manager, 'INTERVIEW').focus();
  await manager.keyboard.press('Enter');
  const detail = manager.getByRole('complementary', { name: 'Application' });
  const history = detail.getByTestId('stage-history');
  await expect(history).toContainText('Screening');
  await expect(history).toContainText(/by \w+/);
  // Applied, the seeded way to Interview (Screening, Interview), then this journey's two moves.
  await expect(history.locator('li')).toHaveCount(5);
  await expect(history.locator('li').nth(3)).toContainText('Screening');
  await expect(history.locator('li').nth(4)).toContainText('Interview');

  // Interview: propose two times in a dialog (axe-clean), which posts to the thread.
  await detail.getByRole('button', { name: 'Propose interview times' }).click();
  const propose = manager.getByRole('dialog', { name: 'Propose interview times' });
  await expect(propose).toBeVisible();
  await expectAxeClean(manager, '[role="dialog"]');
  await shot(manager, '4-propose');
  await propose
    .getByLabel('Note for the candidate (optional)')
    .fill('Ask for Alex at the front desk');
  await propose.getByRole('button', { name: 'Send proposal' }).click();
  await expect(propose).toBeHidden();
  await expect(detail.getByTestId('message').last()).toContainText('Interview proposed');

  // The candidate, in their own browser, sees the proposal in the thread and accepts a time.
  await signInAs(candidate, 'candidate@demo.test');
  await acceptConsent(candidate);
  await candidate.goto('/dashboard/member?application=ap-1');
  const mine = candidate.getByRole('complementary', { name: 'Application' });
  await expect(mine.getByTestId('message').last()).toContainText('Interview proposed');
  const proposal = mine.getByTestId('interview').filter({ hasText: 'Ask for Alex' });
  await expect(proposal).toBeVisible();
  await proposal.getByRole('radio').nth(1).check();
  await expectAxeClean(candidate);
  await shot(candidate, '5-candidate-proposal');
  await proposal.getByRole('button', { name: 'Accept this time' }).click();
  await expect(
    mine.getByTestId('interview').filter({ hasText: 'Interview accepted for' }),
  ).toBeVisible();
  await candidate.setViewportSize(PHONE);
  await expectNoOverflow(candidate);
  await shot(candidate, '6-candidate-accepted');

  // The manager sees the accepted time (a reload keeps the open application: it is in the URL).
  await manager.reload();
  await expect(
    detail.getByTestId('interview').filter({ hasText: 'Interview accepted for' }),
  ).toBeVisible();
  await expect(detail.getByTestId('message').last()).toContainText('Accepted the interview');

  // Hire with the plain Move to control, by keyboard: the hire asks for a start date.
  const moveTo = detail.getByLabel('Move to');
  await moveTo.focus();
  await moveTo.selectOption('HIRED');
  await manager.keyboard.press('Tab');
  await manager.keyboard.press('Enter');
  const hire = manager.getByRole('dialog', { name: `Hire ${CANDIDATE}` });
  await expect(hire).toBeVisible();
  await expectAxeClean(manager, '[role="dialog"]');
  await hire.getByLabel('Start date').fill('2030-01-07');
  await shot(manager, '7-hire');
  await hire.getByRole('button', { name: 'Hire' }).click();
  await expect(hire).toBeHidden();
  await expect(detail.getByText('Hired: this application is complete.')).toBeVisible();
  await expect(history).toContainText('Starts');
  await expectAxeClean(manager);
  await shot(manager, '8-hired');

  // At 390 px the detail stands alone, fits, and passes axe.
  await manager.setViewportSize(PHONE);
  await expect(detail.getByRole('button', { name: 'Back to list' })).toBeVisible();
  await expectNoOverflow(manager);
  await expectAxeClean(manager);
  await shot(manager, '9-hired');

  await managerContext.close();
  await candidateContext.close();
});

test('§7 the reject dialog asks for an optional reason and passes axe at 390 px', async ({
  page,
  request,
}) => {
  await resetWorld(request);
  await page.setViewportSize(PHONE);
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  await page.goto('/dashboard/hiring?application=ap-9');
  const detail = page.getByRole('complementary', { name: 'Application' });
  await detail.getByLabel('Move to').selectOption('REJECTED');
  await detail.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject / });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');
  await expectNoOverflow(page);
  await shot(page, 'reject');
  await dialog.getByLabel('Reason (optional)').fill('Looking for weekend availability');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(detail.getByTestId('stage-history')).toContainText(
    'Looking for weekend availability',
  );
});

test('§7 a stalled row on the time-to-serve dashboard opens its application on the hiring board, and the link survives a reload', async ({
  page,
  request,
}) => {
  await resetWorld(request);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'manager@demo.test');
  await acceptConsent(page);
  const link = page.locator('.dash-list__link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/hiring\?application=/);
  const detail = page.getByRole('complementary', { name: 'Application' });
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await page.reload();
  await expect(detail.getByRole('heading', { name })).toBeVisible();
});
