import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { alertSays, DEMO_PASSWORD, submitLogin } from '../../../testing/route-actions';
import auth from '../../../../locales/en/auth.json';

const password = (label = 'Password') => screen.getByLabelText(label, { selector: 'input' });

/** The account step of every sign-up form, filled as a person would. */
async function fillAccount(user: UserEvent, email: string, phone = '2025550143') {
  await user.type(await screen.findByLabelText('First name'), 'Robin');
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Email', { exact: true }), email);
  await user.type(password(), DEMO_PASSWORD);
  const phoneField = screen.getByLabelText('Phone number', { exact: true });
  await user.clear(phoneField);
  if (phone) await user.type(phoneField, phone);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const unique = (tag: string) => `${tag}.${Date.now()}@example.test`;

/** Ticks the bot check and waits for it to pass. */
async function passBotCheck(user: UserEvent) {
  await user.click(screen.getByLabelText("I'm not a robot"));
  expect(await screen.findByText('Verified', {}, { timeout: 20_000 })).toBeInTheDocument();
}

describe('the auth layout (§2)', () => {
  it.each([
    ['/user/login', "Don't have a Harbor account?", 'Sign up', '/user/signup'],
    ['/forgot-password', "Don't have a Harbor account?", 'Sign up', '/user/signup'],
    ['/user/signup', 'Already have an account?', 'Login', '/user/login'],
    ['/user/employer', 'Already have an account?', 'Login', '/user/login'],
    ['/user/candidate', 'Already have an account?', 'Login', '/user/login'],
  ])(
    '[R2-20] [R2-21] [R2-22] [R2-23] %s shows the logo and "%s" with %s',
    async (path, prompt, link, to) => {
      const { user, location } = await renderRoute(path);
      expect(
        await within(await screen.findByRole('banner')).findByRole('link', { name: 'Harbor home' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(prompt)).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: link }));
      await waitFor(() => expect(location()).toBe(to));
    },
  );

  it.each(['/qsrlogin', '/user/setup-mfa'])('%s shows no sign-up prompt', async (path) => {
    await renderRoute(path);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText("Don't have a Harbor account?")).toBeNull();
    expect(screen.queryByText('Already have an account?')).toBeNull();
  });

  it('[R2-20] a brand query parameter hides the header', async () => {
    await renderRoute('/user/login?brand=CH-1');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('/qsrlogin is the restaurant team login: no social buttons, isQSRLogin kept, and it signs in', async () => {
    const { user, location } = await renderRoute('/qsrlogin');
    expect(
      await screen.findByRole('heading', { name: 'Restaurant team login' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    // Written by the page's effect, which React may run just after the heading is drawn.
    await waitFor(() => expect(localStorage.getItem('h_isQSRLogin')).toBe('true'));
    await submitLogin(user, 'scheduler@demo.test');
    await waitFor(() => expect(location()).toBe('/schedule'), { timeout: 20_000 });
  });

  it('[R2-35] the login page offers the four social sign-ins by name', async () => {
    await renderRoute('/user/login');
    for (const name of Object.values(auth.social).slice(0, 4))
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});

describe('sign-up (§5)', () => {
  it.each([
    ['R5-01', 'manager@demo.test', auth.signup.used],
    ['R4-17', 'invited@demo.test', auth.signup.noPassword],
    ['R5-02', 'unverified@demo.test', auth.signup.unverifiedSent],
    ['R5-03', 'front.desk@grandharborhotels.test', auth.signup.chainDomain],
  ])('[%s] %s is refused in words', async (_, email, message) => {
    const { user } = await renderRoute('/user/signup');
    await fillAccount(user, email);
    await alertSays(message);
  });

  it('[R5-09] the phone number is required', async () => {
    const { user } = await renderRoute('/user/signup');
    await fillAccount(user, unique('nophone'), '');
    await alertSays(auth.messages.phone);
  });

  it.each([
    ['/user/signup', auth.signup.title],
    ['/user/employer', auth.signup.employerTitle],
    ['/user/candidate', auth.signup.candidateTitle],
  ])('%s is titled "%s"', async (path, title) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('[R5-05] [R3-07] a candidate signs up, is refused a used username with a suggestion, takes it and lands on the member dashboard', async () => {
    const { user, location, backend } = await renderRoute('/user/candidate');
    await fillAccount(user, unique('robin'));
    expect(
      await screen.findByRole('heading', { name: 'Your details' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const asked = backend.calls.map((c) => `${c.method} ${c.path}`);
    expect(asked).toContain('POST /v1/registration/validateEmail');
    expect(asked).toContain('POST /v1/users/registration');
    await user.type(screen.getByLabelText('Username'), 'manager');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await alertSays(auth.signup.usernameUsed);
    await user.click(screen.getByRole('button', { name: 'Use manager1' }));
    expect(screen.getByLabelText('Username')).toHaveValue('manager1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard/member'), { timeout: 20_000 });
  });
});

describe('light sign-up (§5)', () => {
  it('[R5-06] an invitation code that is not valid says so', async () => {
    await renderRoute('/light-signup?code=nope');
    await alertSays(auth.light.invalid);
  });

  it('[R5-06] an invitation is prefilled, asks for the bot check, then is done', async () => {
    const { user, backend, location } = await renderRoute('/light-signup?code=INVITE-DEMO');
    expect(await screen.findByRole('heading', { name: 'Join Harbor Café' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ivy');
    await user.type(password(), 'Invited123');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await alertSays(auth.botCheck.required);
    await passBotCheck(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText("You're all set. Log in with invited@demo.test."),
    ).toBeInTheDocument();
    expect(backend.calls).toContainEqual({ method: 'POST', path: '/v1/light_signup', status: 200 });
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    await submitLogin(user, 'invited@demo.test', 'Invited123');
    await waitFor(() => expect(location()).toBe('/dashboard/member'), { timeout: 20_000 });
  });
});

describe('forgot and reset password (§5)', () => {
  it('[R5-08] a reset link is sent and the attempts left are counted; the fourth is refused', async () => {
    const { user } = await renderRoute('/forgot-password');
    const email = await screen.findByLabelText('Email');
    for (const left of [2, 1, 0]) {
      await user.clear(email);
      await user.type(email, 'engage@demo.test');
      await passBotCheck(user);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByText(`Attempts left: ${left}`, { exact: false })).toBeVisible();
    }
    await user.clear(email);
    await user.type(email, 'engage@demo.test');
    await passBotCheck(user);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await alertSays(auth.messages.resetMaxAttempts);
  });

  it('[R5-08] the reset link is asked for the bot check first', async () => {
    const { user } = await renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'engage@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await alertSays(auth.botCheck.required);
  });

  it('[R8-03] a reset link that is not valid says so', async () => {
    await renderRoute('/user/reset/password/token?code=not-a-code');
    await alertSays(auth.reset.invalid);
  });

  it('[R5-08] [R8-03] the mailed link names the account, refuses passwords that differ, then changes it and the new one signs in', async () => {
    const first = await renderRoute('/forgot-password');
    await first.user.type(await screen.findByLabelText('Email'), 'nosales@demo.test');
    await passBotCheck(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Attempts left: 2', { exact: false })).toBeVisible();
    const mailbox = await mockBackend().app.inject({
      method: 'GET',
      url: `/__mailbox/${encodeURIComponent('nosales@demo.test')}`,
    });
    const [mail] = mailbox.json<{ link: string }[]>();
    const link = new URL(mail?.link ?? '', window.location.origin);
    const { user, location } = await renderRoute(link.pathname + link.search);
    expect(await screen.findByText('For nosales@demo.test')).toBeInTheDocument();
    await user.type(password('New password'), 'Reset1234');
    await user.type(password('Confirm new password'), 'Reset1235');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await alertSays(auth.reset.mismatch);
    await user.clear(password('Confirm new password'));
    await user.type(password('Confirm new password'), 'Reset1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(auth.reset.done)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    await submitLogin(user, 'nosales@demo.test', 'Reset1234');
    await waitFor(() => expect(location()).toBe('/dashboard/hiring'), { timeout: 20_000 });
  });
});

describe('pages without content', () => {
  it('[R2-04] sso_client/{clientId} keeps the client id in a cookie and storage, then goes to /dashboard', async () => {
    const { location } = await renderRoute('/sso_client/acme-kiosk');
    await waitFor(() => expect(location()).toBe('/user/login?ref=%2Fdashboard'));
    expect(document.cookie).toContain('client_id=acme-kiosk');
    expect(localStorage.getItem('h_client_id')).toBe('acme-kiosk');
  });

  it('/oauth2 opened outside the sign-in popup goes to login', async () => {
    const { location } = await renderRoute('/oauth2?code=abc&state=xyz');
    await waitFor(() => expect(location()).toBe('/user/login'));
  });
});
