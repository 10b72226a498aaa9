import type { Policy } from '@ws/contracts';

export type ConditionType = 'LOGBOOK_ENTRY_TYPE' | 'POSITION_CATEGORY' | 'JOB_BOARD';

export interface PermissionFilter {
  /** Only permissions granted on this brand count. */
  brandId?: string;
  /** Only permissions whose condition of this type includes the value count. */
  condition?: { type: ConditionType; value: string };
}

/** Spec §3 policy checks: has, hasAny and hasAll, with brand and condition filters. */
export function createPolicy(policy: Policy | undefined) {
  const brands = policy?.brands ?? [];
  const has = (name: string, filter: PermissionFilter = {}) =>
    brands
      .filter((b) => !filter.brandId || b.brandId === filter.brandId)
      .some((b) =>
        b.permissions.some(
          (p) =>
            p.name === name &&
            (!filter.condition ||
              p.conditions.some(
                (c) =>
                  c.type === filter.condition?.type && c.values.includes(filter.condition.value),
              )),
        ),
      );
  /**
   * Whether a screen may show `value` (a position category, logbook entry type or job board) under
   * permission `name`: a grant without a condition of that type covers every value; one with it
   * covers only its values.
   */
  const permits = (name: string, type: ConditionType, value: string, brandId?: string) =>
    brands
      .filter((b) => !brandId || b.brandId === brandId)
      .some((b) =>
        b.permissions.some((p) => {
          if (p.name !== name) return false;
          const limits = p.conditions.filter((c) => c.type === type);
          return limits.length === 0 || limits.some((c) => c.values.includes(value));
        }),
      );
  return {
    has,
    permits,
    hasAny: (names: string[], filter?: PermissionFilter) => names.some((n) => has(n, filter)),
    hasAll: (names: string[], filter?: PermissionFilter) => names.every((n) => has(n, filter)),
    hasAccess: (access: string) => policy?.user_accesses.includes(access) ?? false,
  };
}
export type PolicyChecker = ReturnType<typeof createPolicy>;
