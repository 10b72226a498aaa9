/**
 * The identity plugin driven by the real aws-amplify v6 SDK over HTTP, as the web app will use it:
 * SRP sign-in, refresh through GetTokensFromRefreshToken, revocation and TOTP enrolment.
 */
import cors from '@fastify/cors';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import identityPlugin, { type IdentityUser } from '../src/identity/plugin.ts';
import { base32Encode, totpCode } from '../src/identity/totp.ts';

const PASSWORD = 'Passw0rd!';
const POOL_ID = 'local_MockPool1';
const CLIENT_ID = 'mockwebclient';
const ISSUER = `http://localhost:4010/${POOL_ID}`;

const alice: IdentityUser = {
  sub: '7d1f0c52-0001-4a5e-9a51-0c1e6f1a0001',
  username: 'alice',
  email: 'alice@example.test',
  credential: 'SEED',
  givenName: 'Alice',
  familyName: 'Archer',
};
const mfaUser: IdentityUser = {
  sub: '7d1f0c52-0002-4a5e-9a51-0c1e6f1a0002',
  username: 'bob',
  email: 'bob@example.test',
  credential: 'SEED',
  givenName: 'Bob',
  familyName: 'Baker',
  mfaSetupRequired: true,
};
const users = [alice, mfaUser];

let app: FastifyInstance;
let endpoint: string;
/** Shift of the server's clock; tests move it forward to expire tokens and sessions. */
let clockOffsetMs = 0;
const now = () => Date.now() + clockOffsetMs;
/** Operation names the server received, in order (from `x-amz-target`). */
let calls: string[] = [];

async function cognito(op: string, body: object) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function currentTokens() {
  const { tokens } = await fetchAuthSession();
  if (!tokens?.accessToken || !tokens.idToken) throw new Error('not signed in');
  return { accessToken: tokens.accessToken.toString(), idToken: tokens.idToken.toString() };
}

beforeAll(async () => {
  app = Fastify();
  app.addHook('onRequest', async (request) => {
    const target = request.headers['x-amz-target'];
    if (typeof target === 'string') calls.push(target.split('.').pop() ?? target);
  });
  await app.register(cors, { origin: true });
  await app.register(identityPlugin, {
    directory: {
      findByUsername: (name) =>
        users.find((user) => user.username === name || user.email === name.toLowerCase()),
      findBySub: (sub) => users.find((user) => user.sub === sub),
    },
    now,
    poolId: POOL_ID,
    clientId: CLIENT_ID,
    issuer: ISSUER,
    seedPassword: PASSWORD,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `${address}/cognito/`;
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: POOL_ID, userPoolClientId: CLIENT_ID, userPoolEndpoint: endpoint },
    },
  });
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  calls = [];
});

afterEach(async () => {
  clockOffsetMs = 0;
  await signOut();
});

describe('sign-in with aws-amplify', () => {
  it('[R7-06] logs in with CUSTOM_WITH_SRP and keeps the system name sent as client metadata', async () => {
    const result = await signIn({
      username: 'alice',
      password: PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: { system_name: 'WEB' } },
    });

    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect(app.identity.lastClientMetadata(alice.sub)).toEqual({ system_name: 'WEB' });
    const { accessToken, idToken } = await currentTokens();
    await expect(app.identity.verifyAccessToken(accessToken)).resolves.toMatchObject({
      sub: alice.sub,
      username: 'alice',
    });
    expect(decodeJwt(idToken)).toMatchObject({
      'cognito:username': 'alice',
      email: alice.email,
      given_name: 'Alice',
      family_name: 'Archer',
      aud: CLIENT_ID,
      token_use: 'id',
    });
  });

  it('logs in with the default USER_SRP_AUTH flow by email, without client metadata', async () => {
    const result = await signIn({ username: alice.email, password: PASSWORD });

    expect(result.isSignedIn).toBe(true);
    expect(calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect(app.identity.lastClientMetadata(alice.sub)).toBeUndefined();
    expect((await fetchAuthSession()).userSub).toBe(alice.sub);
  });

  it('logs in with USER_PASSWORD_AUTH in a single call', async () => {
    const result = await signIn({
      username: 'alice',
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });

    expect(result.isSignedIn).toBe(true);
    expect(calls).toEqual(['InitiateAuth']);
  });

  it('rejects a wrong password, checked through the SRP signature, with NotAuthorizedException', async () => {
    const attempt = signIn({ username: 'alice', password: 'Wr0ngPass!' });

    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
  });

  it('answers an unknown user like a wrong password (no user existence errors)', async () => {
    await expect(signIn({ username: 'nobody', password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('tokens', () => {
  it('[R7-06] refreshes with GetTokensFromRefreshToken and keeps the token family', async () => {
    await signIn({ username: 'alice', password: PASSWORD });
    const before = await currentTokens();
    calls = [];

    const { tokens } = await fetchAuthSession({ forceRefresh: true });

    expect(calls).toEqual(['GetTokensFromRefreshToken']);
    const after = tokens?.accessToken.toString() ?? '';
    expect(after).not.toBe(before.accessToken);
    expect(tokens?.idToken?.toString()).not.toBe(before.idToken);
    const [oldClaims, newClaims] = await Promise.all([
      app.identity.verifyAccessToken(before.accessToken),
      app.identity.verifyAccessToken(after),
    ]);
    expect(newClaims.origin_jti).toBe(oldClaims.origin_jti);
  });

  it('issues Cognito-shaped access tokens signed with the key published in the JWKS', async () => {
    const { accessToken } = await app.identity.issueTokens(alice.sub);
    const jwks = (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{
      keys: { kid: string; alg: string; kty: string }[];
    }>();

    expect(jwks.keys).toEqual([
      expect.objectContaining({
        kid: decodeProtectedHeader(accessToken).kid,
        alg: 'RS256',
        kty: 'RSA',
      }),
    ]);
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      sub: alice.sub,
      username: 'alice',
      iss: ISSUER,
      token_use: 'access',
      client_id: CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    for (const claim of ['origin_jti', 'jti', 'auth_time']) expect(claims).toHaveProperty(claim);
  });

  it('verifyAccessToken rejects a token re-signed with another key', async () => {
    const { accessToken } = await app.identity.issueTokens(alice.sub);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader(decodeProtectedHeader(accessToken) as { alg: string; kid: string })
      .sign(privateKey);

    await expect(app.identity.verifyAccessToken(forged)).rejects.toMatchObject({
      reason: 'invalid',
    });
  });

  it('verifyAccessToken rejects a tampered payload', async () => {
    const { accessToken } = await app.identity.issueTokens(alice.sub);
    const [header, , signature] = accessToken.split('.');
    const payload = base64url.encode(
      JSON.stringify({ ...decodeJwt(accessToken), sub: mfaUser.sub, username: 'bob' }),
    );

    await expect(
      app.identity.verifyAccessToken(`${header}.${payload}.${signature}`),
    ).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('verifyAccessToken rejects an id token', async () => {
    const { idToken } = await app.identity.issueTokens(alice.sub);

    await expect(app.identity.verifyAccessToken(idToken)).rejects.toMatchObject({
      reason: 'invalid',
    });
  });

  it('verifyAccessToken rejects a token once the injected clock passes exp', async () => {
    const { accessToken } = await app.identity.issueTokens(alice.sub);
    await expect(app.identity.verifyAccessToken(accessToken)).resolves.toBeDefined();

    clockOffsetMs = 3601 * 1000;

    await expect(app.identity.verifyAccessToken(accessToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      reason: 'expired',
      message: 'Access Token has expired',
    });
  });

  it('signOut() revokes the session with RevokeToken: access and refresh tokens stop working', async () => {
    await signIn({ username: 'alice', password: PASSWORD });
    const { accessToken } = await currentTokens();
    const other = await app.identity.issueTokens(alice.sub);
    const { tokens } = await fetchAuthSession();
    expect(tokens).toBeDefined();
    calls = [];

    await signOut();

    expect(calls).toEqual(['RevokeToken']);
    await expect(app.identity.verifyAccessToken(accessToken)).rejects.toMatchObject({
      reason: 'revoked',
      message: 'Access Token has been revoked',
    });
    await expect(app.identity.verifyAccessToken(other.accessToken)).resolves.toBeDefined();
  });

  it('a revoked refresh token cannot refresh', async () => {
    const { refreshToken } = await app.identity.issueTokens(alice.sub);
    expect(
      (await cognito('RevokeToken', { ClientId: CLIENT_ID, Token: refreshToken })).status,
    ).toBe(200);

    const refreshed = await cognito('GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: refreshToken,
    });

    expect(refreshed).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
  });

  it('signOut({ global: true }) sends GlobalSignOut and revokes every session of the user', async () => {
    const elsewhere = await app.identity.issueTokens(alice.sub);
    await signIn({ username: 'alice', password: PASSWORD });
    const { accessToken } = await currentTokens();
    calls = [];

    await signOut({ global: true });

    expect(calls).toEqual(['GlobalSignOut']);
    for (const token of [accessToken, elsewhere.accessToken]) {
      await expect(app.identity.verifyAccessToken(token)).rejects.toMatchObject({
        reason: 'revoked',
      });
    }
    const afterwards = await app.identity.issueTokens(alice.sub);
    await expect(app.identity.verifyAccessToken(afterwards.accessToken)).resolves.toBeDefined();
  });
});

describe('TOTP enrolment at sign-in (MFA_SETUP)', () => {
  it('computes RFC 6238 codes (SHA1 test vectors, 6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));

    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
  });

  it('stops at CONTINUE_SIGN_IN_WITH_TOTP_SETUP, then signs in after a valid code', async () => {
    const started = await signIn({ username: 'bob', password: PASSWORD });

    expect(started.isSignedIn).toBe(false);
    expect(started.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    expect(calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge', 'AssociateSoftwareToken']);
    if (started.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') return;
    const { sharedSecret } = started.nextStep.totpSetupDetails;
    expect(started.nextStep.totpSetupDetails.getSetupUri('Workforce').href).toContain(
      `secret=${sharedSecret}`,
    );

    const validCodes = [-30_000, 0, 30_000].map((delta) => totpCode(sharedSecret, now() + delta));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !validCodes.includes(c));
    await expect(confirmSignIn({ challengeResponse: wrongCode ?? '' })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    calls = [];
    const done = await confirmSignIn({ challengeResponse: totpCode(sharedSecret, now()) });

    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(calls).toEqual(['VerifySoftwareToken', 'RespondToAuthChallenge']);
    const { accessToken } = await currentTokens();
    await expect(app.identity.verifyAccessToken(accessToken)).resolves.toMatchObject({
      sub: mfaUser.sub,
    });
    const user = await cognito('GetUser', { AccessToken: accessToken });
    expect(user.body).toMatchObject({ Username: 'bob', PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
  });
});

describe('wire protocol', () => {
  it('answers an unknown operation with 400 InvalidParameterException', async () => {
    const response = await cognito('DeleteUserPool', { UserPoolId: POOL_ID });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('answers malformed JSON with a 400 Cognito error, never a 5xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: '{not json',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'SerializationException' });
  });

  it('refuses an unknown and an expired challenge Session', async () => {
    const started = await cognito('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'alice', SRP_A: 'abc123' },
    });
    expect(started.body).toMatchObject({ ChallengeName: 'PASSWORD_VERIFIER' });
    const respond = (Session: unknown) =>
      cognito('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: CLIENT_ID,
        Session,
        ChallengeResponses: { USERNAME: 'alice' },
      });
    const invalidSession = {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user.' },
    };

    expect(await respond('not-a-session')).toEqual(invalidSession);
    clockOffsetMs = 3 * 60 * 1000 + 1;
    expect(await respond(started.body.Session)).toEqual(invalidSession);
  });

  it('answers the CORS preflight Amplify sends before each call', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/cognito/',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,cache-control,amz-sdk-invocation-id,amz-sdk-request',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-headers']).toContain('x-amz-target');
  });
});
