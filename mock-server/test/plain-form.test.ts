import { describe, expect, it } from 'vitest';
import { generalParts } from '../src/plugins/multipart-form.ts';
import { plainFormParts } from '../src/plugins/plain-form.ts';
import { MULTIPART_LIMITS } from '../src/routes/parse-input.ts';

/**
 * The quick reader of plain forms must read every body it takes exactly as the general parser
 * reads it, and leave to that parser every body it refuses: checked over forms built from the
 * pieces that tell them apart (folded, encoded or odd headers, names that spell parameters, bodies
 * cut short, past a limit or with bytes changed).
 */
const BOUNDARY = 'q-boundary';

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NAMES = ['message_body', 'files', '__proto__', 'a filename', 'x"y', 'é', 'name', ''];
const FILENAMES = [undefined, 'cv.pdf', 'C:\\docs\\cv.pdf', 'a;b', 'filename*=x', ''];
const TYPES = [undefined, 'image/png', 'IMAGE/PNG', 'text/plain; charset=utf-8', 'a b', ''];
const DISPOSITIONS = [
  (n: string, f?: string) => `form-data; name="${n}"${f === undefined ? '' : `; filename="${f}"`}`,
  (n: string) => `form-data; name=${n}`,
  (n: string) => `form-data;name="${n}"`,
  (n: string) => `form-data; name="${n}"; filename*=UTF-8''a%20b.txt`,
  (n: string) => `attachment; name="${n}"`,
  (n: string) => `FORM-DATA; NAME="${n}"`,
];
const VALUES = ['See you on Tuesday at ten.', '', `--${BOUNDARY}`, '\r\n', 'x'.repeat(70), 'é€'];

function body(next: () => number): Buffer {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const parts: string[] = [];
  const count = Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const headers = [`Content-Disposition: ${pick(DISPOSITIONS)(pick(NAMES), pick(FILENAMES))}`];
    const type = pick(TYPES);
    if (type !== undefined) headers.push(`Content-Type: ${type}`);
    if (next() < 0.1) headers.push('X-Other: 1');
    if (next() < 0.1) headers.reverse();
    if (next() < 0.05) headers.push(' folded');
    parts.push(`--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n${pick(VALUES)}\r\n`);
  }
  let text = parts.join('') + `--${BOUNDARY}--\r\n`;
  if (next() < 0.2) text = text.slice(0, Math.floor(next() * text.length));
  if (next() < 0.2) {
    const at = Math.floor(next() * text.length);
    text = text.slice(0, at) + pick(['\r', '\n', '-', ':', '"', 'é']) + text.slice(at + 1);
  }
  return Buffer.from(text);
}

/** The general parser's reading: its parts, or the error it stops at. */
function general(raw: Buffer, limits: typeof MULTIPART_LIMITS) {
  try {
    return [...generalParts(raw, BOUNDARY, limits)];
  } catch (error) {
    return error as Error;
  }
}

describe('plain forms read quickly', () => {
  it('take only what the general parser reads, and read it as it does', () => {
    const next = random(20261128);
    let taken = 0;
    for (let i = 0; i < 4000; i++) {
      const raw = body(next);
      const limits =
        next() < 0.2 ? { ...MULTIPART_LIMITS, fileSize: 10, parts: 1 } : MULTIPART_LIMITS;
      const quick = plainFormParts(raw, BOUNDARY, limits);
      if (quick === undefined) continue;
      taken += 1;
      const expected = general(raw, limits);
      expect(expected, raw.toString('latin1')).not.toBeInstanceOf(Error);
      expect(quick, raw.toString('latin1')).toEqual(expected);
    }
    // Most plain forms take the quick way.
    expect(taken).toBeGreaterThan(400);
  });

  it('take a message with a file as a browser sends it', () => {
    const raw = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message_body"\r\n\r\nHi\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="C:\\docs\\cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n` +
        `--${BOUNDARY}--\r\n`,
    );
    const quick = plainFormParts(raw, BOUNDARY, MULTIPART_LIMITS);
    expect(quick?.map((p) => [p.name, p.filename, p.mediaType, p.bytes.toString()])).toEqual([
      ['message_body', undefined, undefined, 'Hi'],
      ['files', 'C:\\docs\\cv.pdf', 'application/pdf', '%PDF-1.4'],
    ]);
    expect(quick).toEqual(general(raw, MULTIPART_LIMITS));
  });
});
