import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiResponseError } from './api-client';
import { API_ERROR_SENTENCES, apiErrorText, normaliseField, readApiError } from './api-error';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
const MOCK_SRC = new URL('../../../mock-server/src/', import.meta.url).pathname;
const LOCALES = new URL('../../locales/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // docs/ describes the API for readers; it answers nothing.
    if (statSync(path).isDirectory()) return name === 'docs' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A 400 of the request's checks as the mock answers it: `field: why`. */
const invalid = (field: string, why: string) =>
  new ApiResponseError(400, {
    status_code: 400,
    error: 'VALIDATION_ERROR',
    message: `${field}: ${why}`,
    field,
  });

interface Failure {
  status: number;
  code: string;
  field?: string;
  /** Where in the mock it is answered. */
  from: string;
}

/**
 * Every error the mock can answer, read from its source: `fail(status, CODE, …, field)`, the
 * reset flow's `resetFailure(CODE, …, field)`, `problem(field, …)` (answered as VALIDATION_ERROR),
 * literal `{ status_code, error: CODE, field }` answers and the framework's status names.
 */
function mockFailures(): Failure[] {
  const found: Failure[] = [];
  // A field built from a list position (`body.answers.${i}.answer`) is read with position 0.
  const fieldOf = (raw: string | undefined) => {
    const field = raw?.replace(/\$\{\w+\}/g, '0');
    return field && !field.includes('${') ? field : undefined;
  };
  for (const file of sourceFiles(MOCK_SRC)) {
    const text = readFileSync(file, 'utf8');
    const from = file.slice(MOCK_SRC.length);
    for (const m of text.matchAll(
      /fail\(\s*(\d{3}),\s*'([A-Z_]+)',[^\n]*?(?:,\s*[`'"]([^`'"]+)[`'"])?\s*\)/g,
    )) {
      found.push({ status: Number(m[1]), code: m[2]!, field: fieldOf(m[3]), from });
    }
    for (const m of text.matchAll(
      /resetFailure\(\s*'([A-Z_]+)',[^\n]*?(?:,\s*'([^']+)')?(?:,\s*\w+)*\)/g,
    )) {
      found.push({ status: 400, code: m[1]!, field: fieldOf(m[2]), from });
    }
    for (const m of text.matchAll(/problem\(\s*[`'"]([^`'"]+)[`'"]/g)) {
      found.push({ status: 400, code: 'VALIDATION_ERROR', field: fieldOf(m[1]), from });
    }
    for (const m of text.matchAll(
      /status_code: (\d{3}),\s*error: '([A-Z_]+)'(?:,[^\n]*?field: [`'"]([^`'"]+)[`'"])?/g,
    )) {
      found.push({ status: Number(m[1]), code: m[2]!, field: fieldOf(m[3]), from });
    }
    // Shifts blame an overlap on the field the call changed (checkShift's last argument).
    for (const m of text.matchAll(/checkShift\([^)]*'([^']+)'\)|\? '(body\.\w+)' :/g)) {
      found.push({ status: 400, code: 'VALIDATION_ERROR', field: fieldOf(m[1] ?? m[2]), from });
    }
    for (const m of text.matchAll(/^\s+(\d{3}): '([A-Z_]+)',$/gm))
      found.push({ status: Number(m[1]), code: m[2]!, from });
    for (const m of text.matchAll(/error: '([A-Z][A-Z_]{2,})'/g)) {
      if (!found.some((f) => f.code === m[1])) found.push({ status: 400, code: m[1]!, from });
    }
  }
  return found;
}

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        { common: JSON.parse(readFileSync(join(LOCALES, lang, 'common.json'), 'utf8')) as object },
      ]),
    ),
  });
  return instance;
})();

/** What no sentence a person reads may hold: a request path, an upper-case code, or an internal id. */
const FORBIDDEN = [
  /\b(body|query|params|headers)\./,
  /\b[A-Z]{2,}(_[A-Z]+)+\b/,
  /\b[A-Z]{4,}\b/,
  /\b[a-z]+-[A-Z]{2,}-\d/,
  /\b(CH|GP|PA|e|u|shift|app|msg)-[\w-]*\d/,
];

const failures = mockFailures();
const codes = [...new Set(failures.map((f) => f.code))].sort();

describe('API errors in words', () => {
  it('reads the mock’s source: its codes and the fields they name', () => {
    expect(codes.length).toBeGreaterThan(25);
    expect(codes).toEqual(
      expect.arrayContaining([
        'VALIDATION_ERROR',
        'NOT_FOUND',
        'FORBIDDEN',
        'WEAK_PASSWORD',
        'SIMULATED_FAULT',
      ]),
    );
    expect(failures.filter((f) => f.code === 'VALIDATION_ERROR').map((f) => f.field)).toEqual(
      expect.arrayContaining(['body.user_id', 'body.start', 'body.end']),
    );
  });

  it('every sentence exists in all 8 languages', () => {
    for (const lang of LANGUAGES) {
      for (const sentence of API_ERROR_SENTENCES) {
        expect(
          t.exists(`common:apiError.${sentence}`, { lng: lang }),
          `${lang} apiError.${sentence}`,
        ).toBe(true);
      }
    }
  });

  describe.each(LANGUAGES)('%s', (lang) => {
    const tr = t.getFixedT(lang);
    it.each(
      failures.map(
        (f) => [`${f.status} ${f.code}${f.field ? ` ${f.field}` : ''} (${f.from})`, f] as const,
      ),
    )('the mock’s %s reads as a sentence with no path, code or id', (_name, failure) => {
      const raw = `${failure.field ?? 'body'}: e-CH-1-1-1-7 is not valid for CH-1-1-1`;
      const error = new ApiResponseError(failure.status, {
        status_code: failure.status,
        error: failure.code,
        message: raw,
        field: failure.field,
      });
      const words = apiErrorText(tr, error);
      expect(words).not.toContain(raw);
      expect(words.length).toBeGreaterThan(10);
      expect(words).toMatch(/[.!?。]$/);
      for (const shape of FORBIDDEN)
        expect(words, `${failure.code} ${failure.field ?? ''}: ${words}`).not.toMatch(shape);
    });
  });

  it('the errors a person can meet in the app get a sentence of their own, not the generic one', () => {
    const devOnly = /^sim\/|^pact\//;
    // A request the app itself built wrong: nothing the person can change, so the generic sentence.
    const appFaults = new Set(['BAD_REQUEST', 'METHOD_NOT_ALLOWED', 'NOT_ACCEPTABLE']);
    for (const f of failures.filter((x) => !devOnly.test(x.from) && !appFaults.has(x.code))) {
      const reading = readApiError(
        new ApiResponseError(f.status, {
          status_code: f.status,
          error: f.code,
          message: 'x',
          field: f.field,
        }),
      );
      expect(reading.sentence, `${f.code} ${f.field ?? ''} in ${f.from}`).not.toBe('generic');
    }
  });

  it('[R8] the two schedule refusals say what happened and what to do next', () => {
    const en = t.getFixedT('en');
    const notSchedulable = invalid(
      'body.user_id',
      'e-CH-1-1-1-7 is not a schedulable employee of CH-1-1-1',
    );
    expect(readApiError(notSchedulable)).toEqual({ sentence: 'notSchedulable', field: 'user_id' });
    expect(apiErrorText(en, notSchedulable)).toMatch(/can’t take this shift|can't take this shift/);
    const overlap = invalid('body.start', 'overlaps shift-CH-1-1-1-20 of the same person');
    expect(readApiError(overlap)).toEqual({ sentence: 'overlap', field: 'start' });
    expect(apiErrorText(en, overlap)).toBe(
      'This person already works at that time. Choose another time, or change their other shift first.',
    );
  });

  it('a sign-up username refused for its length asks for a username, not an e-mail address', () => {
    const tooLong = invalid('body.username', 'String must contain at most 40 character(s)');
    expect(readApiError(tooLong)).toEqual({ sentence: 'username', field: 'username' });
    expect(apiErrorText(t.getFixedT('en'), tooLong)).toBe(
      'Choose a username of 1 to 40 characters.',
    );
  });

  it('words what is not an API answer: no answer at all, a flow’s own payload, a bug', () => {
    expect(readApiError(new TypeError('Failed to fetch')).sentence).toBe('network');
    expect(
      readApiError({ code: 'PASSWORDS_DO_NOT_MATCH', message: 'The passwords do not match.' })
        .sentence,
    ).toBe('passwordsDiffer');
    expect(readApiError(new Error('x is undefined')).sentence).toBe('generic');
    expect(readApiError(new ApiResponseError(418, 'teapot')).sentence).toBe('generic');
    expect(readApiError(new ApiResponseError(502, undefined)).sentence).toBe('unavailable');
    expect(
      readApiError(new ApiResponseError(400, { error: 'SOMETHING_NEW', field: 'body.x' })).sentence,
    ).toBe('checkForm');
  });

  it('names the field at fault without where it sat in the request', () => {
    expect(normaliseField('body.answers.0.question_id')).toBe('answers.question_id');
    expect(normaliseField('params.shiftId')).toBe('shiftId');
    expect(normaliseField('body')).toBeUndefined();
    expect(normaliseField(undefined)).toBeUndefined();
  });
});
