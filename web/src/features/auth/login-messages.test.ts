import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/auth.json';
import { errorCode } from '../../lib/identity/auth-error';
import { loginMessageKey } from './login-messages';

const text = (code: string | undefined) => {
  const key = loginMessageKey(code).replace(/^messages\./, '') as keyof typeof en.messages;
  return en.messages[key];
};

// §8 "Login messages by code": every row, with the spec's wording where it gives one.
const rows: [string, string | RegExp][] = [
  ['INVALID_USERNAME_OR_PASSWORD', 'Enter the correct email and password.'],
  ['INVALID_CREDENTIALS', 'Enter the correct email and password.'],
  ['recaptcha token required', 'Something went wrong. Try again.'],
  ['recaptcha token invalid', 'Something went wrong. Try again.'],
  ['invalid preferred username', 'Something went wrong. Try again.'],
  ['profile missing attributes', 'Something went wrong. Try again.'],
  ['INVALID_EMAIL_ADDRESS', 'Enter the correct email.'],
  ['EMAIL_ADDRESS_REQUIRED', 'Unable to log in/sign up. Email required.'],
  [
    'USER_MISSING_REQUIRED_ATTRIBUTES',
    'To login, you need to add more details to your account. Contact your administrator.',
  ],
  ['INVALID_PHONE_NUMBER', 'Enter the correct phone number.'],
  ['INVALID_API_KEY', 'Invalid Client Key'],
  ['RESET_MAX_ATTEMPTS', 'You have reached the maximum number of password reset attempts.'],
  ['USER_NOT_MAPPED', /contact support/i],
  ['EXTERNAL_BRAND_NOT_MAPPED', /^These locations aren't registered with your account/],
  ['SOME_OF_EXTERNAL_BRAND_ARE_NOT_MAPPED', /locations aren't valid/],
  ['USER_ALREADY_MAPPED', /^Log in with your registered account/],
  ['NORMAL_SIGN_UP_NOT_ALLOWED', /contact support/i],
  ['MSIS9619', 'Not authorized'],
  ['EXTERNAL_USER_NOT_MAPPED_EXCEPTION', /^This username isn't registered/],
  ['DELETED_EXTERNAL_USER', /^Your account is deactivated/],
  ['EXTERNAL_USER', 'Please reset your password from your enterprise account provider.'],
];

describe('login messages by code (§8)', () => {
  it.each(rows)('[R8-04] %s → its message', (code, message) => {
    expect(text(code)).toMatch(
      typeof message === 'string'
        ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
        : message,
    );
  });

  it('[R8-04] any other code, or none, gets the generic try-later message with support contacts', () => {
    expect(loginMessageKey('SOMETHING_NEW')).toBe('messages.generic');
    expect(loginMessageKey(undefined)).toBe('messages.generic');
    expect(text('SOMETHING_NEW')).toMatch(/try again later.*support/i);
  });

  it('maps the identity provider error names onto the same rows', () => {
    expect(text('NotAuthorizedException')).toBe('Enter the correct email and password.');
    expect(text('UserNotConfirmedException')).toBe('Account is unverified.');
  });

  it('a locked account is told to wait, not that its password is wrong', () => {
    const locked = Object.assign(new Error('Password attempts exceeded'), {
      name: 'NotAuthorizedException',
    });
    const wrong = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    expect(text(errorCode(locked))).toMatch(/^Too many wrong passwords\. Wait 15 minutes/);
    expect(text(errorCode(wrong))).toBe('Enter the correct email and password.');
  });
});
