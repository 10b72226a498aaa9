import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { lastMail, resetMockWorld, uniqueEmail } from './auth-support';
import { DEMO_PASSWORD, signIn } from './support';

async function fillAccount(page: Page, email: string, names = { first: 'Robin', last: 'Reyes' }) {
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Phone number', { exact: true }).fill('2025550143');
}

test.afterAll(({ playwright }) => resetMockWorld(playwright));

test.describe('sign-up (§5)', () => {
  test('[R5-05] [R3-07] a candidate signs up through Amplify, registers, picks a username and lands on a dashboard', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const target = r.headers()['x-amz-target'];
      if (target) calls.push(target.split('.').pop() ?? '');
      else if (new URL(r.url()).pathname.startsWith('/v1/'))
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto('/user/candidate');
    await expect(page.getByRole('heading', { name: 'Create a job seeker account' })).toBeVisible();
    const email = uniqueEmail('robin');
    await fillAccount(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v1/registration/validateEmail',
        'SignUp',
        'InitiateAuth',
        'POST /v1/users/registration',
      ]),
    );

    await page.getByLabel('Username').fill('manager');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username already used');
    await page.getByRole('button', { name: 'Use manager1' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('manager1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/member$/);
  });

  test('[R5-05] an employer signs up with a business and describes it', async ({ page }) => {
    await page.goto('/user/employer');
    await fillAccount(page, uniqueEmail('owner'), { first: 'Olive', last: 'Owner' });
    await page.getByLabel('Business name').fill('Harbor Bakery');
    await page.getByLabel('Currency').selectOption({ label: 'EUR € · Euro' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Username').fill(`olive${Date.now()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();
    await expect(page.getByLabel('Web address')).toHaveValue('harbor-bakery');
    // The visitor's city (GET /v1/user_lat_long, kept under user_location) hints at the address.
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute(
      'placeholder',
      /^\S.*, US$/,
    );
    const kept = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('h_user_location') ?? 'null') as {
          city: string;
          at: number;
        } | null,
    );
    expect(kept?.city.length).toBeGreaterThan(0);
    expect(kept?.at).toBeGreaterThan(0);
    const details = page.waitForRequest((r) =>
      /\/v1\/users\/registration\/brands\/[^/]+\/details$/.test(r.url()),
    );
    await page.getByLabel('Address', { exact: true }).fill('1 Quay Street');
    await page.getByRole('button', { name: 'Finish' }).click();
    expect((await details).postDataJSON()).toMatchObject({ slug: 'harbor-bakery' });
    await expect(page).toHaveURL(/\/dashboard/);
  });

  const emailCases = [
    { rule: 'R5-01', email: 'manager@demo.test', message: 'Email is already used.' },
    {
      rule: 'R4-17',
      email: 'invited@demo.test',
      message:
        'This email already has an account without a password. Set one with Forgot password.',
    },
    {
      rule: 'R5-02',
      email: 'unverified@demo.test',
      message:
        'Account is unverified. An account activation link has been sent to you, please check your inbox.',
    },
    {
      rule: 'R5-03',
      email: 'front.desk@grandharborhotels.test',
      message:
        "You are not authorized to create an account using this portal, please login through the chain's own sign-in first.",
    },
  ];
  for (const { rule, email, message } of emailCases) {
    test(`[${rule}] ${email} is refused: ${message}`, async ({ page }) => {
      await page.goto('/user/signup');
      await fillAccount(page, email);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('[R5-09] the phone number is required in E.164 form', async ({ page }) => {
    await page.goto('/user/signup');
    await fillAccount(page, uniqueEmail('nophone'));
    await page.getByLabel('Phone number', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter the correct phone number.');
  });
});

test.describe('light sign-up and passwords (§5)', () => {
  test('[R5-06] an invitation is completed with names, password and the bot check, then the person can log in', async ({
    page,
  }) => {
    await page.goto('/light-signup?code=nope');
    await expect(page.getByRole('alert')).toHaveText('This invitation is not valid any more.');

    await page.goto('/light-signup?code=INVITE-DEMO');
    await expect(page.getByRole('heading', { name: 'Join Harbor Café' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ivy');
    await page.getByLabel('Password', { exact: true }).fill('Invited123');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('alert')).toHaveText('Complete the check first.');
    const submitted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/v1/light_signup'),
    );
    await page.getByLabel("I'm not a robot").check();
    await expect(page.getByText('Verified')).toBeVisible();
    await page.getByRole('button', { name: 'Join' }).click();
    expect(Object.keys((await submitted).postDataJSON() as object).sort()).toEqual([
      'bot_token',
      'code',
      'first_name',
      'last_name',
      'password',
    ]);
    await expect(page.getByRole('status')).toHaveText(
      "You're all set. Log in with invited@demo.test.",
    );
    await page.getByRole('link', { name: 'Go to login' }).click();
    await signIn(page, 'invited@demo.test', 'Invited123');
    await expect(page).toHaveURL(/\/dashboard\/member$/);
  });

  test('[R5-08] [R8-03] forgot password → mailed link → token checked → new password set, errors shown', async ({
    page,
    request,
  }) => {
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('nosales@demo.test');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/users/request_reset_password'));
    await page.getByLabel("I'm not a robot").check();
    await expect(page.getByText('Verified')).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      username: 'nosales@demo.test',
      flow: 'HARRI',
      return_url: expect.stringMatching(/\/user\/login$/),
    });
    await expect(page.getByRole('status')).toContainText('Attempts left: 2');

    const mail = await lastMail(request, 'nosales@demo.test');
    await page.goto('/user/reset/password/token?code=not-a-code');
    await expect(page.getByRole('alert')).toHaveText('This reset link is not valid any more.');
    await page.goto(mail?.link ?? '');
    await expect(page.getByText('For nosales@demo.test')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Reset1234');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Reset1235');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The passwords do not match.');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Reset1234');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password is changed. Log in with the new one.',
    );
    await page.getByRole('link', { name: 'Go to login' }).click();
    await signIn(page, 'nosales@demo.test', 'Reset1234');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/);
  });

  test('[R8-04] the fourth reset request shows RESET_MAX_ATTEMPTS', async ({ page }) => {
    await page.goto('/forgot-password');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('Email').fill('');
      await page.getByLabel('Email').fill('engage@demo.test');
      await page.getByLabel("I'm not a robot").check();
      await expect(page.getByText('Verified')).toBeVisible();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      if (attempt < 4)
        await expect(
          page.getByRole('status').filter({ hasText: `Attempts left: ${3 - attempt}` }),
        ).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveText(
      'You have reached the maximum number of password reset attempts.',
    );
  });
});
