import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveBotCheck } from '../src/identity/bot-check.ts';
import { CHAIN_DOMAINS } from '../src/identity/chain-domains.ts';
import { DEMO_INVITE_CODE } from '../src/identity/registration-store.ts';
import { bearer, buildTestApp, signInWithPassword, signUpFresh } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('validateEmail (§5)', () => {
  it('[R5-01] a used address gets "Email is already used."', async () => {
    const res = await post('/v1/registration/validateEmail', { email: 'manager@demo.test' });
    expect(res.json().data).toMatchObject({
      status: 'USED',
      user_status: null,
      message: 'Email is already used.',
    });
  });

  it('[R5-02] an unverified account gets the activation-link message, then the short one', async () => {
    const first = await post('/v1/registration/validateEmail', { email: 'unverified@demo.test' });
    expect(first.json().data).toMatchObject({
      status: 'UNVERIFIED',
      activation_sent: true,
      message:
        'Account is unverified. An account activation link has been sent to you, please check your inbox.',
    });
    const again = await post('/v1/registration/validateEmail', { email: 'unverified@demo.test' });
    expect(again.json().data).toMatchObject({
      status: 'UNVERIFIED',
      activation_sent: false,
      message: 'Account is unverified.',
    });
    expect(app.identity.mailbox.read('unverified@demo.test')).toHaveLength(1);
  });

  it('[R5-03] every hotel-chain domain is refused with the spec message', async () => {
    expect(CHAIN_DOMAINS.length).toBeGreaterThanOrEqual(19);
    for (const domain of CHAIN_DOMAINS) {
      const res = await post('/v1/registration/validateEmail', { email: `staff@${domain}` });
      expect(res.json().data).toMatchObject({
        status: 'CHAIN_DOMAIN',
        message:
          "You are not authorized to create an account using this portal, please login through the chain's own sign-in first.",
      });
    }
  });

  it('[R4-17] USED with DRAFT_NO_PASSWORD is its own case', async () => {
    const res = await post('/v1/registration/validateEmail', { email: 'invited@demo.test' });
    expect(res.json().data).toMatchObject({ status: 'USED', user_status: 'DRAFT_NO_PASSWORD' });
    expect(res.json().data.message).not.toBe('Email is already used.');
  });

  it('a free address is AVAILABLE; a malformed one is a 400 naming the field', async () => {
    expect(
      (await post('/v1/registration/validateEmail', { email: 'new@example.test' })).json().data
        .status,
    ).toBe('AVAILABLE');
    const bad = await post('/v1/registration/validateEmail', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.email');
  });
});

describe('usernames and registration', () => {
  it('[R5-04] a taken username gets "Username already used" and a free suggestion', async () => {
    const headers = await bearer(app, 'u-hiring');
    const res = await post('/v1/registration/validateUsername', { username: 'manager' }, headers);
    expect(res.json().data).toEqual({
      username: 'manager',
      available: false,
      suggestion: 'manager1',
      message: 'Username already used',
    });
    const free = await post(
      '/v1/registration/validateUsername',
      { username: 'someone-new' },
      headers,
    );
    expect(free.json().data).toMatchObject({ available: true, suggestion: null });
  });

  it('[R3-07] registration defaults to CANDIDATE and NORMAL; an employer gets a brand to describe', async () => {
    const res = await post(
      '/v1/users/registration',
      { first_name: 'Casey', last_name: 'Jones' },
      await bearer(app, await signUpFresh(app)),
    );
    expect(res.json().data).toMatchObject({
      user_type: 'CANDIDATE',
      registration_mode: 'NORMAL',
      brand_id: null,
    });

    const headers = await bearer(app, await signUpFresh(app));
    const employer = await post(
      '/v1/users/registration',
      {
        first_name: 'Eve',
        last_name: 'Owner',
        user_type: 'EMPLOYER',
        brand: { name: 'Harbor Deli' },
        currency: { id: 1 },
      },
      headers,
    );
    const brandId = employer.json().data.brand_id as string;
    expect(brandId).toMatch(/^BR-/);
    const details = await app.inject({
      method: 'PUT',
      url: `/v1/users/registration/brands/${brandId}/details`,
      payload: { slug: 'harbor-deli', description: 'Sandwiches' },
      headers,
    });
    expect(details.json().data).toEqual({ updated: true });
    const other = await app.inject({
      method: 'PUT',
      url: `/v1/users/registration/brands/${brandId}/details`,
      payload: { slug: 'harbor-deli', description: 'x' },
      headers: await bearer(app, 'u-hiring'),
    });
    expect(other.statusCode).toBe(403);
  });

  it('user details refuse a taken username with 400 naming body.username', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/users/registration/details',
      payload: { username: 'manager', phone_number: '+12025550100' },
      headers: await bearer(app, 'u-candidate'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.username', message: 'Username already used' });
  });

  it('[R5-07] federated registration needs a bearer token', async () => {
    expect(
      (await post('/v2/users/federated_registration', { user_type: 'CANDIDATE' })).statusCode,
    ).toBe(401);
    const res = await post(
      '/v2/users/federated_registration',
      { user_type: 'CANDIDATE' },
      await bearer(app, await signUpFresh(app)),
    );
    expect(res.json().data).toMatchObject({
      registration_mode: 'FEDERATED',
      user_type: 'CANDIDATE',
    });
  });

  it('[R3-09] currencies come with a symbol map', async () => {
    const res = await app.inject({ url: '/v1/currencies' });
    expect(res.json().data.symbols).toMatchObject({ USD: '$', EUR: '€', GBP: '£' });
  });
});

describe('light sign-up (§5)', () => {
  it('[R5-06] completes with names, password, code and a bot-check token; a bad token is refused', async () => {
    const invite = await app.inject({ url: `/v1/light_signup?code=${DEMO_INVITE_CODE}` });
    expect(invite.json().data).toMatchObject({ email: 'invited@demo.test' });
    const body = {
      first_name: 'Ivy',
      last_name: 'Rowe',
      password: 'Newpass123',
      code: DEMO_INVITE_CODE,
    };
    const refused = await post('/v1/light_signup', { ...body, bot_token: 'v1.1700000000000.1' });
    expect(refused.json()).toMatchObject({ field: 'body.bot_token' });
    const done = await post('/v1/light_signup', {
      ...body,
      bot_token: solveBotCheck(DEMO_INVITE_CODE, Date.now()),
    });
    expect(done.json().data).toEqual({ user_id: 'u-invited', email: 'invited@demo.test' });
    expect(
      (await app.inject({ url: `/v1/light_signup?code=${DEMO_INVITE_CODE}` })).statusCode,
    ).toBe(404);
  });
});

describe('password reset (§5, §8)', () => {
  const request = (username: string) =>
    post('/v1/users/request_reset_password', {
      username,
      'g-recaptcha-response': solveBotCheck(username, Date.now()),
    });

  it('[R5-08] flow defaults to HARRI; the mailed code validates and sets a new password', async () => {
    const res = await request('hiring@demo.test');
    expect(res.json().data).toEqual({ sent: true, flow: 'HARRI', attempts_left: 2 });
    const [mail] = app.identity.mailbox.read('hiring@demo.test');
    const code = mail?.code ?? '';
    expect(mail?.link).toBe(`/user/reset/password/token?code=${code}`);
    expect((await post('/v1/validateResetToken', { code })).json().data).toEqual({
      valid: true,
      username: 'hiring@demo.test',
    });

    const mismatch = await post('/v1/resetPasswordConfirmation', {
      code,
      new_password: 'Another123',
      confirm_new_password: 'Another124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data).toMatchObject({ code: 'PASSWORDS_DO_NOT_MATCH' });
    const done = await post('/v1/resetPasswordConfirmation', {
      code,
      new_password: 'Another123',
      confirm_new_password: 'Another123',
    });
    expect(done.json().data).toEqual({ reset: true, return_url: null });
    // The new password opens the account; the world keeps a hash of it, not the password.
    const credential = app.world.usersByEmail.get('hiring@demo.test')?.credential;
    expect(JSON.stringify(credential)).not.toContain('Another123');
    expect(
      (await signInWithPassword(app, 'hiring@demo.test', 'Another123')).AuthenticationResult,
    ).toBeDefined();
    expect((await post('/v1/validateResetToken', { code })).json().data.valid).toBe(false);
  });

  it('[R8-03] the fourth request fails with RESET_MAX_ATTEMPTS in data; a missing captcha is a 400', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await request('manager@demo.test')).statusCode).toBe(200);
    const res = await request('manager@demo.test');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ code: 'RESET_MAX_ATTEMPTS', attempts_left: 0 });
    const bad = await post('/v1/users/request_reset_password', { username: 'x@demo.test' });
    expect(bad.json().field).toBe('body.g-recaptcha-response');
  });
});
