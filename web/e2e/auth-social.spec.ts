import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { MOCK_ORIGIN } from './auth-support';

/** Clicks a social button and returns the popup, on the mock's hosted sign-in page. */
async function openPopup(page: Page, provider = 'Continue with Google') {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: provider }).click();
  const popup = await popupPromise;
  await popup.waitForURL(`${MOCK_ORIGIN}/oauth2/authorize?**`);
  return popup;
}

test.describe('social sign-in (§4, §8, §9)', () => {
  test('[R2-35] four buttons with icon and label; the label hides on small screens', async ({
    page,
  }) => {
    await page.goto('/user/login');
    for (const name of [
      'Continue with Google',
      'Continue with LinkedIn',
      'Continue with Facebook',
      'Continue with Apple',
    ]) {
      const button = page.getByRole('button', { name });
      await expect(button.locator('.auth-social__icon')).toBeVisible();
      await expect(button.locator('.auth-social__label')).toBeVisible();
    }
    await page.setViewportSize({ width: 375, height: 700 });
    // Out of sight, not out of the name: the button is still called by its words (WCAG 2.5.3).
    await expect(
      page.getByRole('button', { name: 'Continue with Google' }).locator('.auth-social__label'),
    ).toHaveCSS('clip-path', 'inset(50%)');
    await expect(
      page.getByRole('button', { name: 'Continue with Google' }).locator('.auth-social__icon'),
    ).toBeVisible();
  });

  test('[R4-12] [R9-04] an existing identity: 600×600 popup, PKCE code flow, user info loaded, signed in', async ({
    page,
  }) => {
    await page.goto('/user/login?ref=%2Fdashboard%2Fmember');
    const popup = await openPopup(page);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 600]);
    const url = new URL(popup.url());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    const userInfo = page.waitForRequest((r) => r.url().includes('/v1/users/info'));
    await popup.getByRole('button', { name: /candidate@demo\.test/ }).click();
    await userInfo;
    await expect(page).toHaveURL(/\/dashboard\/member$/);
    expect(popup.isClosed()).toBe(true);
  });

  test('[R4-12] a first-time identity is registered (federated registration), then signed in', async ({
    page,
  }) => {
    await page.goto('/user/login');
    const popup = await openPopup(page, 'Continue with LinkedIn');
    const registration = page.waitForRequest((r) =>
      r.url().endsWith('/v2/users/federated_registration'),
    );
    await popup.getByRole('button', { name: 'A person signing in for the first time' }).click();
    expect((await registration).headers().authorization).toMatch(/^Bearer /);
    await expect(page).toHaveURL(/\/dashboard\/member$/);
  });

  test('[R4-12] success without the isNewUser flag is "Something went wrong" and nobody is signed in', async ({
    page,
  }) => {
    await page.goto('/user/login');
    const popup = await openPopup(page, 'Continue with Facebook');
    await popup
      .getByRole('button', { name: 'A provider answer without the new-user flag' })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('[R4-12] [R8-08] closing the popup gives "Popup was closed by the user."', async ({
    page,
  }) => {
    await page.goto('/user/login');
    const popup = await openPopup(page, 'Continue with Apple');
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText('Popup was closed by the user.');
  });

  test('[R8-08] messages from an untrusted origin are ignored', async ({ page }) => {
    await page.goto('/user/login');
    const popup = await openPopup(page);
    // The hosted page is another origin: its message must not count, even shaped like the real one.
    await popup.evaluate(() => {
      (window.opener as Window).postMessage(
        { type: 'harbor-oauth-callback', code: 'forged', state: 'forged' },
        '*',
      );
    });
    // Messages reach a window in the order they were posted: once this page's own message arrives,
    // the forged one has been handled (and ignored).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => event.data === 'barrier' && resolve());
          window.postMessage('barrier', '*');
        }),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText('Popup was closed by the user.');
  });

  test('[R8-08] a blocked popup gives "Failed to open popup window."', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to open popup window.');
  });

  test('[R8-08] [R9-04] an unanswered popup times out after 300 000 ms: "Timed out."', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/user/login');
    const popup = await openPopup(page);
    await page.clock.fastForward(300_000);
    await expect(page.getByRole('alert')).toHaveText('Timed out.');
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
