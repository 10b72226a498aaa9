export interface ByBrandState<T> {
  prefix: string;
  byBrand: Map<string, Map<string, T>>;
  brandOf: Map<string, string>;
  seq: Map<string, number>;
}

/** Rows owned by a brand, with ids that read `${prefix}-${brandId}-${n}`: stable for a seed, so examples and tests can name them. */
export class ByBrand<T extends { id: string; brand_id: string }> {
  #byBrand = new Map<string, Map<string, T>>();
  #brandOf = new Map<string, string>();
  #seq = new Map<string, number>();
  /**
   * A store restored from a snapshot shares the snapshot's rows until a brand's rows are first
   * used: those brands are listed here and their rows copied then, one brand at a time, so a
   * reset copies none of them (the shifts alone were 90,000 rows at --scale 100).
   */
  #shared = new Set<string>();
  #brandOfShared = false;
  #copyRows: (rows: Map<string, T>) => Map<string, T> = (rows) => rows;

  constructor(readonly prefix: string) {}

  /** Everything the store holds as plain Maps, sharing nothing with a snapshot (a world snapshot). */
  state(): ByBrandState<T> {
    for (const brandId of [...this.#shared]) this.#rows(brandId);
    return { prefix: this.prefix, byBrand: this.#byBrand, brandOf: this.#brandOf, seq: this.#seq };
  }

  /**
   * A store around a frozen state that it never changes: each brand's rows are copied with
   * `copyRows` on their first use, the id index on the first write.
   */
  static fromSnapshot<R extends { id: string; brand_id: string }>(
    state: ByBrandState<R>,
    copyRows: (rows: Map<string, R>) => Map<string, R>,
  ): ByBrand<R> {
    const store = new ByBrand<R>(state.prefix);
    store.#byBrand = new Map(state.byBrand);
    store.#shared = new Set(state.byBrand.keys());
    store.#copyRows = copyRows;
    store.#brandOf = state.brandOf;
    store.#brandOfShared = true;
    store.#seq = new Map(state.seq);
    return store;
  }

  /** A brand's rows, this store's own: copied from the snapshot when they are still shared with it. */
  #rows(brandId: string): Map<string, T> | undefined {
    const rows = this.#byBrand.get(brandId);
    if (!rows || !this.#shared.delete(brandId)) return rows;
    const own = this.#copyRows(rows);
    this.#byBrand.set(brandId, own);
    return own;
  }

  #ownBrandOf(): Map<string, string> {
    if (this.#brandOfShared) {
      this.#brandOf = new Map(this.#brandOf);
      this.#brandOfShared = false;
    }
    return this.#brandOf;
  }

  nextId(brandId: string): string {
    const n = (this.#seq.get(brandId) ?? 0) + 1;
    this.#seq.set(brandId, n);
    return `${this.prefix}-${brandId}-${n}`;
  }

  list(brandId: string): T[] {
    return [...(this.#rows(brandId)?.values() ?? [])];
  }

  get(brandId: string, id: string): T | undefined {
    return this.#rows(brandId)?.get(id);
  }

  /** Wherever the row lives (shifts are looked up from a parent brand too). */
  find(id: string): T | undefined {
    const brandId = this.#brandOf.get(id);
    return brandId === undefined ? undefined : this.get(brandId, id);
  }

  put(row: T): T {
    const previous = this.#brandOf.get(row.id);
    if (previous !== undefined && previous !== row.brand_id) this.#rows(previous)?.delete(row.id);
    let rows = this.#rows(row.brand_id);
    if (!rows) this.#byBrand.set(row.brand_id, (rows = new Map()));
    rows.set(row.id, row);
    this.#ownBrandOf().set(row.id, row.brand_id);
    return row;
  }

  /** Every row by brand, so a world snapshot (JSON) shows what the store holds. */
  toJSON(): Record<string, T[]> {
    return Object.fromEntries(
      [...this.#byBrand.keys()].map((brandId) => [
        brandId,
        [...(this.#rows(brandId)?.values() ?? [])],
      ]),
    );
  }

  delete(row: T): void {
    this.#rows(row.brand_id)?.delete(row.id);
    this.#ownBrandOf().delete(row.id);
  }
}
