/**
 * The shared access rules of an endpoint-table entry (`entry.access`), enforced once for every
 * route by the registration (define-routes.ts) instead of by hand in each handler.
 */
import type { Access, AnyEndpoint } from '@ws/contracts';
import { canSeeBrand } from '../db/access.ts';
import { sideOf } from '../db/applications.ts';
import type { UserRow, World } from '../db/types.ts';

export interface GuardInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface Denial {
  status: 403 | 404;
  body: { status_code: 403 | 404; error: string; message: string; field?: string };
}

const deny = (status: 403 | 404, error: string, message: string, field?: string): Denial => ({
  status,
  body: { status_code: status, error, message, ...(field ? { field } : {}) },
});

type Reader = (input: GuardInput) => unknown;

/**
 * A reader of the value at a declared `where.name` field of the validated input, its path split
 * once at start: splitting it again on every request was a visible part of a list call's time.
 */
function readerOf(field: string): Reader {
  const [where, ...path] = field.split('.') as [keyof GuardInput, ...string[]];
  return (input) => {
    let value: unknown = input[where];
    for (const key of path)
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined;
    return value;
  };
}

const NO_IDS: readonly string[] = [];

/** The brand ids a read value holds: none when absent, several when repeated. */
function brandIds(value: unknown): readonly string[] {
  if (value === undefined || value === null) return NO_IDS;
  // One id is the usual case; a list is read as `[value].flat()` would, without building two arrays.
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export type AccessGuard = (world: World, caller: UserRow, input: GuardInput) => Denial | null;

/** The guard an entry declares, or null when it declares none (most noAuth calls). */
export function accessGuard(entry: AnyEndpoint): AccessGuard | null {
  const { brand, product, sales, application } = entry.access;
  if (!brand && !product && !sales && !application) return null;
  const brandAt = brand ? readerOf(brand) : null;
  const applicationAt = application ? readerOf(application.field) : null;
  return (world, caller, input) => {
    for (const id of brandAt ? brandIds(brandAt(input)) : NO_IDS) {
      if (!world.brands.has(id)) return deny(404, 'NOT_FOUND', `No brand ${id}`, brand);
      if (!canSeeBrand(world, caller, id))
        return deny(403, 'FORBIDDEN', `Your policy does not cover brand ${id}`, brand);
    }
    // Products license employers; members' own calls (their applications, threads) are never gated.
    if (product && caller.employer && !caller.accesses.includes(product)) {
      return deny(403, 'NO_PRODUCT_ACCESS', `Your account has no ${product} access`);
    }
    if (sales && caller.persona === 'MANAGER_NO_SALES')
      return deny(403, 'NO_SALES_ACCESS', 'Your account has no sales access');
    return application && applicationAt
      ? applicationDenial(world, caller, String(applicationAt(input)), application)
      : null;
  };
}

/** 404 for an unknown application, 403 when the caller is not on it, or not on the side the call is for. */
function applicationDenial(
  world: World,
  caller: UserRow,
  id: string,
  { field, side }: NonNullable<Access['application']>,
): Denial | null {
  const found = world.applications.get(id);
  if (!found) return deny(404, 'NOT_FOUND', `No application ${id}`, field);
  const callerSide = sideOf(world, caller, found);
  if (!callerSide) return deny(403, 'FORBIDDEN', `Application ${id} is not yours to see`, field);
  if (side && callerSide !== side) {
    const who = side === 'EMPLOYER' ? "the brand's employers" : 'its candidate';
    return deny(403, 'FORBIDDEN', `Only ${who} may do this on application ${id}`, field);
  }
  return null;
}
