/** Appends an id to a one-to-many index. */
export function pushIndex<K>(index: Map<K, string[]>, key: K, id: string): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

/** Looks ids up in a Map, skipping any that vanished. */
export function pick<T>(rows: Map<string, T>, ids: readonly string[] | undefined): T[] {
  const out: T[] = [];
  for (const id of ids ?? []) {
    const row = rows.get(id);
    if (row) out.push(row);
  }
  return out;
}
