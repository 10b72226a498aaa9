/**
 * The standard every extension entry is held to: its example succeeds against the seed
 * and matches the entry's schema; no token → 401; a bad input → 400 naming the field; a brand
 * outside the caller's policy → 403; and a refused call changes nothing.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { buildPath } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from './helper.ts';

export interface CallInput {
  caller?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A request an entry refuses with 400, and the field it must name. */
export type BadInput = Omit<CallInput, 'caller'> & { field: string };

/** GP-2's manager: their policy covers none of the examples' brands (all under GP-1). */
export const OUTSIDER = 'u-halo';

export async function call(app: FastifyInstance, entry: AnyEndpoint, input: CallInput) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) search.append(key, String(value));
  const query = search.toString();
  return app.inject({
    method: entry.method,
    url: `${buildPath(entry.path, input.params)}${query ? `?${query}` : ''}`,
    headers: input.caller ? await bearer(app, input.caller) : {},
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** The extension stores as JSON (Maps and Sets as entry lists), to prove a refused call wrote nothing. */
export const snapshot = (app: FastifyInstance) =>
  JSON.stringify(app.world.extensions, (_, v: unknown) =>
    v instanceof Map || v instanceof Set ? [...v] : v,
  );

export function holdsToTheStandard<A extends Record<string, AnyEndpoint>>(
  getApp: () => FastifyInstance,
  area: A,
  badInputs: { [K in keyof A]: BadInput },
) {
  beforeEach(() => getApp().resetWorld());

  describe.each(Object.keys(area))('%s', (key) => {
    const entry = area[key] as AnyEndpoint;
    const example = entry.example ?? {};
    const bad = badInputs[key as keyof A];

    it(`[R7-02] ${entry.name}: its example succeeds in the data envelope, as the entry's schema says`, async () => {
      expect(entry.extension).toBe(true);
      const res = await call(getApp(), entry, example);
      expect(res.statusCode, res.body).toBe(200);
      expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
    });

    it(`[R7-01] ${entry.name}: no bearer token → 401`, async () => {
      const res = await call(getApp(), entry, { ...example, caller: undefined });
      expect(res.statusCode).toBe(401);
    });

    it(`${entry.name}: bad input → 400 naming ${bad.field}, changing nothing`, async () => {
      const before = snapshot(getApp());
      const res = await call(getApp(), entry, { ...example, ...bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        field: bad.field,
      });
      expect(snapshot(getApp())).toBe(before);
    });

    it(`${entry.name}: a brand outside the caller's policy → 403, changing nothing`, async () => {
      const before = snapshot(getApp());
      const res = await call(getApp(), entry, { ...example, caller: OUTSIDER });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: 'params.brandId' });
      expect(snapshot(getApp())).toBe(before);
    });
  });
}
