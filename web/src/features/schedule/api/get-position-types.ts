import { useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { categoryPositionsQueryOptions } from '@/lib/queries/category-positions';

/** GET /v1/position_type_lookup (§7): the names of the types positions are classified by. */
export const getPositionTypes = () => request(api.brands.positionTypes);

/**
 * Each position's type name (Hourly, Salaried…): its type_code comes with the category positions
 * the schedule already loads, its name from the lookup. Empty until both have answered.
 */
export function usePositionTypeNames(brandId: string): Map<string, string> {
  const lookup = useQuery({
    queryKey: keyFor(api.brands.positionTypes),
    queryFn: getPositionTypes,
    staleTime: 60 * 60_000,
  });
  const codes = useQuery({
    ...categoryPositionsQueryOptions(brandId),
    select: (categories) =>
      new Map(categories.flatMap((c) => c.positions.map((p) => [p.id, p.type_code] as const))),
  });
  const names = new Map((lookup.data ?? []).map((type) => [type.code, type.name] as const));
  const out = new Map<string, string>();
  for (const [positionId, code] of codes.data ?? []) {
    const name = names.get(code);
    if (name) out.set(positionId, name);
  }
  return out;
}
