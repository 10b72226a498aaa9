import { expect, type Page, test } from '@playwright/test';
import { connectThroughPopup } from './job-board-support';
import { acceptConsent, resetWorld } from './shell-support';
import { signIn } from './support';

// Issue 15 items 4, 6, 7: product access (§1, §6), policy conditions [R3-04] and the §7 calls the
// screens now make (unread counts, the group message board, clock-in settings).
async function land(page: Page, email: string, home: RegExp) {
  await page.goto('/user/login');
  await signIn(page, email);
  await expect(page).toHaveURL(home);
  await acceptConsent(page);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const noAccess = (page: Page) => page.getByRole('heading', { name: 'You don’t have access to this page' });

test.beforeEach(async ({ request, page }) => {
  await resetWorld(request);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('[R6-04] scheduler@ (TEAM_LIVE, no SOURCE_HIRE): no hiring in the nav, the hiring route shows the no-access page', async ({ page }) => {
  await land(page, 'scheduler@demo.test', /\/schedule$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav(page).getByRole('link', { name: 'Schedule' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Hiring' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Job boards' })).toHaveCount(0);
  await page.goto('/dashboard/hiring');
  await expect(noAccess(page)).toBeVisible();
  await expect(page.getByText('Your account does not include hiring.')).toBeVisible();
});

test('[R6-04] hiring@ (SOURCE_HIRE, no TEAM_LIVE): no schedule in the nav, /schedule shows the no-access page', async ({ page }) => {
  await land(page, 'hiring@demo.test', /\/dashboard\/hiring$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav(page).getByRole('link', { name: 'Hiring' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Schedule' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Clock-out attestation' })).toHaveCount(0);
  await page.goto('/schedule');
  await expect(noAccess(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  await page.goto('/settings/clockout-attestation');
  await expect(noAccess(page)).toBeVisible();
});

test('[R6-04] nosales@ (MANAGER_NO_SALES) connects a job board but gets no paid campaigns', async ({ page }) => {
  await land(page, 'nosales@demo.test', /\/dashboard\/hiring$/);
  await page.goto('/job-boards/indeed');
  await connectThroughPopup(page, 'Indeed');
  await expect(page.getByText('Campaigns are paid promotion, which your account does not include.')).toBeVisible();
});

test('[R3-04] foh@ (FOH-only conditions) sees only the Indeed job board and only front-of-house positions on the schedule', async ({ page }) => {
  await land(page, 'foh@demo.test', /\/dashboard\/hiring$/);
  await page.goto('/job-boards');
  const boards = page.getByRole('navigation', { name: 'Job board partners' });
  await expect(boards.getByRole('link', { name: /Indeed/ })).toBeVisible();
  await expect(boards.getByRole('link')).toHaveCount(1);
  await page.goto('/schedule?view=position');
  const grid = page.getByRole('table');
  await expect(grid.getByRole('rowheader', { name: 'Day totals' })).toBeVisible();
  const labels = (await grid.getByRole('rowheader').allTextContents()).map((l) => l.trim()).filter((l) => l !== 'Day totals');
  expect(labels.length).toBeGreaterThan(0);
  // A row header reads the position, then its type and shift count ("Server", "Hourly · 4 shifts").
  for (const label of labels) expect(label).toMatch(/^(Server|Host|Bartender|Cashier)(?![a-z])/);
});

test('[R3-04] manager@ (FOH and BOH job boards condition) sees Indeed and ZipRecruiter but not LinkedIn', async ({ page }) => {
  await land(page, 'manager@demo.test', /\/dashboard\/tts$/);
  await page.goto('/job-boards');
  const boards = page.getByRole('navigation', { name: 'Job board partners' });
  await expect(boards.getByRole('link', { name: /ZipRecruiter/ })).toBeVisible();
  await expect(boards.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
});

test('enterprise@ gets the unread badge in the header and the group message board', async ({ page }) => {
  await land(page, 'enterprise@demo.test', /\/access-portal\/main$/);
  const unread = page.getByTestId('unread-messages');
  await expect(unread).toHaveAttribute('aria-label', /^Messages \(unread: \d+\)$/);
  await unread.click();
  // Issue 16: the badge opens the header inbox, which leads to the group message board.
  await page.getByRole('dialog', { name: 'Inbox' }).getByRole('link', { name: 'Group message board' }).click();
  await expect(page).toHaveURL(/\/message-board$/);
  await expect(page.getByRole('heading', { name: 'Message board', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Unread' })).toBeVisible();
});

test('candidate@ gets the unread messages link in the simple header', async ({ page }) => {
  await land(page, 'candidate@demo.test', /\/dashboard\/member$/);
  await expect(page.getByTestId('unread-messages')).toHaveAttribute('aria-label', /^Messages \(unread: [1-9]\d*\)$/);
});

test('scheduler@ reads the TEAM_LIVE clock-in and break-waiver settings on /schedule', async ({ page }) => {
  await land(page, 'scheduler@demo.test', /\/schedule$/);
  await page.getByText('Clock-in and break settings').click();
  await expect(page.getByText('Clock in from a phone')).toBeVisible();
  await expect(page.getByText('Break waivers')).toBeVisible();
});
