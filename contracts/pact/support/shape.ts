import { MatchersV3 } from '@pact-foundation/pact';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Turns an example answer into matchers that describe its shape, not its values (house style):
 * every leaf matches by type, null stays null, and an array matches when it contains an item of
 * its first item's shape — lists mix items whose optional parts differ (a drawn and an open
 * raffle), and Pact has no nullable matcher.
 */
export function shapeOf(value: unknown): unknown {
  const json = value as Json;
  if (json === null) return null;
  if (Array.isArray(json)) return json.length ? MatchersV3.arrayContaining(shapeOf(json[0])) : [];
  if (typeof json === 'object') {
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, shapeOf(v)]));
  }
  return MatchersV3.like(json);
}

/** What Pact's mock server answers for `shapeOf(value)`: every array cut to its first item. */
export function servedExample(value: unknown): unknown {
  const json = value as Json;
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.length ? [servedExample(json[0])] : [];
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, servedExample(v)]));
}
