/**
 * Passwords as a user pool keeps them: a salted scrypt hash for USER_PASSWORD_AUTH and password
 * changes, and an SRP salt and verifier for Amplify's SRP sign-in. The password itself is checked
 * and forgotten; nothing here can give it back.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { StoredCredential } from '../db/types.ts';
import { makeSrpVerifier, makeUnanswerableVerifier, type SrpVerifier } from './srp.ts';

export type { StoredCredential } from '../db/types.ts';

// Cheaper than a production pool's cost on purpose: tests and demos sign up and reset passwords
// often, and a demo password guarded by a slower hash would protect nothing more.
const SCRYPT_COST = { N: 4096, r: 8, p: 1 };
const HASH_BYTES = 32;

function scryptHex(password: string, saltHex: string): Buffer {
  return scryptSync(password, Buffer.from(saltHex, 'hex'), HASH_BYTES, SCRYPT_COST);
}

const equalSecrets = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface CredentialOptions {
  /** The SRP pool name (the part of the pool id after its region's `_`), as Amplify derives it. */
  poolName: string;
  /** What 'SEED' credentials stand for: the demo password of the seed's source. */
  seedPassword: string;
}

export function createCredentials({ poolName, seedPassword }: CredentialOptions) {
  // Seeded rows share one password but each username gets its own verifier; made on first use,
  // since a 3072-bit verifier per seeded user would slow every seed at --scale 100.
  const seededVerifiers = new Map<string, SrpVerifier>();
  // Unknown names and password-less accounts keep one unanswerable verifier each, so asking twice
  // shows the same salt, as it would for a real account.
  const unanswerable = new Map<string, SrpVerifier>();

  const remembered = (cache: Map<string, SrpVerifier>, key: string, make: () => SrpVerifier) => {
    const found = cache.get(key);
    if (found) return found;
    const made = make();
    cache.set(key, made);
    return made;
  };

  return {
    /** What to store for a new password of this user. */
    create(username: string, password: string): StoredCredential {
      const scryptSalt = randomBytes(16).toString('hex');
      const srp = makeSrpVerifier(poolName, username, password);
      return {
        scrypt_salt: scryptSalt,
        scrypt_hash: scryptHex(password, scryptSalt).toString('hex'),
        srp_salt: srp.salt.toString(16),
        srp_verifier: srp.verifier.toString(16),
      };
    },

    matches(credential: StoredCredential, password: string): boolean {
      if (credential === 'NONE') return false;
      if (credential === 'SEED') return equalSecrets(password, seedPassword);
      const expected = Buffer.from(credential.scrypt_hash, 'hex');
      const given = scryptHex(password, credential.scrypt_salt);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** The verifier an SRP sign-in is checked against; `credential` undefined for an unknown name. */
    srpVerifier(username: string, credential: StoredCredential | undefined): SrpVerifier {
      if (credential === undefined || credential === 'NONE') {
        return remembered(unanswerable, username.toLowerCase(), makeUnanswerableVerifier);
      }
      if (credential === 'SEED') {
        return remembered(seededVerifiers, username, () =>
          makeSrpVerifier(poolName, username, seedPassword),
        );
      }
      return {
        salt: BigInt(`0x${credential.srp_salt}`),
        verifier: BigInt(`0x${credential.srp_verifier}`),
      };
    },
  };
}

export type Credentials = ReturnType<typeof createCredentials>;
