/**
 * The Cognito user pool API subset that aws-amplify v6 calls, as JSON-RPC operations named by
 * `x-amz-target: AWSCognitoIdentityProviderService.<Op>`. Request and response shapes follow
 * /work/shared/research/amplify-offline.md §2. Failures are thrown as CognitoError.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  incorrectCredentials,
  invalidParameter,
  CognitoError,
  passwordAttemptsExceeded,
} from './cognito-error.ts';
import { createChallengeSessions } from './challenge-sessions.ts';
import {
  AccessTokenRequest,
  AssociateSoftwareTokenRequest,
  GetTokensFromRefreshTokenRequest,
  InitiateAuthRequest,
  parseRequest,
  RespondToAuthChallengeRequest,
  RevokeTokenRequest,
  VerifySoftwareTokenRequest,
} from './cognito-requests.ts';
import type { SignInAttempts } from '../db/types.ts';
import type { Credentials } from './credentials.ts';
import { parseClientPublicValue, startServerSession, verifyPasswordClaim } from './srp.ts';
import type { IssuedTokens, TokenService } from './tokens.ts';
import { createAccountOperations } from './account-operations.ts';
import type { IdentityDirectory, IdentityUser } from './directory.ts';
import type { Mailbox } from './mailbox.ts';
import { generateTotpSecret, isValidTotpCode } from './totp.ts';

export type { IdentityDirectory, IdentityUser } from './directory.ts';

export interface UserPoolOptions {
  directory: IdentityDirectory;
  now: () => number;
  poolId: string;
  clientId: string;
  tokens: TokenService;
  mailbox: Mailbox;
  credentials: Credentials;
}

/** Custom challenges the app answers from a stored token (§4 Login challenges). */
export const CUSTOM_CHALLENGE_TYPES = [
  'MASTER_ACCOUNT_TOKEN',
  'CORPORATE_USER_ACCESS_TOKEN',
] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** A real pool's default: the sixth password in a row is refused, right or wrong, for a while. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const MFA_SETUP_PARAMETERS = { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' };

/** GetTokensFromRefreshToken leaves RefreshToken out, so Amplify keeps the one it has. */
function authenticationResult(
  tokens: { accessToken: string; idToken: string; refreshToken?: string },
  expiresIn: number,
) {
  return {
    AccessToken: tokens.accessToken,
    IdToken: tokens.idToken,
    ...(tokens.refreshToken === undefined ? {} : { RefreshToken: tokens.refreshToken }),
    ExpiresIn: expiresIn,
    TokenType: 'Bearer',
  };
}

export function createUserPool({
  directory,
  now,
  poolId,
  clientId,
  tokens,
  mailbox,
  credentials,
}: UserPoolOptions) {
  /** Amplify derives the SRP pool name the same way: the part after the region's `_`. */
  const poolName = poolId.split('_')[1] ?? '';
  const sessions = createChallengeSessions(now);
  const clientMetadataBySub = new Map<string, Record<string, string>>();
  /** TOTP secrets per user: pending until VerifySoftwareToken accepts a code. */
  const totpBySub = new Map<string, { secret: string; verified: boolean }>();

  function assertClient(requestClientId: string) {
    if (requestClientId !== clientId) {
      throw new CognitoError(
        'ResourceNotFoundException',
        `User pool client ${requestClientId} does not exist.`,
      );
    }
  }

  // Directories without a store of their own (unit tests) keep the count here.
  const localAttempts = new Map<string, SignInAttempts>();
  function attempts(key: string): SignInAttempts {
    if (directory.signInAttempts) return directory.signInAttempts(key);
    let record = localAttempts.get(key);
    if (!record) localAttempts.set(key, (record = { failures: 0, locked_until: null }));
    return record;
  }

  /** A known user counts under their id, whichever name they typed; anyone else under the name. */
  const attemptKey = (user: IdentityUser | undefined, name: string) =>
    user?.sub ?? `name:${name.toLowerCase()}`;

  function assertNotLocked(key: string) {
    const record = attempts(key);
    if (record.locked_until === null) return;
    if (now() < record.locked_until) throw passwordAttemptsExceeded();
    record.locked_until = null;
    record.failures = 0;
  }

  function wrongPassword(key: string): CognitoError {
    const record = attempts(key);
    record.failures += 1;
    if (record.failures >= LOCK_AFTER_FAILURES) record.locked_until = now() + LOCK_MS;
    return incorrectCredentials();
  }

  function rightPassword(key: string) {
    const record = attempts(key);
    record.failures = 0;
    record.locked_until = null;
  }

  /**
   * An id for SRP to use when nobody has the name: stable per name and shaped like the ids a
   * sign-up gets, so the challenge of an unknown name reads like any other.
   */
  const decoyId = (() => {
    const key = randomBytes(32);
    return (name: string) => {
      const hex = createHmac('sha256', key).update(name.toLowerCase()).digest('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    };
  })();

  function rememberClientMetadata(sub: string, metadata: Record<string, string> | undefined) {
    if (metadata) clientMetadataBySub.set(sub, metadata);
  }

  /**
   * A real authenticator app runs on wall time while the simulator's clock may be shifted, so a
   * code is accepted if it fits either.
   */
  function totpMatches(secret: string, code: string) {
    return isValidTotpCode(secret, code, now()) || isValidTotpCode(secret, code, Date.now());
  }

  async function signedIn(user: IdentityUser) {
    const issued = await tokens.signIn(user);
    return {
      AuthenticationResult: authenticationResult(issued, tokens.accessTtlSeconds),
      ChallengeParameters: {},
    };
  }

  /**
   * Every way in ends here, after the user proved who they are (a password, or a token the
   * custom challenge accepts): tokens, unless the account is unconfirmed or must first enrol a
   * TOTP authenticator.
   */
  async function finishSignIn(user: IdentityUser) {
    if (user.confirmed === false)
      throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.mfaSetupRequired) {
      const Session = sessions.open({ challenge: 'MFA_SETUP', sub: user.sub, verified: false });
      return { ChallengeName: 'MFA_SETUP', Session, ChallengeParameters: MFA_SETUP_PARAMETERS };
    }
    return signedIn(user);
  }

  /** An unknown name gets the same challenge as a user, with a verifier nobody can answer. */
  function startSrp(user: IdentityUser | undefined, name: string, srpA: string | undefined) {
    const A = srpA === undefined ? undefined : parseClientPublicValue(srpA);
    if (A === undefined) throw invalidParameter('Missing or invalid SRP_A.');
    const userIdForSrp = user?.username ?? decoyId(name);
    const srp = startServerSession(A, credentials.srpVerifier(userIdForSrp, user?.credential));
    const secretBlock = randomBytes(64).toString('base64');
    const Session = sessions.open({
      challenge: 'PASSWORD_VERIFIER',
      sub: user?.sub ?? '',
      attemptKey: attemptKey(user, name),
      userIdForSrp,
      secretBlock,
      srp,
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session,
      ChallengeParameters: {
        SALT: srp.salt.toString(16),
        SRP_B: srp.B.toString(16),
        SECRET_BLOCK: secretBlock,
        USER_ID_FOR_SRP: userIdForSrp,
        USERNAME: userIdForSrp,
      },
    };
  }

  /** CUSTOM_WITHOUT_SRP: the app names the challenge and its per-login reference in ClientMetadata. */
  function startCustomChallenge(
    username: string | undefined,
    metadata: Record<string, string> | undefined,
  ) {
    const type = metadata?.challenge_type ?? '';
    if (!(CUSTOM_CHALLENGE_TYPES as readonly string[]).includes(type)) {
      throw invalidParameter('Custom auth lambda trigger is not configured for the user pool.');
    }
    if (username === undefined) throw invalidParameter('Missing required parameter USERNAME');
    // Known or not, the caller gets a challenge and the name it sent: which names are accounts,
    // and their ids, are not the caller's to learn here.
    const user = directory.findByUsername(username);
    const Session = sessions.open({ challenge: 'CUSTOM_CHALLENGE', sub: user?.sub ?? '', type });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session,
      ChallengeParameters: { type, reference: metadata?.reference ?? '', USERNAME: username },
    };
  }

  /**
   * A corporate access token opens only its own account. A master token is a support account's
   * own token, and opens only the accounts the world puts in that account's scope.
   */
  function tokenOpensAccount(type: string, tokenSub: string, targetSub: string): boolean {
    if (type === 'CORPORATE_USER_ACCESS_TOKEN') return tokenSub === targetSub;
    return tokenSub !== targetSub && directory.mayActFor?.(tokenSub, targetSub) === true;
  }

  async function accessTokenUser(accessToken: string) {
    const claims = await tokens.verifyAccessToken(accessToken);
    const user = directory.findBySub(claims.sub);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  const accounts = createAccountOperations({
    directory,
    mailbox,
    credentials,
    assertClient,
    accessTokenUser,
  });

  const operations: Record<string, (body: unknown) => Promise<object>> = {
    SignUp: accounts.SignUp,
    ConfirmSignUp: accounts.ConfirmSignUp,
    ResendConfirmationCode: accounts.ResendConfirmationCode,
    ChangePassword: accounts.ChangePassword,
    ForgotPassword: accounts.ForgotPassword,
    ConfirmForgotPassword: accounts.ConfirmForgotPassword,
    async InitiateAuth(body) {
      const request = parseRequest(InitiateAuthRequest, body);
      assertClient(request.ClientId);
      const params = request.AuthParameters;
      const isCustomWithSrp =
        request.AuthFlow === 'CUSTOM_AUTH' && params.CHALLENGE_NAME === 'SRP_A';
      if (request.AuthFlow === 'CUSTOM_AUTH' && !isCustomWithSrp) {
        return startCustomChallenge(params.USERNAME, request.ClientMetadata);
      }
      if (!['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'].includes(request.AuthFlow) && !isCustomWithSrp) {
        throw invalidParameter(
          request.AuthFlow === 'CUSTOM_AUTH'
            ? 'Custom auth lambda trigger is not configured for the user pool.'
            : `Unsupported AuthFlow ${request.AuthFlow}.`,
        );
      }
      if (params.USERNAME === undefined)
        throw invalidParameter('Missing required parameter USERNAME');
      // "Prevent user existence errors": an unknown user fails exactly like a wrong password.
      const user = directory.findByUsername(params.USERNAME);
      const key = attemptKey(user, params.USERNAME);
      assertNotLocked(key);
      if (user) {
        // Each sign-in replaces what the previous one sent, so a missing system name shows up in tests.
        clientMetadataBySub.delete(user.sub);
        rememberClientMetadata(user.sub, request.ClientMetadata);
      }
      if (request.AuthFlow === 'USER_PASSWORD_AUTH') {
        if (!user || !credentials.matches(user.credential, params.PASSWORD ?? ''))
          throw wrongPassword(key);
        rightPassword(key);
        return finishSignIn(user);
      }
      return startSrp(user, params.USERNAME, params.SRP_A);
    },

    async RespondToAuthChallenge(body) {
      const request = parseRequest(RespondToAuthChallengeRequest, body);
      assertClient(request.ClientId);
      const responses = request.ChallengeResponses;
      if (request.ChallengeName === 'PASSWORD_VERIFIER') {
        const state = sessions.find(request.Session, 'PASSWORD_VERIFIER');
        sessions.close(request.Session);
        const verified =
          responses.USERNAME === state.userIdForSrp &&
          responses.PASSWORD_CLAIM_SECRET_BLOCK === state.secretBlock &&
          verifyPasswordClaim(state.srp, {
            poolName,
            userIdForSrp: state.userIdForSrp,
            secretBlock: state.secretBlock,
            timestamp: responses.TIMESTAMP ?? '',
            signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
          });
        const user = state.sub === '' ? undefined : directory.findBySub(state.sub);
        assertNotLocked(state.attemptKey);
        if (!verified || !user) throw wrongPassword(state.attemptKey);
        rightPassword(state.attemptKey);
        rememberClientMetadata(user.sub, request.ClientMetadata);
        return finishSignIn(user);
      }
      if (request.ChallengeName === 'MFA_SETUP') {
        const state = sessions.find(request.Session, 'MFA_SETUP');
        const user = directory.findBySub(state.sub);
        if (!state.verified || !state.totpSecret || !user) {
          throw invalidParameter('Software token MFA has not been verified for this session.');
        }
        sessions.close(request.Session);
        totpBySub.set(user.sub, { secret: state.totpSecret, verified: true });
        directory.mfaEnrolled?.(user.sub);
        rememberClientMetadata(user.sub, request.ClientMetadata);
        return signedIn(user);
      }
      if (request.ChallengeName === 'CUSTOM_CHALLENGE') {
        const state = sessions.find(request.Session, 'CUSTOM_CHALLENGE');
        sessions.close(request.Session);
        const user = state.sub === '' ? undefined : directory.findBySub(state.sub);
        const answer = await tokens
          .verifyAccessToken(responses.ANSWER ?? '')
          .catch(() => undefined);
        if (!user || !answer || !tokenOpensAccount(state.type, answer.sub, user.sub))
          throw incorrectCredentials();
        return finishSignIn(user);
      }
      throw invalidParameter(`Unsupported ChallengeName ${request.ChallengeName}.`);
    },

    async GetTokensFromRefreshToken(body) {
      const request = parseRequest(GetTokensFromRefreshTokenRequest, body);
      assertClient(request.ClientId);
      const refreshed = await tokens.refresh(request.RefreshToken, (sub) =>
        directory.findBySub(sub),
      );
      rememberClientMetadata(refreshed.sub, request.ClientMetadata);
      return { AuthenticationResult: authenticationResult(refreshed, tokens.accessTtlSeconds) };
    },

    async RevokeToken(body) {
      const request = parseRequest(RevokeTokenRequest, body);
      assertClient(request.ClientId);
      await tokens.revokeRefreshToken(request.Token);
      return {};
    },

    async GlobalSignOut(body) {
      const { AccessToken } = parseRequest(AccessTokenRequest, body);
      const claims = await tokens.verifyAccessToken(AccessToken);
      tokens.revokeAll(claims.sub);
      return {};
    },

    async GetUser(body) {
      const user = await accessTokenUser(parseRequest(AccessTokenRequest, body).AccessToken);
      const hasTotp = totpBySub.get(user.sub)?.verified === true;
      return {
        Username: user.username,
        UserAttributes: [
          { Name: 'sub', Value: user.sub },
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.givenName },
          { Name: 'family_name', Value: user.familyName },
        ],
        ...(hasTotp
          ? {
              UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
              PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
            }
          : {}),
      };
    },

    /** With Session: TOTP enrolment inside sign-in (MFA_SETUP). With AccessToken: Amplify's setUpTOTP. */
    async AssociateSoftwareToken(body) {
      const request = parseRequest(AssociateSoftwareTokenRequest, body);
      const SecretCode = generateTotpSecret();
      if (request.Session !== undefined) {
        const state = sessions.find(request.Session, 'MFA_SETUP');
        sessions.close(request.Session);
        const Session = sessions.open({ ...state, totpSecret: SecretCode, verified: false });
        return { SecretCode, Session };
      }
      if (request.AccessToken === undefined)
        throw invalidParameter('Missing AccessToken or Session.');
      const user = await accessTokenUser(request.AccessToken);
      totpBySub.set(user.sub, { secret: SecretCode, verified: false });
      return { SecretCode };
    },

    async VerifySoftwareToken(body) {
      const request = parseRequest(VerifySoftwareTokenRequest, body);
      const mismatch = () =>
        new CognitoError(
          'EnableSoftwareTokenMFAException',
          'Code mismatch and fail enable Software Token MFA',
        );
      if (request.Session !== undefined) {
        const state = sessions.find(request.Session, 'MFA_SETUP');
        // A wrong code keeps the Session alive: Amplify lets the user retry confirmSignIn.
        if (!state.totpSecret || !totpMatches(state.totpSecret, request.UserCode)) throw mismatch();
        sessions.close(request.Session);
        const Session = sessions.open({ ...state, verified: true });
        return { Status: 'SUCCESS', Session };
      }
      if (request.AccessToken === undefined)
        throw invalidParameter('Missing AccessToken or Session.');
      const user = await accessTokenUser(request.AccessToken);
      const pending = totpBySub.get(user.sub);
      if (!pending || !totpMatches(pending.secret, request.UserCode)) throw mismatch();
      totpBySub.set(user.sub, { secret: pending.secret, verified: true });
      return { Status: 'SUCCESS' };
    },
  };

  return {
    /** Runs one operation; `target` is the raw `x-amz-target` header. */
    async dispatch(target: string | undefined, body: unknown): Promise<object> {
      const name = target?.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : undefined;
      const operation =
        name !== undefined && Object.hasOwn(operations, name) ? operations[name] : undefined;
      if (!operation) throw invalidParameter(`Unknown operation: ${target ?? '(no x-amz-target)'}`);
      return operation(body);
    },

    lastClientMetadata: (sub: string) => clientMetadataBySub.get(sub),

    async issueTokens(sub: string): Promise<IssuedTokens> {
      const user = directory.findBySub(sub);
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return tokens.signIn(user);
    },
  };
}
