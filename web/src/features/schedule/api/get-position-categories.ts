import { useQuery } from '@tanstack/react-query';
import { categoryPositionsQueryOptions } from '@/lib/queries/category-positions';

/** Which position category (FOH, BOH, …) each position of the brand's enterprise belongs to. */
export const usePositionCategories = (brandId: string) =>
  useQuery({
    ...categoryPositionsQueryOptions(brandId),
    select: (categories) =>
      new Map(categories.flatMap((c) => c.positions.map((p) => [p.id, c.code] as const))),
  });
