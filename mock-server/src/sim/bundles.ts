/**
 * Bug bundles: the world as it was at a mark, and every call made since, in one versioned file a
 * tester hands to a developer. Replaying one restores that world and sends the calls again, each
 * at the simulator time it was first made, and says where an answer now differs.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applyWorldFile } from '../db/world-file.ts';
import { journalBodyText, type Journal } from './journal.ts';

export const BUNDLE_FORMAT = 'harbor-bug-bundle';
/** Raise when a bundle's shape changes: older files are then refused by name, not half-read. */
export const BUNDLE_VERSION = 1;

const CallSchema = z.object({
  seq: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']),
  route: z.string().nullable(),
  url: z.string().startsWith('/'),
  persona: z.string().nullable(),
  status: z.number().int(),
  fault: z.string().nullable(),
  request_body: z.string().nullable(),
  response_body: z.string().nullable(),
  response_digest: z.string().nullable(),
});
const BundleTagSchema = z.object({ format: z.literal(BUNDLE_FORMAT), version: z.number().int() });
const BundleSchema = BundleTagSchema.extend({
  saved_at: z.string(),
  mark: z.string(),
  start: z.record(z.string(), z.unknown()),
  calls: z.array(CallSchema),
});
export type Bundle = z.infer<typeof BundleSchema>;
/** The journal's fields a bundle keeps for each call, in the order the file writes them. */
const CALL_FIELDS = Object.keys(CallSchema.shape) as (keyof Bundle['calls'][number])[];

export class BundleError extends Error {}

export function buildBundle(journal: Journal, mark: string): Bundle {
  const start = journal.startOf(mark);
  if (start === undefined) {
    throw new BundleError(
      `the world at mark "${mark}" is not kept (only the newest marks keep theirs); set a new mark and repeat the steps`,
    );
  }
  const calls = journal.find({ since: mark }).map((entry) => {
    const call = Object.fromEntries(CALL_FIELDS.map((field) => [field, entry[field]]));
    return call as Bundle['calls'][number];
  });
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    saved_at: new Date().toISOString(),
    mark,
    start: JSON.parse(start) as Record<string, unknown>,
    calls,
  };
}

/** Checks a bundle whole before anything is changed; throws BundleError naming what is wrong. */
export function parseBundle(raw: unknown): Bundle {
  const tag = BundleTagSchema.safeParse(raw);
  if (!tag.success)
    throw new BundleError(
      `not a bug bundle (no "format": "${BUNDLE_FORMAT}" with a numeric "version")`,
    );
  if (tag.data.version !== BUNDLE_VERSION) {
    const age = tag.data.version < BUNDLE_VERSION ? 'older' : 'newer';
    throw new BundleError(
      `the bundle is version ${tag.data.version}, ${age} than this server's version ${BUNDLE_VERSION}; save it again from a matching server`,
    );
  }
  const parsed = BundleSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BundleError(
      `damaged: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

export interface FieldDifference {
  field: string;
  was: unknown;
  now: unknown;
}
export interface CallDifference {
  seq: number;
  method: string;
  url: string;
  was_status: number;
  now_status: number;
  fields: FieldDifference[];
}
export interface ReplayReport {
  replayed: number;
  skipped: { seq: number; url: string; why: string }[];
  differences: CallDifference[];
}

/** Identity flows are not replayed: their answers are fresh tokens and sessions by design. */
const IDENTITY = /^\/(cognito|oauth2|\.well-known)/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
/** A replay runs at the recorded simulator time to within a request's latency, not to the millisecond. */
const SAME_TIME_MS = 2000;
const MOST_FIELDS = 20;

function whyNotReplayed(call: Bundle['calls'][number]): string | null {
  if (call.route === null) return 'no route matched it';
  if (IDENTITY.test(call.route)) return 'a sign-in call: its answer is new tokens every time';
  if (call.request_body?.includes('[redacted]'))
    return 'its body held a secret, which the journal does not keep';
  if (call.request_body?.startsWith('(') && call.request_body.endsWith(')'))
    return 'its body was a file, which the journal does not keep';
  if (call.request_body?.endsWith('…')) return 'its body was longer than the journal keeps';
  return null;
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'string' &&
    typeof b === 'string' &&
    ISO_TIME.test(a) &&
    ISO_TIME.test(b) &&
    Math.abs(Date.parse(a) - Date.parse(b)) <= SAME_TIME_MS);

function fieldDifferences(
  was: string | null,
  now: string | null,
  wasDigest: string | null,
): FieldDifference[] {
  const digest =
    now === null ? null : createHash('sha256').update(now).digest('base64url').slice(0, 22);
  if (digest === wasDigest) return [];
  let before: unknown;
  let after: unknown;
  try {
    before = was === null || was.endsWith('…') ? undefined : JSON.parse(was);
    after = now === null ? undefined : JSON.parse(now);
  } catch {
    return [{ field: 'body', was, now }];
  }
  if (before === undefined)
    return [{ field: 'body', was: '(longer than the journal keeps)', now: 'a different body' }];
  const a = flatten(before, '', new Map());
  const b = flatten(after, '', new Map());
  const fields: FieldDifference[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    if (!sameValue(a.get(field), b.get(field)))
      fields.push({ field: field || 'body', was: a.get(field), now: b.get(field) });
  }
  return fields.slice(0, MOST_FIELDS);
}

/** Answers within this long, or counts as no answer (a hang the bundle's faults drew again). */
const ANSWER_WITHIN_MS = 5000;

async function send(
  app: FastifyInstance,
  call: Bundle['calls'][number],
  authorization: string | undefined,
) {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (call.request_body !== null) headers['content-type'] = 'application/json';
  const answer = app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.request_body === null ? {} : { payload: call.request_body }),
  });
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), ANSWER_WITHIN_MS).unref(),
  );
  return Promise.race([answer.catch(() => null), timeout]);
}

/** Restores the bundle's world (or changes nothing when it cannot), then replays its calls. */
export async function replayBundle(app: FastifyInstance, raw: unknown): Promise<ReplayReport> {
  const bundle = parseBundle(raw);
  const loaded = applyWorldFile(app, bundle.start);
  if (!loaded.ok) throw new BundleError(`its world: ${loaded.message}`);
  const tokens = new Map<string, string | undefined>();
  const tokenOf = async (persona: string | null) => {
    if (persona === null) return undefined;
    if (!tokens.has(persona)) {
      const user = app.world.usersByEmail.get(persona);
      tokens.set(
        persona,
        user ? `Bearer ${(await app.identity.issueTokens(user.id)).accessToken}` : undefined,
      );
    }
    return tokens.get(persona);
  };
  const report: ReplayReport = { replayed: 0, skipped: [], differences: [] };
  for (const call of bundle.calls) {
    const why = whyNotReplayed(call);
    if (why) {
      report.skipped.push({ seq: call.seq, url: call.url, why });
      continue;
    }
    app.clock.set(Date.parse(call.at));
    const res = await send(app, call, await tokenOf(call.persona));
    report.replayed += 1;
    const nowStatus = res?.statusCode ?? 0;
    const fields =
      res === null || call.status === 0
        ? []
        : fieldDifferences(call.response_body, journalBodyText(res.body), call.response_digest);
    if (nowStatus !== call.status || fields.length) {
      report.differences.push({
        seq: call.seq,
        method: call.method,
        url: call.url,
        was_status: call.status,
        now_status: nowStatus,
        fields,
      });
    }
  }
  app.sim.faults.releaseHung();
  return report;
}
