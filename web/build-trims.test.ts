import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { NATIVE_BIG_INTEGER } from './amplify-unused-flows';
import { docCuts, withoutSummaries } from './contracts-without-summaries';
import { UNUSED_ZOD_METHODS, withoutMethods } from './zod-without-json-schema';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Every non-test TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const appSources = [...sources(here('./src')), ...sources(here('../contracts/src'))];

describe("the web build's zod", () => {
  // The package's own path (its exports name no file of classic/).
  const zod = dirname(createRequire(import.meta.url).resolve('zod'));
  const classic = readFileSync(join(zod, 'v4', 'classic', 'schemas.js'), 'utf8');

  it('leaves out the unused methods and keeps a module that parses', () => {
    const trimmed = withoutMethods(classic, UNUSED_ZOD_METHODS);
    for (const name of ['uuid', 'ipv4', 'superRefine', 'merge'])
      expect(trimmed).not.toMatch(new RegExp(`^ {4}${name}\\(`, 'm'));
    for (const name of ['email', 'url', 'datetime', 'optional', 'nullable', 'refine', 'extend'])
      expect(trimmed).toMatch(new RegExp(`^ {4}${name}\\(`, 'm'));
    expect(() => parseAst(trimmed)).not.toThrow();
  });

  it('stops the build when zod no longer has a method it leaves out', () => {
    expect(() => withoutMethods(classic, ['noSuchMethod'])).toThrow(/noSuchMethod/);
  });

  it('leaves out no method the endpoint table or the app calls', () => {
    const calls = new RegExp(`\\.(${UNUSED_ZOD_METHODS.join('|')})\\(`);
    const callers = appSources.filter((file) => calls.test(readFileSync(file, 'utf8')));
    expect(callers).toEqual([]);
  });
});

describe("the web build's identity provider", () => {
  it('signs in only by the custom flows it keeps', () => {
    const flows = appSources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/authFlowType: '(\w+)'/g)].map(([, flow]) => flow),
    );
    expect(flows.length).toBeGreaterThan(0);
    expect(new Set(flows)).toEqual(new Set(['CUSTOM_WITH_SRP', 'CUSTOM_WITHOUT_SRP']));
  });
});

describe("the web build's endpoint table", () => {
  it('leaves out the summary a call helper is given after its route, an entry’s summary and its example', () => {
    const code = [
      "const a = call('GET /v1/users/info', 'The signed-in user', () => ({}), { example: {} });",
      'const b = brandCall(`PUT ${base}/:id`, "Changes the brand\'s name", () => ({}));',
      "const c = endpoint({ method: 'GET', path: '/v1/x', summary: 'Reads x', auth: 'none' });",
      "const d = t('GET /v1/users/info');",
      'const e = (example) => ({ access: {}, example });',
    ].join('\n');
    expect(withoutSummaries(code)).toBe(
      [
        "const a = call('GET /v1/users/info', '', () => ({}), { example: undefined });",
        "const b = brandCall(`PUT ${base}/:id`, '', () => ({}));",
        "const c = endpoint({ method: 'GET', path: '/v1/x', summary: '', auth: 'none' });",
        "const d = t('GET /v1/users/info');",
        'const e = (example) => ({ access: {}, example: undefined });',
      ].join('\n'),
    );
  });

  it('keeps every endpoint module a module that parses, each of its summaries and examples gone', () => {
    const endpoints = sources(here('../contracts/src/endpoints'));
    const cut = endpoints.map((file) => docCuts(readFileSync(file, 'utf8')).length);
    expect(cut.every((count) => count > 0)).toBe(true);
    const left = endpoints.filter((file) => {
      const trimmed = withoutSummaries(readFileSync(file, 'utf8'));
      expect(() => parseAst(trimmed, { lang: 'ts' })).not.toThrow();
      return docCuts(trimmed).some(([start, end, text]) => trimmed.slice(start, end) !== text);
    });
    expect(left).toEqual([]);
  });
});

describe("the web build's SRP big integers", () => {
  type Big = {
    toString(radix: number): string;
    abs(): Big;
    negate(): Big;
    add(b: Big): Big;
    subtract(b: Big): Big;
    multiply(b: Big): Big;
    mod(m: Big): Big;
    compareTo(b: Big): number;
    equals(b: Big): boolean;
    modPow(e: Big, m: Big, done: (error: unknown, result: Big) => void): void;
  };
  type BigClass = (new (text: string, radix: number) => Big) & { ZERO: Big; ONE: Big };
  const sdk = join(
    dirname(createRequire(import.meta.url).resolve('@aws-amplify/auth')),
    '../esm/providers/cognito/utils/srp/BigInteger/BigInteger.mjs',
  );
  const randomHex = (digits: number) =>
    Array.from({ length: digits }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join(
      '',
    );

  it('answer as the SDK’s own on random values of SRP’s sizes', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'big-integer-'));
    const file = join(folder, 'big-integer.mjs');
    writeFileSync(file, NATIVE_BIG_INTEGER);
    const Native = ((await import(/* @vite-ignore */ file)) as { default: BigClass }).default;
    const Sdk = ((await import(/* @vite-ignore */ sdk)) as { default: BigClass }).default;
    rmSync(folder, { recursive: true, force: true });
    const power = (Class: BigClass, [b, e, m]: string[]) => {
      let out = '';
      new Class(b as string, 16).modPow(
        new Class(e as string, 16),
        new Class(m as string, 16),
        (_, r) => {
          out = r.toString(16);
        },
      );
      return out;
    };
    for (let round = 0; round < 4; round++) {
      // SRP's modulus is a prime, odd as the SDK's Montgomery reduction needs.
      const [a, b, m] = [randomHex(768), `-${randomHex(700)}`, `f${randomHex(766)}1`];
      const e = `1${randomHex(255)}`;
      const both = (read: (Class: BigClass) => unknown) => expect(read(Native)).toEqual(read(Sdk));
      both((C) => new C(a, 16).toString(16));
      both((C) => new C(b, 16).toString(16));
      both((C) => new C(b, 16).abs().toString(16));
      both((C) => new C(a, 16).add(new C(b, 16)).toString(16));
      both((C) => new C(a, 16).subtract(new C(m, 16)).multiply(new C(b, 16)).toString(16));
      both((C) => new C(b, 16).mod(new C(m, 16)).toString(16));
      both((C) => Math.sign(new C(a, 16).compareTo(new C(b, 16))));
      both((C) => new C(a, 16).mod(new C(a, 16)).equals(C.ZERO));
      both((C) => power(C, [b, e, m]));
      both((C) => power(C, [a, e, m]));
    }
  }, 60_000);
});
