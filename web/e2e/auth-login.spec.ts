import { expect, test } from '@playwright/test';
import { currentTotp, resetMockWorld } from './auth-support';
import { signIn } from './support';

test.afterAll(({ playwright }) => resetMockWorld(playwright));

test.describe('login screen', () => {
  test('[R8-04] a wrong password shows "Enter the correct email and password."', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await signIn(page, 'manager@demo.test', 'wrong-password1');
    await expect(page.getByRole('alert')).toHaveText('Enter the correct email and password.');
  });

  test('[R5-02] an unverified account is told so', async ({ page }) => {
    await page.goto('/user/login');
    await signIn(page, 'unverified@demo.test');
    await expect(page.getByRole('alert')).toHaveText('Account is unverified.');
  });

  test('[R8-07] an error_code in the URL shows its message', async ({ page }) => {
    await page.goto('/user/login?error_code=USER_NOT_MAPPED');
    await expect(page.getByRole('alert')).toContainText('Contact support');
  });

  test('[R2-50] the password field has a visibility toggle', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Toggle password visibility' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  });

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

test.describe('auth layout (§2)', () => {
  test('[R2-20] [R2-22] the logo header, and the sign-up prompt on login', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Harbor home' })).toBeVisible();
    await expect(page.getByText("Don't have a Harbor account?")).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/user\/signup$/);
  });

  test('[R2-20] a brand query parameter hides the header', async ({ page }) => {
    await page.goto('/user/login?brand=CH-1');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('[R2-21] [R2-23] sign-up paths show "Already have an account?" with Login, re-checked per path', async ({
    page,
  }) => {
    for (const path of ['/user/signup', '/user/employer', '/user/candidate']) {
      await page.goto(path);
      await expect(page.getByText('Already have an account?')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByText("Don't have a Harbor account?")).toBeVisible();
  });

  test('[R2-02] [R2-23] a logged-in user opening login, signup or forgot-password goes to ref, else /dashboard', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await signIn(page, 'hiring@demo.test');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
    await page.goto('/user/signup?ref=%2Fschedule');
    await expect(page).toHaveURL(/\/schedule$/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  });

  test('[R2-02] a ref that is not a path of this app counts as none: signed in, the person still reaches their home', async ({
    page,
  }) => {
    // Through the form: the sign-in used to succeed and leave the person on the login page.
    await page.goto('/user/login?ref=https%3A%2F%2Fevil.example%2Fx');
    await signIn(page, 'hiring@demo.test');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
    // Already signed in, opening login with such a ref.
    for (const ref of ['%2F%2Fevil.example%2Fx', 'javascript%3Aalert(1)']) {
      await page.goto(`/user/login?ref=${ref}`);
      await expect(page).toHaveURL(/\/dashboard\/hiring$/);
    }
  });
});

test.describe('screens without content', () => {
  test('[R2-04] sso_client/{clientId} stores the client id cookie, then goes to /dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/sso_client/acme-kiosk');
    await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'client_id')?.value).toBe('acme-kiosk');
    expect(await page.evaluate(() => localStorage.getItem('h_client_id'))).toBe('acme-kiosk');
  });

  test('[R2-33] /user/refresh refreshes the tokens, then goes to the target', async ({ page }) => {
    await page.goto('/user/login');
    await signIn(page, 'scheduler@demo.test');
    await expect(page).toHaveURL(/\/schedule$/);
    const refreshed = page.waitForRequest(
      (r) => r.headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken') ?? false,
    );
    await page.goto('/user/refresh?ref=%2Fdashboard%2Fhiring');
    await refreshed;
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  });

  test('[R2-34] /user/shadow-logout signs a shadow user out and goes to the corporate /user/login', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await signIn(page, 'shadow@demo.test');
    // The home redirector sends a corporate shadow user to the corporate host first (R2-10).
    await page.waitForURL(/\/__corporate/);
    await page.goto('/user/shadow-logout');
    await expect(page).toHaveURL(/\/__corporate\/user\/login$/);
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('[R2-34] anyone else goes straight to the corporate /user/login', async ({ page }) => {
    await page.goto('/user/shadow-logout');
    await expect(page).toHaveURL(/\/__corporate\/user\/login$/);
  });

  test('[R2-32] [R6-03] /user/logout sends a shadow user to the corporate /user/logout', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await signIn(page, 'shadow@demo.test');
    await page.waitForURL(/\/__corporate/);
    await page.goto('/user/logout?redirectAfterLogout=%2Fuser%2Flogin');
    await expect(page).toHaveURL(/\/__corporate\/user\/logout$/);
  });

  test('/qsrlogin is the QSR login: no social buttons, no sign-up prompt, isQSRLogin stored', async ({
    page,
  }) => {
    await page.goto('/qsrlogin');
    await expect(page.getByRole('heading', { name: 'Restaurant team login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByText("Don't have a Harbor account?")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('h_isQSRLogin'))).toBe('true');
    await signIn(page, 'scheduler@demo.test');
    await expect(page).toHaveURL(/\/schedule$/);
  });
});
