import type { AnyEndpoint } from '@ws/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseDeclaredType } from '../db/file-signature.ts';
import { readForm } from '../plugins/multipart-form.ts';
import { quickReader, type QuickReader } from './quick-input.ts';

export type InputError = {
  status_code: 400 | 415;
  error: 'VALIDATION_ERROR' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
  field: string;
};

export type ParsedInput = {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The bytes of each multipart file field, in order, for handlers that keep the file. */
  files: Record<string, Buffer[]>;
};

export type Parsed = { ok: true; value: ParsedInput } | { ok: false; error: InputError };

/** Names the first field at fault, e.g. "body.email: Invalid email address". */
function describe(where: string, issues: z.core.$ZodIssue[]) {
  const first = issues[0];
  // An unexpected key is named itself, not the object that holds it.
  const extra = first?.code === 'unrecognized_keys' ? first.keys.slice(0, 1) : [];
  const field = [where, ...(first?.path ?? []).map(String), ...extra].join('.');
  return { field, message: `${field}: ${first?.message ?? 'invalid'}` };
}

/** A client's file name reduced to a safe base name: no directories, no traversal, no control characters. */
export function sanitiseFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/[^\w.\- ()]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120);
  return clean || 'file';
}

/**
 * Reads a multipart request into a plain object zod can validate: fields as strings, files as
 * `{filename, mimetype, size}`; a repeated name becomes a list. Too-large files and too many parts
 * throw 413 errors, which the error handler answers.
 */
function readMultipart(request: FastifyRequest): {
  body: Record<string, unknown>;
  files: Record<string, Buffer[]>;
  refused?: InputError;
} {
  // Own properties in the order the form names them; readForm refuses a name such as __proto__,
  // so every name here is a plain key.
  const body: Record<string, unknown> = {};
  let repeated: Set<string> | undefined;
  const files: Record<string, Buffer[]> = {};
  let refused: InputError | undefined;
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  for (const part of readForm(request.headers, raw, MULTIPART_LIMITS)) {
    let value: unknown;
    if (part.kind === 'file') {
      // The declared type must agree with the bytes; HTML and SVG are never taken.
      const refusal = refused ? null : refuseDeclaredType(part.mimetype, part.bytes);
      if (refusal) {
        const field = `body.${part.name}`;
        refused = {
          status_code: 400,
          error: 'VALIDATION_ERROR',
          message: `${field}: ${refusal}`,
          field,
        };
      }
      value = {
        filename: sanitiseFilename(part.filename),
        mimetype: part.mimetype,
        size: part.bytes.length,
      };
      (files[part.name] ??= []).push(part.bytes);
    } else {
      value = part.value;
    }
    // A name sent once is its value; sent again, the list of its values in order.
    if (!Object.hasOwn(body, part.name)) body[part.name] = value;
    else if (repeated?.has(part.name)) (body[part.name] as unknown[]).push(value);
    else {
      body[part.name] = [body[part.name], value];
      (repeated ??= new Set()).add(part.name);
    }
  }
  return { body, files, ...(refused ? { refused } : {}) };
}

type Body =
  | { ok: true; body: unknown; files: Record<string, Buffer[]>; refused?: InputError }
  | { ok: false; error: InputError };

const unsupported = (message: string): Body => ({
  ok: false,
  error: {
    status_code: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message,
    field: 'headers.content-type',
  },
});

const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(;|$)/i;

/** Whether the request says its body is multipart, whichever call it is sent to. */
const isMultipart = (request: FastifyRequest) =>
  MULTIPART_TYPE.test(request.headers['content-type'] ?? '');

function readMultipartBody(request: FastifyRequest): Body {
  try {
    return { ok: true as const, ...readMultipart(request) };
  } catch (error) {
    // Limits (413) keep their status; anything else the parser trips on is a malformed body.
    if (
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      error.statusCode === 413
    )
      throw error;
    const message = `Malformed multipart body: ${error instanceof Error ? error.message : 'unreadable'}`;
    return {
      ok: false,
      error: { status_code: 400, error: 'VALIDATION_ERROR', message, field: 'body' },
    };
  }
}

/** The body as the entry's bodyKind expects it, or a 415 when the request sent another kind. */
function readBody(entry: AnyEndpoint, request: FastifyRequest): Body {
  const multipart = isMultipart(request);
  if (entry.bodyKind === 'multipart')
    return multipart ? readMultipartBody(request) : unsupported('Expected multipart/form-data');
  // Some clients send an empty text body with a POST that has none: that is no body at all.
  if (request.body === '') request.body = undefined;
  if (entry.bodyKind === 'json' && (multipart || request.body !== undefined)) {
    const type = request.headers['content-type'] ?? '';
    if (multipart || !/^application\/([\w.+-]+\+)?json\b/i.test(type))
      return unsupported('Expected application/json');
  }
  return { ok: true as const, body: request.body, files: {} };
}

type Place = 'params' | 'query' | 'body';
/** The quick readers of each place, where its schema allows one. */
type QuickReaders = Record<Place, QuickReader | undefined>;
const PLACES: readonly Place[] = ['params', 'query', 'body'];
/** What a request that sends nothing in a place holds there. */
const NOTHING_SENT = { params: {}, query: {}, body: undefined } as const;

/** Whether a request sent nothing in a place: no body at all, or params and query without a key. */
const isNothing = (where: Place, value: unknown) => {
  if (where === 'body') return value === undefined;
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
};

/**
 * The places where a request that sends nothing is answered without its schema: those whose
 * schema takes nothing and fills nothing in (no default), read once at start. Most calls send
 * nothing in two places of three, and a schema run on nothing cost as much as the call's own
 * work in the mock's profile.
 */
function placesTakingNothing(entry: AnyEndpoint): Set<Place> {
  const places = new Set<Place>();
  for (const where of PLACES) {
    const parsed = entry[where].safeParse(NOTHING_SENT[where]);
    if (parsed.success && isNothing(where, parsed.data)) places.add(where);
  }
  return places;
}

/** What the request sent in a place: its params, its query, or the body as read. */
function sentIn(where: Place, request: FastifyRequest, body: unknown): unknown {
  if (where === 'body') return body;
  return (where === 'params' ? request.params : request.query) ?? {};
}

function validate(
  entry: AnyEndpoint,
  request: FastifyRequest,
  read: Body,
  takesNothing: Set<Place>,
  quickReaders: QuickReaders,
): Parsed {
  if (!read.ok) return read;
  // Filled in place by place; one object per request, handed to the handler as it is.
  const value: ParsedInput = { params: {}, query: {}, body: undefined, files: read.files };
  for (const where of PLACES) {
    const sent = sentIn(where, request, read.body);
    if (takesNothing.has(where) && isNothing(where, sent)) {
      // A fresh empty value, as the schema would give: a handler may fill it in.
      value[where] = where === 'body' ? undefined : {};
      continue;
    }
    const quick = quickReaders[where]?.(sent);
    if (quick !== undefined) {
      value[where] = quick;
      continue;
    }
    const result = entry[where].safeParse(sent);
    if (!result.success) {
      const { field, message } = describe(where, result.error.issues);
      return { ok: false, error: { status_code: 400, error: 'VALIDATION_ERROR', message, field } };
    }
    value[where] = result.data;
  }
  // After the schemas, so a wrong declared type is named as before; the bytes are checked last.
  if (read.refused) return { ok: false, error: read.refused };
  return { ok: true, value };
}

/**
 * The reader of an entry's params, query and body, checked against the entry, without a promise:
 * every body has been read whole by then, a multipart one included.
 */
export function inputParser(entry: AnyEndpoint): (request: FastifyRequest) => Parsed {
  const takesNothing = placesTakingNothing(entry);
  const quickReaders: QuickReaders = {
    params: quickReader(entry.params),
    query: quickReader(entry.query),
    body: quickReader(entry.body),
  };
  return (request) =>
    validate(entry, request, readBody(entry, request), takesNothing, quickReaders);
}

/** Multipart calls (profile photo, message files): beyond these the call answers 413. */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 10,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 30,
};
/** A whole multipart request (a message with several files) is bounded too: its body limit, refused from the declared length before a byte of the body is read. */
export const MULTIPART_MAX_REQUEST_BYTES = 32 * 1024 * 1024;
