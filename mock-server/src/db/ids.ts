/** A demo id as it reads in a world seeded with `prefix`: brand ids keep their kind first (§1 GP-). */
export function seededId(prefix: string, id: string): string {
  if (!prefix) return id;
  const brand = /^(GP|PA|CH)-(.*)$/.exec(id);
  return brand ? `${brand[1]}-${prefix}${brand[2]}` : `${prefix}-${id}`;
}
