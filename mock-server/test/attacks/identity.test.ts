/**
 * Attacks on the user pool, as a signed-in attacker with a demo account would send them. Each row
 * is what is sent and the refusal expected; the custom-challenge rows run for every challenge type
 * the pool declares, so a new type is attacked the day it is added.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_POOL_CLIENT_ID } from '../../src/config.ts';
import {
  CUSTOM_CHALLENGE_TYPES,
  LOCK_AFTER_FAILURES,
  LOCK_MS,
} from '../../src/identity/user-pool.ts';
import { bearer, buildTestApp, cognito, signInWithPassword } from '../helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.sim.reset());

const emailOf = (sub: string) => app.world.users.get(sub)?.email ?? `${sub}@nowhere.test`;
const accessTokenOf = async (sub: string) => (await app.identity.issueTokens(sub)).accessToken;

/** The whole custom-challenge sign-in: start as `target`, answer with `answer`. */
async function customSignIn(type: string, target: string, answer: string) {
  const started = await cognito(app, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: USER_POOL_CLIENT_ID,
    AuthParameters: { USERNAME: target },
    ClientMetadata: { challenge_type: type, reference: 'ref-1' },
  });
  const responded = await cognito(app, 'RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: USER_POOL_CLIENT_ID,
    Session: started.body.Session,
    ChallengeResponses: { USERNAME: target, ANSWER: answer },
  });
  return { started, responded };
}

type Outcome = 'tokens' | 'refused' | 'MFA_SETUP' | 'unconfirmed';
const outcomeOf = ({
  status,
  body,
}: {
  status: number;
  body: Record<string, unknown>;
}): Outcome => {
  if (status === 200 && body.AuthenticationResult) return 'tokens';
  if (status === 200 && body.ChallengeName === 'MFA_SETUP') return 'MFA_SETUP';
  if (body.__type === 'UserNotConfirmedException') return 'unconfirmed';
  return 'refused';
};

/** [who answers with their own token, whose account they ask for, what the pool must do]. */
const MASTER_ROWS: [string, string, Outcome][] = [
  ['u-candidate', 'u-enterprise', 'refused'], // a member becoming the top-level group employer
  ['u-candidate', 'u-mfa', 'refused'],
  ['u-candidate', 'u-unverified', 'refused'],
  ['u-manager', 'u-enterprise', 'refused'], // an employer is no support account either
  ['u-enterprise', 'u-manager', 'refused'], // not even above it in the tree
  ['u-support', 'u-support', 'refused'], // a master token is for someone else's account
  ['u-support', 'u-candidate', 'refused'], // members are outside every scope
  ['u-support', 'u-halo', 'refused'], // GP-2 is outside the support account's GP-1 scope
  ['u-support', 'u-suspended', 'refused'], // so is the suspended GP-2 location
  ['u-support', 'u-manager', 'tokens'], // inside the scope: allowed
  ['u-support', 'u-enterprise', 'tokens'],
  ['u-support', 'u-mfa', 'MFA_SETUP'], // allowed, and MFA set-up still comes first
];

/** The corporate token opens only its own account, through the same checks. */
const CORPORATE_ROWS: [string, string, Outcome][] = [
  ['u-candidate', 'u-enterprise', 'refused'],
  ['u-support', 'u-manager', 'refused'],
  ['u-manager', 'u-manager', 'tokens'],
  ['u-mfa', 'u-mfa', 'MFA_SETUP'],
  ['u-unverified', 'u-unverified', 'unconfirmed'],
];

const ROWS: Record<(typeof CUSTOM_CHALLENGE_TYPES)[number], [string, string, Outcome][]> = {
  MASTER_ACCOUNT_TOKEN: MASTER_ROWS,
  CORPORATE_USER_ACCESS_TOKEN: CORPORATE_ROWS,
};

describe('custom challenges: who may answer for whom', () => {
  const rows = CUSTOM_CHALLENGE_TYPES.flatMap((type) =>
    ROWS[type].map(([actor, target, expected]) => [type, actor, target, expected] as const),
  );

  it.each(rows)('[R4-10] %s: %s answering for %s → %s', async (type, actor, target, expected) => {
    const { responded } = await customSignIn(type, emailOf(target), await accessTokenOf(actor));
    expect(outcomeOf(responded)).toBe(expected);
    if (expected === 'tokens') {
      const token = (responded.body.AuthenticationResult as { AccessToken: string }).AccessToken;
      await expect(app.identity.verifyAccessToken(token)).resolves.toMatchObject({ sub: target });
    }
  });

  it.each(CUSTOM_CHALLENGE_TYPES)(
    '[R4-10] %s: a forged, empty or refresh token opens nothing',
    async (type) => {
      const { refreshToken, accessToken } = await app.identity.issueTokens('u-manager');
      const forged = `${accessToken.slice(0, -4)}AAAA`;
      for (const answer of ['', 'not-a-token', forged, refreshToken]) {
        expect(outcomeOf((await customSignIn(type, 'manager@demo.test', answer)).responded)).toBe(
          'refused',
        );
      }
    },
  );

  it.each(CUSTOM_CHALLENGE_TYPES)('%s: a challenge session answers once only', async (type) => {
    const token = await accessTokenOf('u-manager');
    const { started } = await customSignIn(type, 'manager@demo.test', 'wrong');
    const again = await cognito(app, 'RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: USER_POOL_CLIENT_ID,
      Session: started.body.Session,
      ChallengeResponses: { USERNAME: 'manager@demo.test', ANSWER: token },
    });
    expect(outcomeOf(again)).toBe('refused');
  });
});

describe('account existence is not told apart', () => {
  const strip = (body: Record<string, unknown>) =>
    JSON.stringify(body, (key, value: unknown) => (key === 'Session' ? 'S' : value));

  it.each(CUSTOM_CHALLENGE_TYPES)(
    '%s: a known and an unknown name get the same challenge, with no internal id',
    async (type) => {
      const start = (name: string) =>
        cognito(app, 'InitiateAuth', {
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: name },
          ClientMetadata: { challenge_type: type, reference: 'r' },
        });
      const known = await start('enterprise@demo.test');
      const unknown = await start('nobody@demo.test');
      expect(known.status).toBe(unknown.status);
      expect(strip(known.body)).toBe(
        strip(unknown.body).replace('nobody@demo.test', 'enterprise@demo.test'),
      );
      expect(JSON.stringify(known.body)).not.toContain('u-enterprise');
    },
  );

  it('SRP sign-in starts alike for a known and an unknown name', async () => {
    const start = (name: string) =>
      cognito(app, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: name, SRP_A: 'abc123' },
      });
    const [known, unknown] = [await start('manager@demo.test'), await start('nobody@demo.test')];
    expect([known.status, known.body.ChallengeName]).toEqual([
      unknown.status,
      unknown.body.ChallengeName,
    ]);
  });

  const ACCOUNT_CALLS: [string, (name: string) => object][] = [
    ['ForgotPassword', (name) => ({ ClientId: USER_POOL_CLIENT_ID, Username: name })],
    ['ResendConfirmationCode', (name) => ({ ClientId: USER_POOL_CLIENT_ID, Username: name })],
    [
      'ConfirmForgotPassword',
      (name) => ({
        ClientId: USER_POOL_CLIENT_ID,
        Username: name,
        ConfirmationCode: '000000',
        Password: 'Another123',
      }),
    ],
    [
      'ConfirmSignUp',
      (name) => ({ ClientId: USER_POOL_CLIENT_ID, Username: name, ConfirmationCode: '000000' }),
    ],
  ];
  it.each(ACCOUNT_CALLS)(
    '%s answers a known and an unknown address alike',
    async (operation, body) => {
      const known = await cognito(app, operation, body('candidate@demo.test'));
      const unknown = await cognito(app, operation, body('nobody@demo.test'));
      expect(known.status).toBe(unknown.status);
      expect(JSON.stringify(known.body).replace('c***@demo.test', 'n***@demo.test')).toBe(
        JSON.stringify(unknown.body),
      );
    },
  );

  it('validateEmail says USED for sign-up (§5) but not the state of a finished account', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/registration/validateEmail',
      payload: { email: 'manager@demo.test' },
    });
    expect(res.json().data).toMatchObject({ status: 'USED', user_status: null });
  });
});

describe('wrong passwords lock the account for a while', () => {
  it(`after ${LOCK_AFTER_FAILURES} wrong passwords even the right one is refused until the lock ends`, async () => {
    for (let n = 0; n < LOCK_AFTER_FAILURES; n++) {
      expect((await signInWithPassword(app, 'manager@demo.test', `Wrong-${n}1`)).message).toBe(
        'Incorrect username or password.',
      );
    }
    const locked = await signInWithPassword(app, 'manager@demo.test', 'Passw0rd!');
    expect(locked).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    // The lock is the account's, whichever name it is asked by.
    expect((await signInWithPassword(app, 'u-manager', 'Passw0rd!')).message).toBe(
      'Password attempts exceeded',
    );
    app.clock.advance(LOCK_MS);
    expect(
      (await signInWithPassword(app, 'manager@demo.test', 'Passw0rd!')).AuthenticationResult,
    ).toBeDefined();
  });

  it('a reset of the simulator lifts the lock; unknown names lock alike', async () => {
    for (let n = 0; n < LOCK_AFTER_FAILURES; n++) {
      await signInWithPassword(app, 'manager@demo.test', 'Wrong-pass1');
      await signInWithPassword(app, 'nobody@demo.test', 'Wrong-pass1');
    }
    expect((await signInWithPassword(app, 'nobody@demo.test', 'Passw0rd!')).message).toBe(
      'Password attempts exceeded',
    );
    app.sim.reset();
    expect(
      (await signInWithPassword(app, 'manager@demo.test', 'Passw0rd!')).AuthenticationResult,
    ).toBeDefined();
  });
});

describe('registration and logout touch only what is the caller’s', () => {
  it.each([
    ['/v1/users/registration', { first_name: 'Mallory', last_name: 'M' }],
    ['/v2/users/federated_registration', { user_type: 'CANDIDATE' }],
  ])('POST %s on a finished account answers 409 and changes nothing', async (url, payload) => {
    const before = JSON.stringify(app.world.users.get('u-manager'));
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: await bearer(app, 'u-manager'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ALREADY_REGISTERED' });
    expect(JSON.stringify(app.world.users.get('u-manager'))).toBe(before);
  });

  it('registration completes a new account once; the second call is refused', async () => {
    const headers = await bearer(app, 'u-newcomer');
    const first = await app.inject({
      method: 'POST',
      url: '/v1/users/registration',
      payload: { first_name: 'Nia', last_name: 'New' },
      headers,
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: '/v1/users/registration',
      payload: { first_name: 'X', last_name: 'Y', user_type: 'EMPLOYER', brand: { name: 'Mine' } },
      headers,
    });
    expect(second.statusCode).toBe(409);
    expect(app.world.users.get('u-newcomer')).toMatchObject({ first_name: 'Nia', employer: false });
  });

  it("logout with another user's refresh token answers 403 and revokes nothing", async () => {
    const victim = await app.identity.issueTokens('u-enterprise');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      payload: { refresh_token: victim.refreshToken },
      headers: await bearer(app, 'u-candidate'),
    });
    expect(res.statusCode).toBe(403);
    await expect(app.identity.verifyAccessToken(victim.accessToken)).resolves.toMatchObject({
      sub: 'u-enterprise',
    });
    const refreshed = await cognito(app, 'GetTokensFromRefreshToken', {
      ClientId: USER_POOL_CLIENT_ID,
      RefreshToken: victim.refreshToken,
    });
    expect(refreshed.status).toBe(200);
  });

  it('logout with something that is no refresh token answers 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      payload: { refresh_token: 'r' },
      headers: await bearer(app, 'u-candidate'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.refresh_token' });
  });
});
