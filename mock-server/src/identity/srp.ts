/**
 * Server half of Cognito's SRP-6a, matching the client in @aws-amplify/auth
 * (`providers/cognito/utils/srp/*` and `handlePasswordVerifierChallenge.ts`), so the web app can keep
 * Amplify's default `signIn` (USER_SRP_AUTH) against the mock. Plain BigInt + node:crypto.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 5054 3072-bit group, the one Cognito uses (Amplify's `INIT_N`). */
const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/**
 * Java `BigInteger.toByteArray()` as hex: even length, and a `00` prefix when the top bit is set.
 * Every hash input in Cognito's SRP goes through this, so it must match byte for byte.
 */
function paddedHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hashOfHex(hex: string): bigint {
  return BigInt(`0x${sha256Hex(Buffer.from(hex, 'hex'))}`);
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

function randomBigInt(bytes: number): bigint {
  return BigInt(`0x${randomBytes(bytes).toString('hex')}`);
}

const k = hashOfHex(paddedHex(N) + paddedHex(g));

export interface SrpVerifier {
  salt: bigint;
  verifier: bigint;
}

export interface SrpServerSession {
  A: bigint;
  b: bigint;
  B: bigint;
  salt: bigint;
  verifier: bigint;
}

function computeVerifier(poolName: string, userIdForSrp: string, password: string, salt: bigint) {
  const identityHash = sha256Hex(`${poolName}${userIdForSrp}:${password}`);
  const x = hashOfHex(paddedHex(salt) + identityHash);
  return modPow(g, x, N);
}

/** A new salt and the verifier g^x that a user pool keeps in place of the password. */
export function makeSrpVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): SrpVerifier {
  const salt = randomBigInt(16);
  return { salt, verifier: computeVerifier(poolName, userIdForSrp, password, salt) };
}

/**
 * A verifier for a secret nobody knows: an unknown user, or one without a password, is taken
 * through the same challenge as everyone else and fails it like a wrong password.
 */
export function makeUnanswerableVerifier(): SrpVerifier {
  return { salt: randomBigInt(16), verifier: modPow(g, randomBigInt(32), N) };
}

/** Parses the client's SRP_A; undefined when it is not hex or is 0 mod N (SRP-6a safeguard). */
export function parseClientPublicValue(srpA: string): bigint | undefined {
  if (!/^[0-9a-f]+$/i.test(srpA)) return undefined;
  const A = BigInt(`0x${srpA}`);
  return A % N === 0n ? undefined : A;
}

/** Picks the server ephemeral b and returns B = k·v + gᵇ mod N for SRP_B. */
export function startServerSession(A: bigint, { salt, verifier }: SrpVerifier): SrpServerSession {
  for (;;) {
    const b = randomBigInt(32);
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (B !== 0n) return { A, b, B, salt, verifier };
  }
}

/** The 16-byte key both sides derive from S and u ("Caldera Derived Key" HKDF). */
function passwordAuthenticationKey({ A, b, B, verifier }: SrpServerSession): Buffer | undefined {
  const u = hashOfHex(paddedHex(A) + paddedHex(B));
  if (u === 0n) return undefined;
  const S = modPow((A * modPow(verifier, u, N)) % N, b, N);
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex'))
    .update(Buffer.from(paddedHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  /** SECRET_BLOCK as sent in the challenge (base64). */
  secretBlock: string;
  /** TIMESTAMP exactly as the client sent it, e.g. "Sun Nov 22 12:14:02 UTC 2026". */
  timestamp: string;
  /** PASSWORD_CLAIM_SIGNATURE (base64). */
  signature: string;
}

/** True when PASSWORD_CLAIM_SIGNATURE proves the client knows the password behind the verifier. */
export function verifyPasswordClaim(session: SrpServerSession, claim: PasswordClaim): boolean {
  const key = passwordAuthenticationKey(session);
  if (!key) return false;
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.userIdForSrp, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
