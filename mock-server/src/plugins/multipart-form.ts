import type { IncomingHttpHeaders } from 'node:http';
import { Busboy } from '@fastify/busboy';

/**
 * A multipart/form-data body, read whole by Fastify (bounded by the route's body limit), parsed by
 * busboy in one pass (issue 14: @fastify/multipart streams the request through busboy with a
 * plugin's per-request hooks and an async iterator, a third of a sent message's cost). The parts,
 * limits and errors are what @fastify/multipart gave the handlers: the same busboy rules decide
 * what is a file, and its 413 codes and messages are kept.
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

const tooLarge = (code: string, message: string) => Object.assign(new Error(message), { statusCode: 413, code });

const LIMIT_ERRORS = {
  partsLimit: () => tooLarge('FST_PARTS_LIMIT', 'reach parts limit'),
  filesLimit: () => tooLarge('FST_FILES_LIMIT', 'reach files limit'),
  fieldsLimit: () => tooLarge('FST_FIELDS_LIMIT', 'reach fields limit'),
} as const;

/** A name such as `__proto__` or `constructor` is refused, as @fastify/multipart refuses it. */
const reachesPrototype = (name: string) => name in Object.prototype;

/**
 * Every part of the body in order. Rejects with a 413 error past a limit, or a plain error (the
 * caller answers 400 naming the body) for a body busboy cannot read.
 */
export function readForm(headers: IncomingHttpHeaders, body: Buffer, limits: FormLimits): Promise<FormPart[]> {
  // An empty body is an empty form, as @fastify/multipart reads it.
  if (body.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const parts: FormPart[] = [];
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    const form = new Busboy({ headers: headers as IncomingHttpHeaders & { 'content-type': string }, limits });
    form.on('field', (name: string, value: string) => {
      if (reachesPrototype(name)) fail(new Error('prototype property is not allowed as field name'));
      else parts.push({ kind: 'field', name, value });
    });
    form.on('file', (name: string, stream: NodeJS.ReadableStream, filename: string, _encoding: string, mimetype: string) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge('FST_REQ_FILE_TOO_LARGE', 'request file too large')));
      // A part cut short (a truncated body) fails on its own stream, not on the form.
      stream.on('error', (error: Error) => fail(error));
      if (reachesPrototype(name)) return fail(new Error('prototype property is not allowed as field name'));
      const part: FormPart = { kind: 'file', name, filename, mimetype, bytes: Buffer.alloc(0) };
      parts.push(part);
      stream.on('end', () => (part.bytes = Buffer.concat(chunks)));
    });
    for (const [event, error] of Object.entries(LIMIT_ERRORS)) form.on(event, () => fail(error()));
    form.on('error', (error: Error) => fail(error));
    form.on('finish', () => {
      if (!failed) resolve(parts);
    });
    form.end(body);
  });
}
