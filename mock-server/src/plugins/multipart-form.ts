import type { IncomingHttpHeaders } from 'node:http';
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  type MultipartPart,
  parseMultipart,
} from '@remix-run/multipart-parser';
import { plainFormParts, type RawPart } from './plain-form.ts';

/**
 * A multipart/form-data body, read whole by Fastify (bounded by the route's body limit) and parsed
 * in one synchronous pass by @remix-run/multipart-parser, which reads a buffer without streams or
 * events: half busboy's cost on a sent message. The parts, limits and errors are what
 * @fastify/multipart gave the handlers: a part with a filename is a file, a field longer than its
 * limit is cut to it, and past a count limit the call answers 413 with that plugin's codes.
 */
export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; mimetype: string; bytes: Buffer };

export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

const tooLarge = (code: string, message: string) =>
  Object.assign(new Error(message), { statusCode: 413, code });

/** A name such as `__proto__` or `constructor` is refused, as @fastify/multipart refuses it. */
const reachesPrototype = (name: string) => name in Object.prototype;

/**
 * A browser writes a part's name and file name as they are, backslashes included: HTML's form
 * encoding escapes only quotes and line breaks. So a quoted name is read as written, not as an
 * escaped quoted-string, which would turn C:\docs\cv.pdf into C:docscv.pdf; reading it so is
 * also a tenth of the parser's cost per part. An RFC 5987 name (`filename*`), or a name
 * that is not quoted, is left to the parser.
 */
const FORM_DATA = /^\s*form-data\s*(;|$)/i;
const QUOTED_NAME = /;\s*name="([^"]*)"/i;
const QUOTED_FILENAME = /;\s*filename="([^"]*)"/i;
function namesOf(part: MultipartPart): { name: string | undefined; filename: string | undefined } {
  const disposition = part.headers['content-disposition'] ?? '';
  // A part that is not a form field (no disposition, or another kind) names none.
  if (!FORM_DATA.test(disposition)) return { name: undefined, filename: undefined };
  const name = QUOTED_NAME.exec(disposition)?.[1] ?? part.name;
  if (!/filename/i.test(disposition)) return { name, filename: undefined };
  if (/filename\*=/i.test(disposition)) return { name, filename: part.filename };
  return { name, filename: QUOTED_FILENAME.exec(disposition)?.[1] ?? part.filename };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** The general parser's parts that name a form field, one at a time, so its errors come in order. */
export function* generalParts(
  body: Buffer,
  boundary: string,
  limits: FormLimits,
): Generator<RawPart> {
  // A part may be a file of up to fileSize bytes; fields are cut to fieldSize by the reader.
  const options = {
    boundary,
    maxFileSize: limits.fileSize,
    maxParts: limits.parts,
    maxTotalSize: body.length,
  };
  for (const part of parseMultipart(body, options)) {
    const { name, filename } = namesOf(part);
    // A part that names no form field is skipped, as busboy skips it.
    if (name === undefined) continue;
    yield { name, filename, mediaType: part.mediaType, bytes: asBuffer(part.bytes) };
  }
}

/**
 * Every part of the body in order. Throws a 413 error past a limit, or a plain error (the caller
 * answers 400 naming the body) for a body that is not a whole multipart form.
 */
export function readForm(
  headers: IncomingHttpHeaders,
  body: Buffer,
  limits: FormLimits,
): FormPart[] {
  // An empty body is an empty form, as @fastify/multipart reads it.
  if (body.length === 0) return [];
  const boundary = getMultipartBoundary(headers['content-type'] ?? '');
  if (!boundary) throw new Error('Multipart: Boundary not found');
  const parts: FormPart[] = [];
  let files = 0;
  let fields = 0;
  try {
    for (const part of plainFormParts(body, boundary, limits) ??
      generalParts(body, boundary, limits)) {
      const { name, filename, bytes } = part;
      if (reachesPrototype(name))
        throw new Error('prototype property is not allowed as field name');
      if (filename !== undefined) {
        if (++files > limits.files) throw tooLarge('FST_FILES_LIMIT', 'reach files limit');
        parts.push({
          kind: 'file',
          name,
          filename,
          mimetype: (part.mediaType ?? 'text/plain').toLowerCase(),
          bytes,
        });
        continue;
      }
      if (++fields > limits.fields) throw tooLarge('FST_FIELDS_LIMIT', 'reach fields limit');
      parts.push({
        kind: 'field',
        name,
        value: (bytes.length > limits.fieldSize
          ? bytes.subarray(0, limits.fieldSize)
          : bytes
        ).toString('utf8'),
      });
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError)
      throw tooLarge('FST_REQ_FILE_TOO_LARGE', 'request file too large');
    if (error instanceof MaxPartsExceededError)
      throw tooLarge('FST_PARTS_LIMIT', 'reach parts limit');
    // Any other error (a body cut short, a missing boundary) has no status: the caller answers 400.
    throw error;
  }
  return parts;
}
