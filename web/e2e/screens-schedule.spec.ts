import { expect, type Page, test } from '@playwright/test';
import { MOCK, acceptConsent, afterRetries, fastRetries, fulfilJson, resetWorld } from './shell-support';
import { signIn } from './support';

// Issue 8: the schedule (/schedule) as scheduler@demo.test builds and publishes a week.
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

test('[R2-15] scheduler@demo.test sees this week’s grid with totals per person and per day', async ({ page }) => {
  await land(page);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  // [R2-41] the week starts on Monday.
  await expect(grid.getByRole('columnheader').nth(1)).toContainText('Mon');
  await expect(grid.getByRole('rowheader', { name: 'Day totals' })).toBeVisible();
  await page.screenshot({ path: shot('schedule', 1280), fullPage: true });
  await page.getByRole('button', { name: 'By position' }).click();
  await expect(page).toHaveURL(/view=position/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'By person' }).click();
  await page.screenshot({ path: shot('schedule', 390), fullPage: true });
});

test('[R2-41] scheduler@demo.test adds, edits, moves, deletes shifts and publishes the week', async ({ page }) => {
  await land(page);
  await page.goto(`/schedule?week=${CLEAN_WEEK}`);
  await expect(page.getByText('No shifts this week yet.')).toBeVisible();
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const name = (await firstRow.getByRole('rowheader').locator('.sched-person__name').textContent()) ?? '';

  await firstRow.getByRole('button', { name: /^Add a shift for/ }).first().click();
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
  await firstRow.getByRole('button', { name: /^09:00–15:00/ }).dragTo(firstRow.getByRole('cell').nth(2));
  await expect(page.getByText('Shift moved.')).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(2).getByRole('button', { name: /^09:00–15:00/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publish week' }).click();
  await expect(page.getByText('Week published: 1 shift sent to the team.')).toBeVisible();
  await expect(page.getByText('All shifts published')).toBeVisible();
  await page.screenshot({ path: shot('schedule-edited', 1280), fullPage: true });

  await firstRow.getByRole('button', { name: /^09:00–15:00/ }).click();
  await page.getByRole('dialog', { name: 'Edit shift' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Shift deleted.')).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^09:00/ })).toHaveCount(0);
  expect(name.length).toBeGreaterThan(0);
});

test('a location with no schedulable team says who will appear', async ({ page }) => {
  await fulfilJson(page, '**/v3/brands/*/users?**', 200, { data: [], status_code: 200 });
  await land(page);
  await expect(page.getByText('No one to schedule yet')).toBeVisible();
  await page.screenshot({ path: shot('schedule-empty', 1280), fullPage: true });
});

test('the schedule shows an error when the week’s shifts cannot be read, and Try again recovers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await fastRetries(page);
  await request.post(`${MOCK}/__sim/faults`, { data: { kind: 'error', pattern: '/v1/brands/*/shifts', share: 1 } });
  await land(page);
  await afterRetries(page, page.getByText('The schedule could not be loaded.'));
  await page.screenshot({ path: shot('schedule-error', 1280), fullPage: true });
  await request.delete(`${MOCK}/__sim/faults`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('rowheader', { name: 'Day totals' })).toBeVisible();
});

test('the position view names each position type from GET /v1/position_type_lookup (§7, issue 15 item 7)', async ({ page }) => {
  type Categories = { data: { positions: { id: string; name: string; type_code: string }[] }[] };
  const categories = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/category_positions');
  const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/position_type_lookup');
  await land(page);
  const positions = ((await (await categories).json()) as Categories).data.flatMap((c) => c.positions);
  const types = new Map(((await (await lookup).json()) as { data: { code: string; name: string }[] }).data.map((t) => [t.code, t.name]));
  await page.getByRole('button', { name: 'By position' }).click();
  const first = page.getByRole('table').getByRole('rowheader').first();
  // The grid is redrawn by position after the click: a person's name read before then names no position.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(first.locator('.sched-person__name')).toHaveText(new RegExp(`^(${positions.map((p) => escape(p.name)).join('|')})$`));
  const name = (await first.locator('.sched-person__name').textContent()) ?? '';
  const position = positions.find((p) => p.name === name);
  const typeName = types.get(position?.type_code ?? '');
  expect(typeName).toBeTruthy();
  await expect(first.locator('.sched-person__sub')).toContainText(`${typeName} · `);
});
