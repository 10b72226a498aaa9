import { MatchersV3 } from '@pact-foundation/pact';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Turns an example answer into matchers that describe its shape, not its values (house style):
 * every leaf matches by type, arrays by their first element, null stays null.
 */
export function shapeOf(value: unknown): unknown {
  const json = value as Json;
  if (json === null) return null;
  if (Array.isArray(json)) return json.length ? MatchersV3.eachLike(shapeOf(json[0])) : [];
  if (typeof json === 'object') {
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, shapeOf(v)]));
  }
  return MatchersV3.like(json);
}
