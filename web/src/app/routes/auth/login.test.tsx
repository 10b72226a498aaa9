import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGE_KEYS } from '../../../features/auth/login-messages';
import { renderRoute } from '../../../testing/render-route';
import { alertSays, submitLogin } from '../../../testing/route-actions';
import auth from '../../../../locales/en/auth.json';

const messages: Record<string, string> = auth.messages;

describe('/user/login: what the user pool answers, in words', () => {
  it.each([
    ['[R8-04] a wrong password', 'manager@demo.test', 'wrong-password1', messages.credentials],
    ['[R8-04] an e-mail nobody has', 'nobody.here@demo.test', 'Passw0rd!', messages.credentials],
    ['[R5-02] an unverified account', 'unverified@demo.test', undefined, 'Account is unverified.'],
  ])('%s is told: %s', async (_, email, password, message) => {
    const { user, location } = await renderRoute('/user/login');
    await submitLogin(user, email, password);
    await alertSays(message);
    expect(location()).toBe('/user/login');
  });

  it('[R8-04] the sixth try after five wrong passwords in a row is told the account is locked, even with the right password', async () => {
    const { user } = await renderRoute('/user/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLogin(user, 'hiring@demo.test', `wrong-password${attempt}`);
      await alertSays(messages.credentials);
      await user.clear(screen.getByLabelText('Email'));
      await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    }
    await submitLogin(user, 'hiring@demo.test');
    await alertSays(messages.attemptsExceeded);
  });

  // Every code the login page can be opened with (§8), each in the words of its row.
  it.each(Object.entries(LOGIN_MESSAGE_KEYS).filter(([code]) => /^[A-Z_0-9]+$/.test(code)))(
    '[R8-07] ?error_code=%s shows its message, never the code',
    async (code, key) => {
      await renderRoute(`/user/login?error_code=${encodeURIComponent(code)}`);
      await alertSays(messages[key]);
      expect(screen.getByRole('alert').textContent).not.toContain(code);
    },
  );

  it('[R8-07] an error_code the table does not know gets the generic message', async () => {
    await renderRoute('/user/login?error_code=SOMETHING_NEW');
    await alertSays(messages.generic);
  });

  it('[R2-50] the password field has a visibility toggle', async () => {
    const { user } = await renderRoute('/user/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('[R4-09] mfa@demo.test is sent to /user/setup-mfa with the ref, shown a QR code, and a wrong code is refused in words', async () => {
    const { user, location } = await renderRoute('/user/login?ref=%2Fschedule');
    await submitLogin(user, 'mfa@demo.test');
    await waitFor(() => expect(location()).toBe('/user/setup-mfa?ref=%2Fschedule'), {
      timeout: 20_000,
    });
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByTestId('totp-secret').textContent?.trim()).toMatch(/^[A-Z2-7]{16,}$/);
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await alertSays(auth.mfa.wrongCode);
  });
});

describe('/user/login and the sign-in pages when already signed in', () => {
  it.each([
    ['/user/login?ref=%2Fschedule', '/schedule'],
    ['/user/signup?ref=%2Fschedule', '/schedule'],
    ['/forgot-password', '/dashboard/hiring'],
    ['/user/employer', '/dashboard/hiring'],
    ['/user/candidate', '/dashboard/hiring'],
    ['/qsrlogin', '/dashboard/hiring'],
    ['/user/login?ref=%2F%2Fevil.example%2Fx', '/dashboard/hiring'],
    ['/user/login?ref=javascript%3Aalert(1)', '/dashboard/hiring'],
    ['/user/login?ref=https%3A%2F%2Fevil.example%2Fx', '/dashboard/hiring'],
  ])('[R2-02] [R2-23] hiring@ opening %s goes to %s', async (path, lands) => {
    const { location } = await renderRoute(path, { as: 'hiring@demo.test' });
    await waitFor(() => expect(location()).toBe(lands), { timeout: 20_000 });
  });

  it('[R2-02] signing in through the form from a ref goes back to the ref', async () => {
    const { user, location } = await renderRoute('/schedule');
    await waitFor(() => expect(location()).toBe('/user/login?ref=%2Fschedule'));
    await submitLogin(user, 'scheduler@demo.test');
    await waitFor(() => expect(location()).toBe('/schedule'), { timeout: 20_000 });
  });

  it('[R2-02] a ref of another site counts as none: the sign-in lands on the home page', async () => {
    const { user, location } = await renderRoute('/user/login?ref=https%3A%2F%2Fevil.example%2Fx');
    await submitLogin(user, 'hiring@demo.test');
    await waitFor(() => expect(location()).toBe('/dashboard/hiring'), { timeout: 20_000 });
  });
});
