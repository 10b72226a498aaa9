import { expect, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';
import { checkStep } from './journey-support';

/**
 * "Done when", two applications declined in bulk across two people, each in their own browser:
 * the hiring manager chooses two applications in Applied on the board (one of them the demo
 * candidate's, the seed's ap-2) and declines both at once with a reason and the "Position filled"
 * message → the candidate reads that message in the application's thread, and the application
 * shows Rejected. Each step is checked at 1280 and 390 px.
 */
test.beforeEach(({ request }) => resetWorld(request));

test('§9 two applications declined at once: the candidate reads the message and sees Rejected', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  /** Each person in a browser of their own, signed in, the consent answered. */
  const personAs = async (email: string) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, email);
    await acceptConsent(page);
    return page;
  };

  // 1. The hiring manager chooses two applications and declines them with a message.
  const manager = await personAs('hiring@demo.test');
  await manager.goto('/dashboard/hiring?stage=APPLIED');
  await manager.getByRole('checkbox', { name: 'Choose Casey Moreno' }).check();
  await manager.getByRole('checkbox', { name: 'Choose Alexanne Mertz' }).check();
  const bar = manager.getByRole('region', { name: '2 selected' });
  await checkStep(manager, 'bulk-1-manager-chose-two');
  await bar.getByRole('button', { name: 'Decline' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Decline 2 applications' });
  await dialog.getByLabel('Reason (for your team)').fill('The role is filled');
  await dialog.getByRole('radio', { name: 'Position filled' }).check();
  await checkStep(manager, 'bulk-2-decline-dialog');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(manager.getByTestId('bulk-news')).toHaveText('2 declined');
  await expect(manager.getByRole('checkbox', { name: 'Choose Casey Moreno' })).toHaveCount(0);

  // 2. The candidate opens that application: the message is in its thread, its stage Rejected.
  const candidate = await personAs('candidate@demo.test');
  await candidate.goto('/dashboard/member?application=ap-2');
  const detail = candidate.getByRole('complementary', { name: 'Application' });
  await expect(detail.getByText(/The position has now been filled/)).toBeVisible();
  await expect(detail.getByText('Rejected').first()).toBeVisible();
  await checkStep(candidate, 'bulk-3-candidate-reads');
});
