/**
 * Cognito-shaped RS256 tokens. Claims follow what Amplify reads (`exp`, `iat`, `sub`, `username`,
 * `cognito:username`, `origin_jti`) and what a resource server checks (`iss`, `token_use`,
 * `client_id` / `aud`), plus the mock's own `origin_seq` (see TokenFamily). Time always comes from
 * the injected clock so the simulator can expire tokens by advancing it.
 */
import { randomUUID } from 'node:crypto';
import {
  compactVerify,
  errors,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { CognitoError } from './cognito-error.ts';

/** Amplify refreshes when fewer than 5 s remain, so a shorter TTL would refresh on every call. */
const MIN_ACCESS_TTL_SECONDS = 10;
const DEFAULT_ACCESS_TTL_SECONDS = 3600;
/** Cognito's default refresh token validity. */
const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
const SCOPE = 'aws.cognito.signin.user.admin';
/** Distinct access tokens whose RS256 check is remembered; past this the oldest is forgotten. */
export const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenSubject {
  sub: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface AccessClaims {
  sub: string;
  username: string;
  origin_jti: string;
  origin_seq: number;
  exp: number;
  iat: number;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface TokenServiceOptions {
  issuer: string;
  clientId: string;
  /** The simulator's clock, in ms. */
  now: () => number;
  accessTtlSeconds?: number;
  /** How many verified access tokens are remembered (default VERIFIED_CACHE_SIZE). */
  verifiedCacheSize?: number;
}

/** Why a token was refused; the message is the one Cognito uses. */
export class TokenRejectedError extends CognitoError {
  constructor(
    readonly reason: 'invalid' | 'expired' | 'revoked',
    message: string,
  ) {
    super('NotAuthorizedException', message);
  }
}

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

interface SigningKey extends KeyPair {
  kid: string;
  publicJwk: JWK;
}

let processSigningKey: Promise<SigningKey> | undefined;

/** One key pair per process: RSA generation is slow and every test builds a fresh server. */
function signingKey(): Promise<SigningKey> {
  processSigningKey ??= (async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { kid, privateKey, publicKey, publicJwk };
  })();
  return processSigningKey;
}

/** Numbered per process, as the key is shared: "so far" means the same on every server of the process. */
let lastFamily = 0;

/** An auth event: one sign-in and every token refreshed from it share `origin_jti` and `origin_seq`. */
interface TokenFamily {
  originJti: string;
  /**
   * Families are numbered in the order they are issued, so GlobalSignOut ends "every family of the
   * user so far" with one number per user. A list of each user's families grew by one on every
   * sign-in and was never emptied (about 100 bytes a sign-in, kept through resets).
   */
  originSeq: number;
  authTime: number;
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

export async function createTokenService(options: TokenServiceOptions) {
  const { issuer, clientId, now } = options;
  const key = await signingKey();
  const accessTtlSeconds = Math.max(
    MIN_ACCESS_TTL_SECONDS,
    options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS,
  );
  const revokedFamilies = new Set<string>();
  /** Per user, the last family issued before their latest GlobalSignOut: it and every earlier one are revoked. */
  const signedOutThrough = new Map<string, number>();
  const nowSeconds = () => Math.floor(now() / 1000);
  // The RS256 check is the costliest step of every bearer call, so each distinct access
  // token is verified once. A hit still checks `exp` against the simulator clock and the revoked
  // families, and revoking drops the family's entries, so a revoked or expired token is refused
  // on its very next call.
  const verified = new Map<string, AccessClaims>();

  const sign = (claims: JWTPayload) =>
    new SignJWT({ ...claims, iss: issuer, jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(key.privateKey);

  function sessionTokens(user: TokenSubject, family: TokenFamily) {
    const iat = nowSeconds();
    const common = {
      sub: user.sub,
      origin_jti: family.originJti,
      origin_seq: family.originSeq,
      auth_time: family.authTime,
      iat,
    };
    return Promise.all([
      sign({
        ...common,
        exp: iat + accessTtlSeconds,
        token_use: 'access',
        client_id: clientId,
        scope: SCOPE,
        username: user.username,
      }),
      sign({
        ...common,
        exp: iat + accessTtlSeconds,
        token_use: 'id',
        aud: clientId,
        'cognito:username': user.username,
        email: user.email,
        email_verified: true,
        given_name: user.givenName,
        family_name: user.familyName,
      }),
    ]);
  }

  async function verify(token: string, tokenUse: 'access' | 'refresh') {
    const label = tokenUse === 'access' ? 'Access' : 'Refresh';
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        issuer,
        algorithms: ['RS256'],
        currentDate: new Date(now()),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new TokenRejectedError('expired', `${label} Token has expired`);
      }
      throw new TokenRejectedError('invalid', `Invalid ${label} Token`);
    }
    const { sub, origin_jti, origin_seq, auth_time } = payload;
    if (
      payload.token_use !== tokenUse ||
      payload.client_id !== clientId ||
      typeof sub !== 'string' ||
      typeof origin_jti !== 'string' ||
      typeof origin_seq !== 'number' ||
      typeof auth_time !== 'number'
    ) {
      throw new TokenRejectedError('invalid', `Invalid ${label} Token`);
    }
    if (isRevoked(sub, origin_jti, origin_seq)) {
      throw new TokenRejectedError('revoked', `${label} Token has been revoked`);
    }
    return {
      payload,
      sub,
      family: { originJti: origin_jti, originSeq: origin_seq, authTime: auth_time },
    };
  }

  function isRevoked(sub: string, originJti: string, originSeq: number) {
    return revokedFamilies.has(originJti) || originSeq <= (signedOutThrough.get(sub) ?? 0);
  }

  function forgetVerified(revoked: (claims: AccessClaims) => boolean) {
    for (const [token, claims] of verified) if (revoked(claims)) verified.delete(token);
  }

  function revokeFamily(originJti: string) {
    revokedFamilies.add(originJti);
    forgetVerified((claims) => claims.origin_jti === originJti);
  }

  function remember(token: string, claims: AccessClaims) {
    if (verified.size >= (options.verifiedCacheSize ?? VERIFIED_CACHE_SIZE)) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, claims);
  }

  // A caller sends the same token call after call: comparing a kilobyte of token with the last one
  // recalled is cheaper than hashing it for the map. Its claims are checked like any other.
  let lastToken: string | undefined;
  let lastClaims: AccessClaims | undefined;

  /** The remembered claims of a token still valid now, or undefined (then it is verified in full). */
  function recall(token: string): AccessClaims | undefined {
    const claims = token === lastToken ? lastClaims : verified.get(token);
    if (!claims) return undefined;
    // jose's rule: expired once exp <= now (in whole seconds).
    if (claims.exp <= nowSeconds() || isRevoked(claims.sub, claims.origin_jti, claims.origin_seq)) {
      verified.delete(token);
      if (token === lastToken) lastToken = lastClaims = undefined;
      return undefined;
    }
    lastToken = token;
    lastClaims = claims;
    return claims;
  }

  return {
    accessTtlSeconds,
    jwks: (): { keys: JWK[] } => ({ keys: [key.publicJwk] }),

    /** A fresh sign-in: a new token family with access, id and refresh tokens. */
    async signIn(user: TokenSubject): Promise<IssuedTokens> {
      lastFamily += 1;
      const family = { originJti: randomUUID(), originSeq: lastFamily, authTime: nowSeconds() };
      const [accessToken, idToken] = await sessionTokens(user, family);
      const refreshToken = await sign({
        sub: user.sub,
        origin_jti: family.originJti,
        origin_seq: family.originSeq,
        auth_time: family.authTime,
        token_use: 'refresh',
        client_id: clientId,
        iat: family.authTime,
        exp: family.authTime + REFRESH_TTL_SECONDS,
      });
      return { accessToken, idToken, refreshToken };
    },

    /** New access and id tokens in the refresh token's family; the refresh token itself is kept. */
    async refresh(refreshToken: string, findUser: (sub: string) => TokenSubject | undefined) {
      const { sub, family } = await verify(refreshToken, 'refresh');
      const user = findUser(sub);
      if (!user) throw new TokenRejectedError('invalid', 'Invalid Refresh Token');
      const [accessToken, idToken] = await sessionTokens(user, family);
      return { sub, accessToken, idToken };
    },

    /** The claims of a token verified before and still valid, without waiting; else undefined. */
    recallAccessToken: recall,

    async verifyAccessToken(token: string): Promise<AccessClaims> {
      const known = recall(token);
      if (known) return known;
      const { payload, sub, family } = await verify(token, 'access');
      const { username, exp, iat } = payload;
      if (typeof username !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') {
        throw new TokenRejectedError('invalid', 'Invalid Access Token');
      }
      const claims = {
        sub,
        username,
        origin_jti: family.originJti,
        origin_seq: family.originSeq,
        exp,
        iat,
      };
      remember(token, claims);
      return claims;
    },

    /** How many verified access tokens are remembered (for tests of the cache's bound). */
    get verifiedCount() {
      return verified.size;
    },

    /** What is kept about ended sessions: revoked families and users' GlobalSignOuts (for tests of its bound). */
    get endedSessionRecords() {
      return revokedFamilies.size + signedOutThrough.size;
    },

    /** RevokeToken: an expired or already revoked refresh token has nothing left to revoke. */
    /**
     * Whose refresh token this is, by its signature alone: an expired or ended session still
     * names its owner, so a call with someone else's token can be told apart from a stale one.
     */
    async refreshTokenOwner(refreshToken: string): Promise<string | undefined> {
      try {
        const { payload } = await compactVerify(refreshToken, key.publicKey);
        const claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
        const isRefresh =
          claims.token_use === 'refresh' && claims.client_id === clientId && claims.iss === issuer;
        return isRefresh && typeof claims.sub === 'string' ? claims.sub : undefined;
      } catch {
        return undefined;
      }
    },

    async revokeRefreshToken(refreshToken: string) {
      try {
        const { family } = await verify(refreshToken, 'refresh');
        revokeFamily(family.originJti);
      } catch (error) {
        if (error instanceof TokenRejectedError && error.reason !== 'invalid') return;
        throw error;
      }
    },

    /** POST /v1/logout: ends the refresh token's session when it is one; anything else is ignored. */
    async endSession(refreshToken: string) {
      try {
        const { family } = await verify(refreshToken, 'refresh');
        revokeFamily(family.originJti);
      } catch (error) {
        if (!(error instanceof TokenRejectedError)) throw error;
      }
    },

    /** GlobalSignOut: every family issued to the user so far. */
    revokeAll(sub: string) {
      const through = lastFamily;
      signedOutThrough.set(sub, through);
      forgetVerified((claims) => claims.sub === sub && claims.origin_seq <= through);
    },
  };
}
