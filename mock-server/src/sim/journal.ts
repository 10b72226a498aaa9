/**
 * The request journal: the calls the mock served, newest last, in a ring of fixed size so memory
 * stays flat however long it runs. Testers ask it what the app sent (`pnpm scenario journal`,
 * `pnpm scenario verify`) instead of reading the world; marks let them ask "since when".
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callPattern } from '@ws/scenarios';
import { DEFAULT_JOURNAL_SIZE } from '../config.ts';

export type AppliedFault = 'latency' | 'error' | 'drop' | 'hang';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fault the simulator applied to this request, if any (set by the fault hook). */
    simFault?: AppliedFault;
  }
}

export interface JournalEntry {
  /** Counts every call since the journal was made or cleared; marks name one of these. */
  seq: number;
  /** Simulator clock, ISO. */
  at: string;
  method: string;
  /** The matched route's template (`/v1/brands/:brandId/shifts/publish`); null when none matched. */
  route: string | null;
  path: string;
  /** Path and query as sent: what a replay sends again. */
  url: string;
  /** The signed-in caller's e-mail, for calls that carry a token. */
  persona: string | null;
  /** The brand the call names, in its path or query. */
  brand: string | null;
  /** 0 when the simulator dropped the connection or left the call hanging. */
  status: number;
  latency_ms: number;
  scenario: string;
  fault: AppliedFault | null;
  request_body: string | null;
  response_body: string | null;
  /** The real backend that answered, for a proxied call. */
  proxied_to: string | null;
  /** How the backend's answer broke the contract, if it did. */
  drift: string | null;
  /** A digest of the whole answer as journaled, so a replay can tell a change past the body cap. */
  response_digest: string | null;
}

export interface JournalFilter {
  /** A route template or path glob (`/v1/brands/*\/shifts/publish`), optionally after a method. */
  route?: string;
  method?: string;
  /** An exact status (`503`) or a class (`4xx`). */
  status?: string;
  persona?: string;
  /** Only calls after this mark (a name) or sequence number. */
  since?: string;
  limit?: number;
}

/** Bodies are kept up to this many characters each: enough to read, bounded under load. */
export const BODY_CAP = 4096;
/** Marks whose world is kept for a bundle: each is a whole saved world, so only the newest few. */
const MARKS_WITH_WORLD = 3;

/**
 * A body cut to the cap, as a string of its own: a slice would keep the whole answer alive (V8
 * slices point into their parent), and a thread's answer grows with every message written.
 */
const cap = (text: string | null) =>
  text !== null && text.length > BODY_CAP
    ? `${Buffer.from(text.slice(0, BODY_CAP)).toString()}…`
    : text;

export class Journal {
  private readonly ring: (JournalEntry | undefined)[];
  private next = 0;
  private seq = 0;
  private readonly marks = new Map<string, { seq: number; start: string | undefined }>();

  constructor(readonly capacity: number = DEFAULT_JOURNAL_SIZE) {
    this.ring = new Array<JournalEntry | undefined>(Math.max(capacity, 0));
  }

  get enabled(): boolean {
    return this.capacity > 0;
  }

  record(entry: Omit<JournalEntry, 'seq' | 'response_digest'>): void {
    if (!this.enabled) return;
    this.seq += 1;
    const digest =
      entry.response_body === null
        ? null
        : createHash('sha256').update(entry.response_body).digest('base64url').slice(0, 22);
    this.ring[this.next] = {
      seq: this.seq,
      ...entry,
      request_body: cap(entry.request_body),
      response_body: cap(entry.response_body),
      response_digest: digest,
    };
    this.next = (this.next + 1) % this.capacity;
  }

  /** Oldest first. */
  entries(): JournalEntry[] {
    const older = this.ring.slice(this.next);
    const newer = this.ring.slice(0, this.next);
    return [...older, ...newer].filter((e): e is JournalEntry => e !== undefined);
  }

  /**
   * Names the latest call seen so far; later questions may ask only for what came after it.
   * `start` is the saved world at that moment, kept for a bug bundle's replay (the newest few).
   */
  mark(name: string, start?: string): { name: string; seq: number } {
    this.marks.delete(name);
    this.marks.set(name, { seq: this.seq, start });
    const withStart = [...this.marks.values()].filter((m) => m.start !== undefined);
    for (const old of withStart.slice(0, -MARKS_WITH_WORLD)) old.start = undefined;
    return { name, seq: this.seq };
  }

  markList(): { name: string; seq: number }[] {
    return [...this.marks].map(([name, { seq }]) => ({ name, seq }));
  }

  /** The saved world a mark was set on, while it is still kept. */
  startOf(name: string): string | undefined {
    return this.marks.get(name)?.start;
  }

  /** The latest mark's name, if any. */
  get lastMark(): string | undefined {
    return [...this.marks.keys()].at(-1);
  }

  /** The sequence number `since` stands for; undefined when it names no mark. */
  resolveSince(since: string): number | undefined {
    if (/^\d+$/.test(since)) return Number(since);
    return this.marks.get(since)?.seq;
  }

  find(filter: JournalFilter): JournalEntry[] {
    const after = filter.since === undefined ? 0 : this.resolveSince(filter.since);
    if (after === undefined) throw new UnknownMarkError(filter.since ?? '');
    const route = filter.route === undefined ? undefined : callPattern(filter.route);
    const status = filter.status === undefined ? undefined : statusMatcher(filter.status);
    const method = filter.method?.toUpperCase();
    const persona = filter.persona?.toLowerCase();
    const found = this.entries().filter(
      (e) =>
        e.seq > after &&
        (route === undefined || route(e.method, e.path, e.route)) &&
        (status === undefined || status(e.status)) &&
        (method === undefined || e.method === method) &&
        (persona === undefined || e.persona === persona),
    );
    return filter.limit === undefined ? found : found.slice(-filter.limit);
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.seq = 0;
    this.marks.clear();
  }
}

export class UnknownMarkError extends Error {
  constructor(readonly mark: string) {
    super(`No mark named "${mark}": set one with pnpm scenario mark ${mark}`);
  }
}

function statusMatcher(spec: string): (status: number) => boolean {
  const family = /^([1-5])xx$/i.exec(spec);
  if (family) return (status) => Math.floor(status / 100) === Number(family[1]);
  const exact = Number(spec);
  return (status) => status === exact;
}

const BRAND_KEYS = ['brandId', 'brand_id', 'brand', 'groupId', 'brands_ids', 'brand_ids'];

/** The brand a call names: a path parameter first, then the query. */
export function brandOf(request: FastifyRequest): string | null {
  for (const source of [request.params, request.query] as unknown[]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const key of BRAND_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return null;
}

/** Fields whose values are secrets (passwords, tokens, SRP proofs, sessions): never journaled. */
const SECRET_KEY =
  /pass|token|secret|^answer$|session|^srp|claim|^(code|confirmationcode|usercode|authorization_code)$/i;
const REDACTED = '[redacted]';
/** A quick look for a key that may hold a secret, before a body is parsed to redact it. */
const SECRET_HINT =
  /pass|token|secret|answer|session|srp|claim|"(code|confirmationcode|usercode|authorization_code)"/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redact(inner),
    ]),
  );
}

/** A body as the journal keeps it: JSON with its secrets replaced, anything else described. */
export function journalBodyText(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (Buffer.isBuffer(body)) return `(${body.length} bytes)`;
  if (typeof body !== 'string') return JSON.stringify(redact(body));
  // Most answers name no secret: kept as sent, without parsing them again.
  if (!SECRET_HINT.test(body)) return body;
  try {
    return JSON.stringify(redact(JSON.parse(body)));
  } catch {
    return body.length > BODY_CAP ? `(${body.length} characters of text)` : body;
  }
}

export interface JournalContext {
  now: () => number;
  scenario: () => string;
}

/** The parts of a call known before it is answered; drops and hangs are recorded from here. */
export function entryOf(
  request: FastifyRequest,
  context: JournalContext,
  status: number,
  latencyMs: number,
  responseBody: string | null,
): Omit<JournalEntry, 'seq' | 'response_digest'> {
  return {
    // When it was asked, which a replay sets the clock back to.
    at: new Date(context.now() - latencyMs).toISOString(),
    method: request.method,
    route: request.routeOptions.url ?? null,
    path: request.url.split('?')[0] ?? request.url,
    url: request.url,
    persona: request.caller?.email.toLowerCase() ?? null,
    brand: brandOf(request),
    status,
    latency_ms: Math.round(latencyMs * 10) / 10,
    scenario: context.scenario(),
    fault: request.simFault ?? null,
    request_body: journalBodyText(request.body),
    response_body: responseBody,
    proxied_to: request.proxiedTo ?? null,
    drift: request.drift ?? null,
  };
}

const RESPONSE_TEXT = Symbol('journal response text');
type Noted = FastifyRequest & { [RESPONSE_TEXT]?: string | null };

/** Calls the journal leaves out: the control plane itself, and pages that are no API. */
const unrecorded = (request: FastifyRequest) => {
  const where = request.routeOptions.url ?? request.url;
  return where.startsWith('/__') || where.startsWith('/docs');
};

/**
 * Records every call the mock answers. Callback hooks, and none at all with `--journal 0`, so a
 * load test pays nothing for a journal it turned off.
 */
export function addJournalHooks(
  app: FastifyInstance,
  journal: Journal,
  context: JournalContext,
): void {
  if (!journal.enabled) return;
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!unrecorded(request)) (request as Noted)[RESPONSE_TEXT] = journalBodyText(payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!unrecorded(request)) {
      journal.record(
        entryOf(
          request,
          context,
          reply.statusCode,
          reply.elapsedTime,
          (request as Noted)[RESPONSE_TEXT] ?? null,
        ),
      );
    }
    done();
  });
}
