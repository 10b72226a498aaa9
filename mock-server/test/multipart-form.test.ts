import { describe, expect, it } from 'vitest';
import { readForm } from '../src/plugins/multipart-form.ts';
import { MULTIPART_LIMITS } from '../src/routes/parse-input.ts';

/** Multipart bodies are read whole and parsed in one synchronous pass; the limits stay. */
const BOUNDARY = 'form-boundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

type Part = { name: string; value: string; filename?: string; type?: string };
const form = (parts: Part[]) =>
  Buffer.from(
    parts
      .map(({ name, value, filename, type }) => {
        const disposition = `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
        return `--${BOUNDARY}\r\n${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`;
      })
      .join('') + `--${BOUNDARY}--\r\n`,
  );

/** What `run` throws; fails the test when it throws nothing. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('readForm', () => {
  it('gives fields and files in order, with the bytes of each file', () => {
    const parts = readForm(
      headers,
      form([
        { name: 'body', value: 'hello' },
        {
          name: 'files',
          value: '%PDF-1.4 x',
          filename: 'C:\\docs\\cv.pdf',
          type: 'application/pdf',
        },
        { name: 'body', value: 'again' },
      ]),
      MULTIPART_LIMITS,
    );
    expect(parts.map((part) => part.kind)).toEqual(['field', 'file', 'field']);
    expect(parts[0]).toEqual({ kind: 'field', name: 'body', value: 'hello' });
    expect(parts[1]).toMatchObject({ kind: 'file', name: 'files', mimetype: 'application/pdf' });
    expect(parts[1]?.kind === 'file' && parts[1].bytes.toString()).toBe('%PDF-1.4 x');
  });

  it('a part is a file when it names a file, whatever its type; a file without a type is text/plain', () => {
    const parts = readForm(
      headers,
      form([
        { name: 'blob', value: 'x', type: 'application/octet-stream' },
        { name: 'files', value: 'y', filename: 'a.txt' },
      ]),
      MULTIPART_LIMITS,
    );
    expect(parts).toMatchObject([
      { kind: 'field', name: 'blob', value: 'x' },
      { kind: 'file', name: 'files', mimetype: 'text/plain' },
    ]);
  });

  it('a part that is not form data is skipped; a quoted name is read as written', () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: attachment; name="skipped"\r\n\r\nx\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.txt"; name="a\\b"\r\n\r\ny\r\n--${BOUNDARY}--\r\n`,
    );
    expect(readForm(headers, body, MULTIPART_LIMITS)).toMatchObject([
      { kind: 'file', name: 'a\\b', filename: 'a.txt' },
    ]);
  });

  it('a field longer than its limit is cut to it, as busboy cut it', () => {
    expect(
      readForm(headers, form([{ name: 'body', value: 'abcdef' }]), {
        ...MULTIPART_LIMITS,
        fieldSize: 4,
      }),
    ).toEqual([{ kind: 'field', name: 'body', value: 'abcd' }]);
  });

  it('an empty body is an empty form', () => {
    expect(readForm(headers, Buffer.alloc(0), MULTIPART_LIMITS)).toEqual([]);
  });

  it('past a limit: 413 with the code the error handler names the body by', () => {
    const limits = { ...MULTIPART_LIMITS, fileSize: 4, files: 1, fields: 1, parts: 3 };
    expect(
      thrownBy(() =>
        readForm(headers, form([{ name: 'f', value: 'too long', filename: 'a.txt' }]), limits),
      ),
    ).toMatchObject({ statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });
    const twoFiles = form([
      { name: 'f', value: 'a', filename: 'a.txt' },
      { name: 'g', value: 'b', filename: 'b.txt' },
    ]);
    expect(thrownBy(() => readForm(headers, twoFiles, limits))).toMatchObject({
      statusCode: 413,
      code: 'FST_FILES_LIMIT',
    });
    expect(
      thrownBy(() =>
        readForm(
          headers,
          form([
            { name: 'a', value: '1' },
            { name: 'b', value: '2' },
          ]),
          limits,
        ),
      ),
    ).toMatchObject({ statusCode: 413, code: 'FST_FIELDS_LIMIT' });
    const fourParts = form(
      ['a', 'b', 'c', 'd'].map((name) => ({ name, value: 'x', filename: `${name}.txt` })),
    );
    expect(thrownBy(() => readForm(headers, fourParts, { ...limits, files: 10 }))).toMatchObject({
      statusCode: 413,
      code: 'FST_PARTS_LIMIT',
    });
  });

  it('a name reaching for the prototype, a body cut short, or no boundary is refused without a status (answered 400)', () => {
    const proto = thrownBy(() =>
      readForm(headers, form([{ name: 'constructor', value: 'x' }]), MULTIPART_LIMITS),
    );
    expect(String(proto)).toMatch(/prototype/);
    expect(proto).not.toHaveProperty('statusCode');
    const whole = form([{ name: 'files', value: 'abcdefgh', filename: 'a.txt' }]);
    const cut = thrownBy(() =>
      readForm(headers, whole.subarray(0, whole.length - 20), MULTIPART_LIMITS),
    );
    expect(String(cut)).toMatch(/not finished/i);
    expect(cut).not.toHaveProperty('statusCode');
    expect(
      String(
        thrownBy(() =>
          readForm({ 'content-type': 'multipart/form-data' }, whole, MULTIPART_LIMITS),
        ),
      ),
    ).toMatch(/boundary/i);
  });
});
