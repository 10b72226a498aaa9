import { describe, expect, it } from 'vitest';
import { readForm } from '../src/plugins/multipart-form.ts';
import { MULTIPART_LIMITS } from '../src/plugins/validation.ts';

/** Issue 14: multipart bodies are read whole and parsed by busboy in one pass; issue 18's limits stay. */
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

describe('readForm (issue 14)', () => {
  it('gives fields and files in order, with the bytes of each file', async () => {
    const parts = await readForm(headers, form([
      { name: 'body', value: 'hello' },
      { name: 'files', value: '%PDF-1.4 x', filename: 'C:\\docs\\cv.pdf', type: 'application/pdf' },
      { name: 'body', value: 'again' },
    ]), MULTIPART_LIMITS);
    expect(parts.map((part) => part.kind)).toEqual(['field', 'file', 'field']);
    expect(parts[0]).toEqual({ kind: 'field', name: 'body', value: 'hello' });
    expect(parts[1]).toMatchObject({ kind: 'file', name: 'files', mimetype: 'application/pdf' });
    expect(parts[1]?.kind === 'file' && parts[1].bytes.toString()).toBe('%PDF-1.4 x');
  });

  it('an empty body is an empty form', async () => {
    expect(await readForm(headers, Buffer.alloc(0), MULTIPART_LIMITS)).toEqual([]);
  });

  it('past a limit: 413 with the code the error handler names the body by', async () => {
    const limits = { ...MULTIPART_LIMITS, fileSize: 4, files: 1, fields: 1, parts: 3 };
    await expect(readForm(headers, form([{ name: 'f', value: 'too long', filename: 'a.txt' }]), limits)).rejects.toMatchObject({ statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });
    const twoFiles = form([{ name: 'f', value: 'a', filename: 'a.txt' }, { name: 'g', value: 'b', filename: 'b.txt' }]);
    await expect(readForm(headers, twoFiles, limits)).rejects.toMatchObject({ statusCode: 413, code: 'FST_FILES_LIMIT' });
    await expect(readForm(headers, form([{ name: 'a', value: '1' }, { name: 'b', value: '2' }]), limits)).rejects.toMatchObject({ statusCode: 413, code: 'FST_FIELDS_LIMIT' });
    const fourParts = form(['a', 'b', 'c', 'd'].map((name) => ({ name, value: 'x', filename: `${name}.txt` })));
    await expect(readForm(headers, fourParts, { ...limits, files: 10 })).rejects.toMatchObject({ statusCode: 413, code: 'FST_PARTS_LIMIT' });
  });

  it('a name reaching for the prototype, or a body cut short, is refused without a status (answered 400)', async () => {
    const proto = readForm(headers, form([{ name: 'constructor', value: 'x' }]), MULTIPART_LIMITS);
    await expect(proto).rejects.toThrow(/prototype/);
    await expect(proto).rejects.not.toHaveProperty('statusCode');
    const whole = form([{ name: 'files', value: 'abcdefgh', filename: 'a.txt' }]);
    await expect(readForm(headers, whole.subarray(0, whole.length - 20), MULTIPART_LIMITS)).rejects.toThrow(/unexpected end/i);
  });
});
