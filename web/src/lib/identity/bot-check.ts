/**
 * The offline bot check (our design, in place of a captcha; the mock server verifies it): find a
 * counter whose SHA-256 over `subject|issuedAt|counter` starts with three hex zeros. Bound to the
 * subject (username, e-mail or invitation code) and valid for 10 minutes.
 */
const PREFIX = '000';

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function solveBotCheck(subject: string, nowMs = Date.now()): Promise<string> {
  const encoder = new TextEncoder();
  for (let counter = 0; ; counter += 1) {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      encoder.encode(`${subject}|${nowMs}|${counter}`),
    );
    if (hex(digest).startsWith(PREFIX)) return `v1.${nowMs}.${counter}`;
  }
}
