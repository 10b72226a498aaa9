/**
 * RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits) with RFC 4648 base32 secrets: what Cognito's
 * AssociateSoftwareToken / VerifySoftwareToken use, and what authenticator apps compute.
 */
import { createHmac, randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const char of text.replace(/[=\s]/g, '').toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`Invalid base32 character: ${char}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A 160-bit secret, the size Cognito hands out, as base32 (what Amplify puts in the otpauth URI). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code for the 30-second step containing `atMs`. */
export function totpCode(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / STEP_SECONDS)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** Accepts the current step and one either side, allowing for an authenticator's clock skew. */
export function isValidTotpCode(secret: string, code: string, atMs: number): boolean {
  const stepMs = STEP_SECONDS * 1000;
  return [-stepMs, 0, stepMs].some((delta) => totpCode(secret, atMs + delta) === code);
}
