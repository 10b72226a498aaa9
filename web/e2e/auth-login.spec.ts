import { expect, test } from '@playwright/test';
import { currentTotp, resetMockWorld } from './auth-support';
import { signIn } from './support';

test.afterAll(({ playwright }) => resetMockWorld(playwright));

// The login page's states (errors in words, the layout, redirects of signed-in users, the pages
// without content) are route tests (src/app/routes/auth); a real authenticator code stays here.
test.describe('login screen', () => {
  test('[R4-09] [R7-06] mfa@demo.test is sent to /user/setup-mfa, scans the QR code and verifies a real TOTP code', async ({
    page,
  }) => {
    await page.goto('/user/login?ref=%2Fschedule');
    await signIn(page, 'mfa@demo.test');
    await expect(page).toHaveURL(/\/user\/setup-mfa\?ref=%2Fschedule$/);
    // Anywhere else first, even after a reload, leads back to the set-up.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/user\/setup-mfa\?ref=%2Fdashboard$/);
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Check your app and try again.',
    );
    await page.getByLabel('Verification code').fill(await currentTotp(page));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/setup-mfa/);
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/schedule$/);
  });
});
