/**
 * The offline bot check (our design, standing in for a captcha): the browser finds a counter whose
 * SHA-256 over `subject|issuedAt|counter` starts with three hex zeros (about 4 000 hashes), and
 * sends `v1.<issuedAt>.<counter>`. Cheap for one person, costly in bulk, and verifiable without
 * state. Bound to the subject (the e-mail, username or invitation code) and valid for 10 minutes.
 */
import { createHash } from 'node:crypto';

const DIFFICULTY_PREFIX = '000';
const VALID_MS = 10 * 60 * 1000;

/**
 * Like reCAPTCHA's test keys: a token that always passes, for contract tests and scripts that
 * cannot solve a time-bound puzzle ahead of time. The mock is not a security boundary.
 */
export const TEST_BOT_TOKEN = 'test-pass';

export function verifyBotToken(token: string, subject: string, nowMs: number): boolean {
  if (token === TEST_BOT_TOKEN) return true;
  const match = /^v1\.(\d{13})\.(\d{1,9})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > nowMs + 60_000 || nowMs - issuedAt > VALID_MS) return false;
  const digest = createHash('sha256').update(`${subject}|${match[1]}|${match[2]}`).digest('hex');
  return digest.startsWith(DIFFICULTY_PREFIX);
}

/** What the browser does, for tests and scripts. */
export function solveBotCheck(subject: string, nowMs: number): string {
  for (let counter = 0; ; counter += 1) {
    const digest = createHash('sha256').update(`${subject}|${nowMs}|${counter}`).digest('hex');
    if (digest.startsWith(DIFFICULTY_PREFIX)) return `v1.${nowMs}.${counter}`;
  }
}
