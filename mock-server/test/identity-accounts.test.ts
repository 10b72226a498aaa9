/**
 * The pool's account operations and custom challenges driven by the real aws-amplify v6 SDK, and
 * the hosted sign-in page's PKCE code flow driven over HTTP as the web app's popup runs it.
 */
import { createHash, randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox } from '../src/identity/mailbox.ts';
import identityPlugin, { type IdentityUser } from '../src/identity/plugin.ts';

const PASSWORD = 'Passw0rd!';
const CLIENT_ID = 'mockwebclient';
const users: IdentityUser[] = [
  {
    sub: 'sub-alice',
    username: 'alice',
    email: 'alice@example.test',
    credential: 'SEED',
    givenName: 'Alice',
    familyName: 'A',
  },
  {
    sub: 'sub-master',
    username: 'master',
    email: 'master@example.test',
    credential: 'SEED',
    givenName: 'M',
    familyName: 'M',
  },
  {
    sub: 'sub-new',
    username: 'newbie',
    email: 'newbie@example.test',
    credential: 'SEED',
    givenName: 'N',
    familyName: 'N',
    confirmed: false,
  },
  {
    sub: 'sub-cand',
    username: 'casey',
    email: 'candidate@demo.test',
    credential: 'SEED',
    givenName: 'C',
    familyName: 'J',
  },
];
const find = (name: string) =>
  users.find((u) => u.username === name || u.email === name.toLowerCase() || u.sub === name);

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  await app.register(cors, { origin: true });
  await app.register(identityPlugin, {
    directory: {
      findByUsername: find,
      findBySub: (sub) => users.find((u) => u.sub === sub),
      createUser: (user) => (users.push(user), user),
      setCredential: (sub, credential) => Object.assign(find(sub) ?? {}, { credential }),
      confirm: (sub) => Object.assign(find(sub) ?? {}, { confirmed: true }),
      mayActFor: (actor, target) => actor === 'sub-master' && target === 'sub-alice',
    },
    now: () => Date.now(),
    poolId: 'local_MockPool1',
    clientId: CLIENT_ID,
    issuer: 'http://localhost:4010/local_MockPool1',
    seedPassword: PASSWORD,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: 'local_MockPool1',
        userPoolClientId: CLIENT_ID,
        userPoolEndpoint: `${origin}/cognito/`,
      },
    },
  });
});
afterAll(() => app.close());
afterEach(() => signOut());

const lastCode = (address: string) => app.identity.mailbox.read(address)[0]?.code ?? '';

describe('account operations through Amplify', () => {
  it('[R5-05] signUp needs email, phone_number and validation data; the username is a random id', async () => {
    const username = randomBytes(8).toString('hex');
    await expect(
      signUp({
        username,
        password: PASSWORD,
        options: {
          userAttributes: { email: 'x@example.test' },
          validationData: { system_name: 'WEB' },
        },
      }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      signUp({
        username,
        password: PASSWORD,
        options: { userAttributes: { email: 'x@example.test', phone_number: '+12025550100' } },
      }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const result = await signUp({
      username,
      password: PASSWORD,
      options: {
        userAttributes: { email: 'Sam@Example.test', phone_number: '+12025550100' },
        validationData: { system_name: 'WEB' },
      },
    });
    expect(result).toMatchObject({ isSignUpComplete: true, userId: username });
    expect((await signIn({ username: 'sam@example.test', password: PASSWORD })).isSignedIn).toBe(
      true,
    );
  });

  it('[R5-01] signUp refuses a used e-mail and [R5-03] a hotel-chain domain', async () => {
    const attrs = (email: string) => ({
      userAttributes: { email, phone_number: '+12025550100' },
      validationData: { s: 'W' },
    });
    await expect(
      signUp({ username: 'u1', password: PASSWORD, options: attrs('alice@example.test') }),
    ).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
    await expect(
      signUp({ username: 'u2', password: PASSWORD, options: attrs('a@grandharborhotels.test') }),
    ).rejects.toThrow(/chain's own sign-in/);
  });

  it('[R5-02] an unconfirmed user is told to confirm, and can with the mailed code', async () => {
    const result = await signIn({ username: 'newbie', password: PASSWORD });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
    await resendSignUpCode({ username: 'newbie' });
    await expect(
      confirmSignUp({ username: 'newbie', confirmationCode: '000000x' }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await confirmSignUp({ username: 'newbie', confirmationCode: lastCode('newbie@example.test') });
    expect((await signIn({ username: 'newbie', password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('changes the password (updatePassword) and resets it (resetPassword / confirmResetPassword)', async () => {
    await signIn({ username: 'alice', password: PASSWORD });
    await expect(
      updatePassword({ oldPassword: 'wrong-one1', newPassword: 'Changed123' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await updatePassword({ oldPassword: PASSWORD, newPassword: 'Changed123' });
    await signOut();
    expect((await signIn({ username: 'alice', password: 'Changed123' })).isSignedIn).toBe(true);
    await signOut();

    const reset = await resetPassword({ username: 'alice' });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username: 'alice',
      confirmationCode: lastCode('alice@example.test'),
      newPassword: PASSWORD,
    });
    expect((await signIn({ username: 'alice', password: PASSWORD })).isSignedIn).toBe(true);
  });
});

describe('custom challenges (§4)', () => {
  // A live token of another session (signing out here would revoke it, as it should).
  const tokenOf = async (username: string) =>
    (await app.identity.issueTokens(find(username)?.sub ?? '')).accessToken;

  it("[R4-10] MASTER_ACCOUNT_TOKEN is answered with another account's token, echoing the login reference", async () => {
    const masterToken = await tokenOf('master');
    const started = await signIn({
      username: 'alice',
      options: {
        authFlowType: 'CUSTOM_WITHOUT_SRP',
        clientMetadata: { challenge_type: 'MASTER_ACCOUNT_TOKEN', reference: 'ref-1' },
      },
    });
    expect(started.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { type: 'MASTER_ACCOUNT_TOKEN', reference: 'ref-1' },
    });
    expect((await confirmSignIn({ challengeResponse: masterToken })).isSignedIn).toBe(true);
    expect((await fetchAuthSession()).userSub).toBe('sub-alice');
  });

  it("[R4-10] CORPORATE_USER_ACCESS_TOKEN must be the user's own token; anything else is refused", async () => {
    const own = await tokenOf('alice');
    const start = () =>
      signIn({
        username: 'alice',
        options: {
          authFlowType: 'CUSTOM_WITHOUT_SRP',
          clientMetadata: { challenge_type: 'CORPORATE_USER_ACCESS_TOKEN' },
        },
      });
    await start();
    await expect(confirmSignIn({ challengeResponse: 'not-a-token' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await start();
    expect((await confirmSignIn({ challengeResponse: own })).isSignedIn).toBe(true);
  });
});

describe('hosted sign-in page: OAuth code flow with PKCE', () => {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = 'http://localhost:5173/oauth2';
  const authorize = {
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    identity_provider: 'Google',
  };

  async function choose(identity: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize/choose',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...authorize, identity }).toString(),
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string);
  }
  const exchange = (code: string, codeVerifier = verifier) =>
    app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }).toString(),
    });

  it('[R4-12] serves the page, then trades the code for tokens only with the right verifier', async () => {
    const page = await app.inject({
      url: `/oauth2/authorize?${new URLSearchParams(authorize).toString()}`,
    });
    expect(page.body).toContain('Sign in with Google');
    const back = await choose('existing');
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code') ?? '';
    expect((await exchange(code, randomBytes(48).toString('base64url'))).statusCode).toBe(400);

    const again = (await choose('existing')).searchParams.get('code') ?? '';
    const tokens = await exchange(again);
    expect(tokens.json()).toMatchObject({ token_type: 'Bearer', is_new_user: false });
    await expect(app.identity.verifyAccessToken(tokens.json().access_token)).resolves.toMatchObject(
      { sub: 'sub-cand' },
    );
    expect((await exchange(again)).statusCode).toBe(400);
  });

  it('[R4-12] a first-time identity is new; the unflagged identity answers without is_new_user; cancel is access_denied', async () => {
    const fresh = await exchange((await choose('new')).searchParams.get('code') ?? '');
    expect(fresh.json().is_new_user).toBe(true);
    const unflagged = await exchange((await choose('unflagged')).searchParams.get('code') ?? '');
    expect(unflagged.json()).not.toHaveProperty('is_new_user');
    expect((await choose('cancel')).searchParams.get('error')).toBe('access_denied');
  });

  it('the mailbox keeps the newest mail first', () => {
    const box = createMailbox(() => 1);
    box.send({ to: 'A@x.test', subject: 'one', code: '1', link: null });
    box.send({ to: 'a@x.test', subject: 'two', code: '2', link: null });
    expect(box.read('a@X.test').map((m) => m.code)).toEqual(['2', '1']);
  });
});
