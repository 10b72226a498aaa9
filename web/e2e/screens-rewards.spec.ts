import { expect, test } from '@playwright/test';
import { shot, startSignedIn } from './shell-support';

// Rewards and recognition (settings/rewards-and-recognition) as manager@demo.test runs it.
test.beforeEach(({ request, page }) => startSignedIn(page, request, 'manager@demo.test'));

test('[R2-07] the budget tab opens by default and a budget is created, edited and deleted', async ({
  page,
}) => {
  await page.goto('/settings/rewards-and-recognition');
  await expect(page).toHaveURL(/\/settings\/rewards-and-recognition\/budget$/);
  await expect(
    page.getByRole('heading', { name: 'Rewards and recognition', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Budget' })).toHaveClass(/active/);
  const cards = page.getByTestId('budget-card');
  await expect(cards.first()).toBeVisible();
  const seeded = await cards.count();
  await page.screenshot({ path: shot('rewards-budget', 1280), fullPage: true });

  await page.getByRole('link', { name: /New budget/ }).click();
  await expect(page).toHaveURL(/\/rewards-and-recognition\/budget-management$/);
  await page.getByLabel('Name').fill('Holiday bonus pool');
  await page.getByLabel('Amount').fill('1500');
  await page.getByRole('combobox', { name: /^Period/ }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  // The manager's entry brand is a location, so the selector starts with it ticked.
  const locations = page.getByRole('group', { name: 'Locations' });
  await expect(locations.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await page.screenshot({ path: shot('rewards-budget-management', 1280), fullPage: true });
  await page.getByRole('button', { name: 'Create budget' }).click();

  await expect(page).toHaveURL(/\/rewards-and-recognition\/budget$/);
  await expect(cards).toHaveCount(seeded + 1);
  const created = page.getByRole('listitem', { name: 'Holiday bonus pool' });
  await expect(created).toContainText('$1,500');
  await expect(created).toContainText('Quarterly');

  await created.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit budget' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('1500');
  await page.getByLabel('Amount').fill('2500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(created).toContainText('$2,500');

  await created.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(created).toHaveCount(0);
  await expect(cards).toHaveCount(seeded);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('rewards-budget', 390), fullPage: true });
});

test('a rule is paused from the list and a new one is created for shift leads', async ({
  page,
}) => {
  await page.goto('/settings/rewards-and-recognition/rules');
  const rows = page.getByTestId('rule-row');
  await expect(rows.first()).toBeVisible();
  const seeded = await rows.count();
  const first = rows.first();
  const toggle = first.getByRole('checkbox');
  const wasActive = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !wasActive });
  await page.reload();
  await expect(page.getByTestId('rule-row').first().getByRole('checkbox')).toBeChecked({
    checked: !wasActive,
  });
  await page.screenshot({ path: shot('rewards-rules', 1280), fullPage: true });

  await page.getByRole('link', { name: /New rule/ }).click();
  await page.getByLabel('Name').fill('Weekend cover hero');
  await page.getByRole('combobox', { name: /^What earns points/ }).click();
  await page.getByRole('option', { name: 'Covering a shift' }).click();
  await page.getByLabel('Points awarded').fill('75');
  await page.getByRole('combobox', { name: /^Roles/ }).click();
  await page.getByRole('option', { name: 'Shift leads' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create rule' }).click();

  await expect(page).toHaveURL(/\/rewards-and-recognition\/rules$/);
  await expect(rows).toHaveCount(seeded + 1);
  const created = page.getByRole('listitem', { name: 'Weekend cover hero' });
  await expect(created).toContainText('Covering a shift');
  await expect(created).toContainText('for Shift leads');
  await expect(created).toContainText('75');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('rewards-rules', 390), fullPage: true });
});

test('a raffle is opened with dates and entrants, then its winner is drawn', async ({ page }) => {
  await page.goto('/settings/rewards-and-recognition/raffles');
  await expect(page.getByTestId('raffle-card').first()).toBeVisible();
  await page.screenshot({ path: shot('rewards-raffles', 1280), fullPage: true });

  await page.getByRole('link', { name: /New raffle/ }).click();
  await page.getByLabel('Name').fill('Spring gift card raffle');
  await page.getByLabel('Prize').fill('$100 gift card');
  // The date pickers take a typed date in their value format once focused, committed with Enter.
  const start = page.getByLabel('Start date');
  await start.click();
  await start.fill('2027-03-01');
  await start.press('Enter');
  const end = page.getByLabel('End date');
  await end.click();
  await end.fill('2027-03-31');
  await end.press('Enter');
  await page.getByLabel('Prize').click();
  await expect(start).toHaveValue('Mar 01, 2027');
  await expect(end).toHaveValue('Mar 31, 2027');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('combobox', { name: /^Add an entrant/ }).click();
    await page.getByRole('option').first().click();
  }
  const entries = page.getByTestId('raffle-entry');
  await expect(entries).toHaveCount(2);
  await entries.first().getByRole('spinbutton').fill('3');
  await expect(entries.first()).toContainText('75% chance');
  await page.screenshot({ path: shot('rewards-raffle-management', 1280), fullPage: true });
  await page.getByRole('button', { name: 'Create raffle' }).click();

  await expect(page).toHaveURL(/\/rewards-and-recognition\/raffles$/);
  const created = page.getByRole('listitem', { name: 'Spring gift card raffle' });
  await expect(created).toContainText('Mar 1, 2027 – Mar 31, 2027');
  await expect(created).toContainText('2 entrants · 4 tickets');
  await created.getByRole('button', { name: 'Draw winner' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Draw winner' }).click();
  await expect(created).toContainText('Drawn');
  await expect(created.getByText(/Winner: /)).toBeVisible();
  await expect(created.getByRole('button', { name: 'Draw winner' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('rewards-raffles', 390), fullPage: true });
});
