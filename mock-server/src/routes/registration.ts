import type { api, BrandDetails } from '@ws/contracts';
import type { FastifyRequest } from 'fastify';
import type { BrandRow, UserRow, World } from '../db/types.ts';
import { verifyBotToken } from '../identity/bot-check.ts';
import { CHAIN_DOMAIN_MESSAGE, isChainDomain } from '../identity/chain-domains.ts';
import { passwordProblem } from '../identity/account-operations.ts';
import {
  claimActivationMail,
  findResetCode,
  issueResetCode,
  registrationStore,
  RESET_MAX_ATTEMPTS,
  suggestUsername,
  usernameTaken,
} from '../identity/registration-store.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';

export const USED_MESSAGE = 'Email is already used.';
export const UNVERIFIED_SENT_MESSAGE =
  'Account is unverified. An account activation link has been sent to you, please check your inbox.';
export const UNVERIFIED_MESSAGE = 'Account is unverified.';
export const USERNAME_USED_MESSAGE = 'Username already used';

/** Our wording for §4's distinct case: USED, but the account has no password yet. */
const NO_PASSWORD_MESSAGE =
  'This email already has an account without a password. Set one with Forgot password.';

const clock = (request: FastifyRequest) => request.server.clock.now();
const mailbox = (request: FastifyRequest) => request.server.identity.mailbox;

/** §8: reset calls carry their reason in `data`, which the web client throws as is. */
const resetFailure = (code: string, message: string, field?: string, attemptsLeft?: number) => ({
  status: 400 as const,
  body: {
    status_code: 400,
    error: code,
    message,
    ...(field ? { field } : {}),
    data: { code, message, ...(attemptsLeft === undefined ? {} : { attempts_left: attemptsLeft }) },
  },
});

const CURRENCIES = [
  { id: 1, code: 'USD', name: 'US Dollar' },
  { id: 2, code: 'EUR', name: 'Euro' },
  { id: 3, code: 'GBP', name: 'Pound Sterling' },
  { id: 4, code: 'CAD', name: 'Canadian Dollar' },
  { id: 5, code: 'AUD', name: 'Australian Dollar' },
  { id: 6, code: 'AED', name: 'UAE Dirham' },
  { id: 7, code: 'PLN', name: 'Polish Zloty' },
  { id: 8, code: 'TRY', name: 'Turkish Lira' },
  { id: 9, code: 'RUB', name: 'Russian Ruble' },
  { id: 10, code: 'SAR', name: 'Saudi Riyal' },
];
const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  AED: 'د.إ',
  PLN: 'zł',
  TRY: '₺',
  RUB: '₽',
  SAR: '﷼',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  CHF: 'CHF',
  MXN: 'MX$',
  BRL: 'R$',
  ZAR: 'R',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  NZD: 'NZ$',
  SGD: 'S$',
  HKD: 'HK$',
  KRW: '₩',
  EGP: 'E£',
  QAR: 'ر.ق',
};

/**
 * A new employer's own brand. Copied from a seeded child brand so it carries every column the world
 * model has, then made a stand-alone location with no services yet.
 */
function createBrand(world: World, name: string): BrandRow {
  const template = [...world.brands.values()].find((b) => b.type === 'CHILD');
  if (!template) throw new Error('the seeded world has no child brand to copy');
  const id = `BR-${world.brands.size + 1}`;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || id.toLowerCase();
  const row: BrandRow = {
    ...template,
    id,
    name,
    slug,
    group_id: null,
    parent_id: null,
    services: [],
  };
  world.brands.set(id, row);
  return row;
}

/**
 * Registration completes an account that has just been made (a sign-up, a first social sign-in);
 * on a finished account it would rewrite its type, name and brand, so it is refused.
 */
const alreadyRegistered = () =>
  fail(
    409,
    'ALREADY_REGISTERED',
    'This account is already registered. Change your details from your profile.',
  );

const registered = (user: UserRow, mode: 'NORMAL' | 'LIGHT' | 'FEDERATED') => ({
  user_id: user.id,
  user_type: user.employer ? ('EMPLOYER' as const) : ('CANDIDATE' as const),
  registration_mode: mode,
  brand_id: user.employer ? user.entry_brand_id : null,
});

export const registrationHandlers: AreaHandlers<typeof api.registration> = {
  validateEmail: ({ body, world, request }) => {
    registrationStore(world);
    const email = body.email.toLowerCase();
    const answer = { email, user_status: null, activation_sent: false };
    if (isChainDomain(email))
      return ok({ ...answer, status: 'CHAIN_DOMAIN', message: CHAIN_DOMAIN_MESSAGE });
    const user = world.usersByEmail.get(email);
    if (!user) return ok({ ...answer, status: 'AVAILABLE', message: null });
    const userStatus = user.account_status ?? 'ACTIVE';
    if (!user.verified && userStatus === 'ACTIVE') {
      const sent = claimActivationMail(world, user.id, clock(request));
      if (sent)
        mailbox(request).send({
          to: email,
          subject: 'Activate your account',
          code: user.id,
          link: '/user/login',
        });
      return ok({
        ...answer,
        status: 'UNVERIFIED',
        activation_sent: sent,
        message: sent ? UNVERIFIED_SENT_MESSAGE : UNVERIFIED_MESSAGE,
      });
    }
    // Sign-up must say an address is taken (§5 "Email is already used."), so USED stays; the
    // account's own state is told only in §4's distinct case, an account without a password yet.
    return ok({
      ...answer,
      status: 'USED',
      user_status: userStatus === 'ACTIVE' ? null : userStatus,
      message: userStatus === 'ACTIVE' ? USED_MESSAGE : NO_PASSWORD_MESSAGE,
    });
  },

  validateUsername: ({ body, world, caller }) => {
    const taken = usernameTaken(world, body.username, must(caller).id);
    return ok({
      username: body.username,
      available: !taken,
      suggestion: taken ? suggestUsername(world, body.username) : null,
      message: taken ? USERNAME_USED_MESSAGE : null,
    });
  },

  register: ({ body, world, caller }) => {
    const user = must(caller);
    if (!user.registration_pending) return alreadyRegistered();
    const employer = body.user_type === 'EMPLOYER';
    if (employer && !body.brand)
      return fail(
        400,
        'VALIDATION_ERROR',
        'An employer registers a brand: give its name.',
        'body.brand',
      );
    user.registration_pending = false;
    user.first_name = body.first_name;
    user.last_name = body.last_name;
    user.employer = employer;
    if (employer && body.brand) {
      user.entry_brand_id = createBrand(world, body.brand.name).id;
      user.persona = 'MANAGER';
    }
    return ok(registered(user, body.registration_mode));
  },

  userDetails: ({ body, world, caller }) => {
    const user = must(caller);
    if (usernameTaken(world, body.username, user.id)) {
      return fail(400, 'USERNAME_USED', USERNAME_USED_MESSAGE, 'body.username');
    }
    user.username = body.username;
    user.phone = body.phone_number;
    return ok({ updated: true });
  },

  brandDetails: ({ params, body, world, caller }) => {
    if (must(caller).entry_brand_id !== params.brandId) {
      return fail(
        403,
        'FORBIDDEN',
        'Only the registering employer may describe this brand',
        'params.brandId',
      );
    }
    registrationStore(world).brandDetails.set(params.brandId, body satisfies BrandDetails);
    return ok({ updated: true });
  },

  federatedRegistration: ({ caller }) => {
    const user = must(caller);
    if (!user.registration_pending) return alreadyRegistered();
    user.registration_pending = false;
    user.employer = false;
    user.account_status = 'NO_PASSWORD';
    return ok(registered(user, 'FEDERATED'));
  },

  lightSignupInvite: ({ query, world }) => {
    const invite = registrationStore(world).invites.get(query.code);
    const user = invite && world.users.get(invite.userId);
    if (!invite || !user)
      return fail(404, 'INVALID_CODE', 'This invitation is not valid any more.', 'query.code');
    return ok({
      code: query.code,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      brand_name: invite.brandName,
    });
  },

  lightSignup: ({ body, world, request }) => {
    const store = registrationStore(world);
    const invite = store.invites.get(body.code);
    const user = invite && world.users.get(invite.userId);
    if (!invite || !user)
      return fail(404, 'INVALID_CODE', 'This invitation is not valid any more.', 'body.code');
    if (!verifyBotToken(body.bot_token, body.code, Date.now())) {
      return fail(400, 'BOT_CHECK_FAILED', 'The bot check failed. Try again.', 'body.bot_token');
    }
    const problem = passwordProblem(body.password);
    if (problem) return fail(400, 'WEAK_PASSWORD', problem, 'body.password');
    Object.assign(user, {
      first_name: body.first_name,
      last_name: body.last_name,
      credential: request.server.identity.credentialFor(user.id, body.password),
      verified: true,
      account_status: 'ACTIVE',
    } satisfies Partial<UserRow>);
    store.invites.delete(body.code);
    request.log.info({ user: user.id }, 'light sign-up completed');
    return ok({ user_id: user.id, email: user.email });
  },

  requestResetPassword: ({ body, world, request }) => {
    const username = body.username.toLowerCase();
    if (!verifyBotToken(body['g-recaptcha-response'], username, Date.now())) {
      return resetFailure(
        'INVALID_CAPTCHA',
        'The bot check failed. Try again.',
        'body.g-recaptcha-response',
      );
    }
    const store = registrationStore(world);
    const attempts = (store.resetAttempts.get(username) ?? 0) + 1;
    if (attempts > RESET_MAX_ATTEMPTS) {
      return resetFailure(
        'RESET_MAX_ATTEMPTS',
        'Too many reset requests for this account.',
        undefined,
        0,
      );
    }
    store.resetAttempts.set(username, attempts);
    const user = world.usersByEmail.get(username);
    // Unknown addresses get the same answer, so the call cannot be used to find accounts.
    if (user) {
      const code = issueResetCode(world, user.id, body.return_url ?? null, clock(request));
      mailbox(request).send({
        to: user.email,
        subject: 'Reset your password',
        code,
        link: `/user/reset/password/token?code=${code}`,
      });
    }
    return ok({ sent: true, flow: body.flow, attempts_left: RESET_MAX_ATTEMPTS - attempts });
  },

  resetPasswordConfirmation: ({ body, world, request }) => {
    const entry = findResetCode(world, body.code, clock(request));
    const user = entry && world.users.get(entry.userId);
    if (!entry || !user) {
      return resetFailure(
        'INVALID_RESET_TOKEN',
        'This reset link is not valid any more.',
        'body.code',
      );
    }
    if (body.new_password !== body.confirm_new_password) {
      return resetFailure(
        'PASSWORDS_DO_NOT_MATCH',
        'The passwords do not match.',
        'body.confirm_new_password',
      );
    }
    const problem = passwordProblem(body.new_password);
    if (problem) return resetFailure('WEAK_PASSWORD', problem, 'body.new_password');
    user.credential = request.server.identity.credentialFor(user.id, body.new_password);
    user.account_status = 'ACTIVE';
    const store = registrationStore(world);
    store.resetCodes.delete(body.code);
    store.resetAttempts.delete(user.email);
    return ok({ reset: true, return_url: entry.returnUrl });
  },

  validateResetToken: ({ body, world, request }) => {
    const entry = findResetCode(world, body.code, clock(request));
    const user = entry && world.users.get(entry.userId);
    return ok({ valid: user !== undefined, username: user?.email ?? null });
  },

  currencies: () => ok({ currencies: CURRENCIES, symbols: SYMBOLS }),
};
