interface LocationRow {
  brand_id: string;
  name: string;
  city: string;
  address: string;
}

/** The locations whose name, city, address or id contain the search text. */
export function filterLocations<T extends LocationRow>(rows: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) =>
    [r.name, r.city, r.address, r.brand_id].some((v) => v.toLowerCase().includes(needle)),
  );
}

export const LOCATIONS_PAGE_SIZE = 10;
