/** What the user pool reads from the world beyond a user's own row, and keeps in it. */
import { isWithin } from './tree.ts';
import type { SignInAttempts, World } from './types.ts';

/**
 * A support account acts for employers whose entry brand lies in one of the trees it was given;
 * nobody else acts for anyone. Members are outside every scope: their accounts hold no brand.
 */
export function mayActFor(world: World, actorSub: string, targetSub: string): boolean {
  const scope = world.users.get(actorSub)?.acts_for_brand_ids;
  const target = world.users.get(targetSub);
  if (!scope?.length || !target?.employer || target.entry_brand_id === null) return false;
  const entry = target.entry_brand_id;
  return scope.some((brandId) => isWithin(world, entry, brandId));
}

/** Kept in the world, so a reset or a saved world brings locks back with everything else. */
export function signInAttempts(world: World, key: string): SignInAttempts {
  let record = world.signInAttempts.get(key);
  if (!record) world.signInAttempts.set(key, (record = { failures: 0, locked_until: null }));
  return record;
}
