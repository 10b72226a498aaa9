import { z } from 'zod';

/**
 * A simulated fault on the API routes whose path matches `pattern` (a glob where `*` matches
 * anything, `/v1/users/*`). Latency waits min..max ms; the other kinds hit a `share` of requests.
 */
/**
 * Narrows a rule to one tester's calls on a shared mock: those signed in as this e-mail, or naming
 * this brand in their path or query. Absent: every matching call.
 */
const target = {
  persona: z.string().email().toLowerCase().optional(),
  brand: z.string().min(1).optional(),
};

export const FaultRuleSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('latency'),
      pattern: z.string().min(1),
      ...target,
      min_ms: z.number().int().min(0).max(600_000),
      max_ms: z.number().int().min(0).max(600_000),
    })
    .refine((r) => r.max_ms >= r.min_ms, {
      message: 'max_ms must not be below min_ms',
      path: ['max_ms'],
    }),
  z.object({
    /** error: a 503 answer; drop: the connection is reset; hang: no answer until faults are cleared. */
    kind: z.enum(['error', 'drop', 'hang']),
    pattern: z.string().min(1),
    ...target,
    share: z.number().min(0).max(1),
    /**
     * Transient faults: after this many in a row on one path, the next request there passes, as a
     * flaky service recovers within a client's retries. Absent: every draw is independent.
     */
    max_streak: z.number().int().min(1).max(100).optional(),
  }),
]);
export type FaultRule = z.infer<typeof FaultRuleSchema>;
export type FaultKind = FaultRule['kind'];

export const FaultSettingsSchema = z.object({
  /** Seed of the PRNG that picks which requests fail and how long each waits. */
  seed: z.number().int(),
  rules: z.array(FaultRuleSchema),
});
export type FaultSettings = z.infer<typeof FaultSettingsSchema>;

/** A glob where `*` matches any run of characters, anchored at both ends. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/**
 * A call pattern as the CLI and the proxy take it, `POST /v1/brands/*\/shifts/publish` or just a
 * path glob: whether a call with this method matches it by any of the given paths (its path, its
 * route template when it has one).
 */
export function callPattern(
  spec: string,
): (method: string, ...paths: (string | null)[]) => boolean {
  const [first = '', ...rest] = spec.trim().split(/\s+/);
  const hasMethod = rest.length > 0 && /^[A-Za-z]+$/.test(first);
  const wanted = hasMethod ? first.toUpperCase() : undefined;
  const pattern = patternToRegExp(hasMethod ? rest.join(' ') : first);
  return (method, ...paths) =>
    (wanted === undefined || method === wanted) &&
    paths.some((path) => path !== null && pattern.test(path));
}
