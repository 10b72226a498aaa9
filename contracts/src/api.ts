/**
 * The endpoint table: one entry per call. Server routes, the web client, Pact tests and the
 * OpenAPI document all derive from it; add an endpoint here first (see README "Adding an endpoint").
 */
import { content } from './endpoints/content.ts';
import { brands, users } from './endpoints/users.ts';

export const api = { users, brands, content } as const;
export type Api = typeof api;
export type AreaName = keyof Api;

/** Every entry with a stable id `area.key`, for iteration (routes, catalogue, pacts, docs). */
export function listEndpoints() {
  return Object.entries(api).flatMap(([area, entries]) =>
    Object.entries(entries).map(([key, entry]) => ({ id: `${area}.${key}`, entry })),
  );
}
