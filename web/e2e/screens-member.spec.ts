import { expect, test } from '@playwright/test';
import { acceptConsent, resetWorld, signInAs } from './shell-support';

// The member dashboard (/dashboard/member) — profile with photo, applications, threads.
const shot = (name: string, width: number) => `web/test-results/screens/${name}-${width}.png`;

// A valid 8x4 PNG, which the browser turns into the 240x240 jpeg of §3.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEUlEQVR4nGM4EaCBFTFQTwIA5M0oATp8j7wAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test('[R2-11] candidate@demo.test sees their profile, applications and a thread, and adds a photo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'candidate@demo.test');
  await acceptConsent(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey', level: 1 })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Casey Moreno' });
  await expect(profile.getByText('candidate@demo.test')).toBeVisible();
  await expect(page.getByText('4 applications')).toBeVisible();
  await expect(page.getByTestId('application-row')).toHaveCount(4);
  await page.screenshot({ path: shot('member-dashboard', 1280), fullPage: true });

  const photoSaved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/profile_photo' && r.request().method() === 'PUT',
  );
  await profile
    .getByLabel('Choose a profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await photoSaved).status()).toBe(200);
  await expect(profile.getByRole('img', { name: 'Casey Moreno' })).toHaveAttribute(
    'src',
    /^data:image\/jpeg/,
  );
  await expect(profile.getByRole('button', { name: 'Change photo' })).toBeVisible();

  // The rejected application has no messages yet: its thread invites the first one.
  await page.getByTestId('application-row').filter({ hasText: 'Rejected' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.screenshot({ path: shot('member-thread', 1280), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Back to list' }).click();
  await expect(page.getByTestId('application-row')).toHaveCount(4);
  await page.screenshot({ path: shot('member-dashboard', 390), fullPage: true });
});
