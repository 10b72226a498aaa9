import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
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
