import type { FaultRule, FaultSettings } from '@ws/scenarios';
import { patternToRegExp } from '@ws/scenarios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { brandOf, entryOf, type Journal, type JournalContext } from './journal.ts';
import type { Rng } from './random.ts';
import { createRng } from './random.ts';

export type FaultOutcome = 'error' | 'drop' | 'hang' | 'pass';
export interface FaultTarget {
  persona?: string | null;
  brand?: string | null;
}
export interface FaultDecision {
  delayMs: number;
  outcome: FaultOutcome;
}

/** Bounds the streak table under a load of distinct failing paths (a path past it is never capped). */
const MAX_TRACKED_PATHS = 10_000;

interface CompiledRule {
  rule: FaultRule;
  match: RegExp;
}

/**
 * Decides, per API request, how long it waits and whether it fails. Every draw comes from one
 * seeded PRNG that restarts whenever the rules change, so the same rules and the same sequence of
 * requests give the same faults on every run.
 */
export class FaultEngine {
  private rules: CompiledRule[] = [];
  private rng: Rng;
  private readonly hung = new Set<FastifyReply>();
  /** Faults in a row per path, for rules with max_streak; a path leaves it when a request passes. */
  private readonly streaks = new Map<string, number>();

  constructor(private seed: number) {
    this.rng = createRng(seed);
  }

  settings(): FaultSettings {
    return { seed: this.seed, rules: this.rules.map((r) => r.rule) };
  }

  /** Replaces the rules (and the seed when given) and restarts the PRNG; hung requests are let go. */
  set(rules: readonly FaultRule[], seed: number = this.seed): void {
    this.seed = seed;
    this.rules = rules.map((rule) => ({ rule, match: patternToRegExp(rule.pattern) }));
    this.rng = createRng(seed);
    this.streaks.clear();
    this.releaseHung();
  }

  /** Whether any rule is set: without one the hook costs a single check. */
  get active(): boolean {
    return this.rules.length > 0;
  }

  add(rule: FaultRule): void {
    this.set([...this.rules.map((r) => r.rule), rule]);
  }

  /** Whether a rule aims at one persona or brand: only then does a request's caller need looking up. */
  get targeted(): boolean {
    return this.rules.some(({ rule }) => rule.persona !== undefined || rule.brand !== undefined);
  }

  /**
   * `route` is the route's template (`/v1/brands/:brandId/rum_settings`); a pattern may name either.
   * `target` is who calls and which brand the call names, for rules aimed at one of them.
   */
  decide(path: string, route?: string, target: FaultTarget = {}): FaultDecision {
    let delayMs = 0;
    let outcome: FaultOutcome = 'pass';
    const streak = this.streaks.get(path) ?? 0;
    for (const { rule, match } of this.rules) {
      if (!match.test(path) && !(route !== undefined && match.test(route))) continue;
      if (rule.persona !== undefined && rule.persona !== target.persona) continue;
      if (rule.brand !== undefined && rule.brand !== target.brand) continue;
      if (rule.kind === 'latency') {
        delayMs += this.rng.int(rule.min_ms, rule.max_ms);
      } else if (
        this.rng.next() < rule.share &&
        outcome === 'pass' &&
        !(rule.max_streak !== undefined && streak >= rule.max_streak)
      ) {
        outcome = rule.kind;
      }
    }
    if (outcome === 'pass') this.streaks.delete(path);
    else if (this.streaks.size < MAX_TRACKED_PATHS || this.streaks.has(path))
      this.streaks.set(path, streak + 1);
    return { delayMs, outcome };
  }

  hold(reply: FastifyReply): void {
    this.hung.add(reply);
    reply.raw.once('close', () => this.hung.delete(reply));
  }

  get hungCount(): number {
    return this.hung.size;
  }

  /** Ends hung requests by resetting their connections, as a proxy timing out would. */
  releaseHung(): void {
    for (const reply of this.hung) reply.raw.destroy();
    this.hung.clear();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Who a request is from, for faults aimed at one persona. The hook runs before the token is
 * verified (a fault hits before auth, as an outage would), so the token is only read here: aiming
 * chaos at a tester needs no proof of who they are.
 */
function personaOf(
  request: FastifyRequest,
  emailOf: (sub: string) => string | undefined,
): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? (emailOf(sub)?.toLowerCase() ?? null) : null;
  } catch {
    return null;
  }
}

/** Delays or fails one request as the engine decides; true when the request was answered or taken over. */
async function applyFault(
  engine: FaultEngine,
  request: FastifyRequest,
  reply: FastifyReply,
  hooks: FaultHookContext,
): Promise<boolean> {
  const path = request.url.split('?')[0] ?? request.url;
  const target = engine.targeted
    ? { persona: personaOf(request, hooks.emailOf), brand: brandOf(request) }
    : {};
  const { delayMs, outcome } = engine.decide(path, request.routeOptions.url, target);
  if (outcome !== 'pass') request.simFault = outcome;
  else if (delayMs > 0) request.simFault = 'latency';
  if (delayMs > 0) await sleep(delayMs);
  if (outcome === 'error') {
    reply.code(503).send({
      status_code: 503,
      error: 'SIMULATED_FAULT',
      message: 'Service unavailable (simulated by the mock server)',
    });
    return true;
  }
  if (outcome === 'drop' || outcome === 'hang') {
    // Taken over: no answer is sent, so the journal hears of the call here, with status 0.
    hooks.journal.record(entryOf(request, hooks, 0, reply.elapsedTime, null));
    reply.hijack();
    if (outcome === 'drop') reply.raw.destroy();
    else engine.hold(reply);
    return true;
  }
  return false;
}

interface FaultHookContext extends JournalContext {
  journal: Journal;
  emailOf: (sub: string) => string | undefined;
}

/**
 * Applies the engine to table routes only: the route's `endpoint` config marks them, so /__sim,
 * /cognito, /.well-known, /docs and the demo hosts are never slowed or broken. A callback hook,
 * so that with no fault set a request pays one boolean check and no promise.
 */
export function addFaultHook(
  app: FastifyInstance,
  engine: FaultEngine,
  journal: Journal,
  context: JournalContext,
): void {
  const hooks: FaultHookContext = {
    ...context,
    journal,
    emailOf: (sub) => app.world.users.get(sub)?.email,
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!engine.active || !request.routeOptions.config.endpoint) return done();
    applyFault(engine, request, reply, hooks).then((answered) => {
      if (!answered) done();
    }, done);
  });
  // preClose: hung sockets would otherwise keep `close()` waiting for them forever.
  app.addHook('preClose', async () => engine.releaseHung());
}
