import { expect, test } from '@playwright/test';
import { shot, startSignedIn } from './shell-support';

// The clock-out attestation questions (settings/clockout-attestation) as manager@demo.test keeps them.
test.beforeEach(({ request, page }) => startSignedIn(page, request, 'manager@demo.test'));

test('[R2-09] the questions are listed in order, reordered, deactivated, added, edited and deleted', async ({
  page,
}) => {
  await page.goto('/settings/clockout-attestation');
  await expect(
    page.getByRole('heading', { name: 'Clock-out attestation questions', level: 1 }),
  ).toBeVisible();
  const rows = page.getByTestId('question-row');
  await expect(rows.first()).toBeVisible();
  const seeded = await rows.count();
  const firstText = (await rows.nth(0).locator('.at-item__text').textContent()) ?? '';
  const secondText = (await rows.nth(1).locator('.at-item__text').textContent()) ?? '';
  await page.screenshot({ path: shot('attestation', 1280), fullPage: true });

  // Moving the second question up swaps the first two, and the server keeps the new order.
  await rows.nth(1).getByRole('button', { name: /up$/ }).click();
  await expect(rows.nth(0)).toContainText(secondText);
  // The new order shows at once; the move buttons come back once the server has saved it.
  await expect(rows.nth(1).getByRole('button', { name: /up$/ })).toBeEnabled();
  await page.reload();
  await expect(page.getByTestId('question-row').nth(0)).toContainText(secondText);
  await expect(page.getByTestId('question-row').nth(1)).toContainText(firstText);

  const first = page.getByTestId('question-row').nth(0);
  // The switch follows the server, so it flips once the change is saved.
  await first.getByRole('checkbox').click();
  await expect(first.getByRole('checkbox')).not.toBeChecked();
  await expect(first).toContainText('Inactive');

  await page.getByRole('link', { name: /New question/ }).click();
  await expect(page).toHaveURL(/\/clockout-attestation\/management$/);
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible();
  const question = page.getByRole('textbox', { name: 'Question' });
  await question.fill('Did you hand over the cash drawer?');
  await page.getByRole('combobox', { name: /^Answer type/ }).click();
  await page.getByRole('option', { name: 'Multiple choice' }).click();
  await page.getByRole('textbox', { name: 'Choice 1' }).fill('Yes');
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('Yes');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('alert')).toHaveText('Each choice must be different.');
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('No, a manager did');
  await page.screenshot({ path: shot('attestation-management', 1280), fullPage: true });
  await page.getByRole('button', { name: 'Add question' }).click();

  await expect(page).toHaveURL(/\/settings\/clockout-attestation$/);
  await expect(rows).toHaveCount(seeded + 1);
  const added = rows.last();
  await expect(added).toContainText('Did you hand over the cash drawer?');
  await expect(added).toContainText('Multiple choice');

  await added.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit question' })).toBeVisible();
  await question.fill('Did you hand over the cash drawer to a manager?');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(rows.last()).toContainText('to a manager?');

  await rows.last().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(seeded);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('attestation', 390), fullPage: true });
});
