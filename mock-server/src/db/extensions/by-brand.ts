export interface ByBrandState<T> {
  prefix: string;
  byBrand: Map<string, Map<string, T>>;
  brandOf: Map<string, string>;
  seq: Map<string, number>;
}

/** Rows owned by a brand, with ids that read `${prefix}-${brandId}-${n}`: stable for a seed, so examples and tests can name them. */
export class ByBrand<T extends { id: string; brand_id: string }> {
  readonly #byBrand = new Map<string, Map<string, T>>();
  readonly #brandOf = new Map<string, string>();
  readonly #seq = new Map<string, number>();

  constructor(readonly prefix: string) {}

  /** Everything the store holds as plain Maps, which structuredClone copies (a world snapshot). */
  state(): ByBrandState<T> {
    return { prefix: this.prefix, byBrand: this.#byBrand, brandOf: this.#brandOf, seq: this.#seq };
  }

  /** A store around a state (taken over as it is, so pass a copy). */
  static fromState<R extends { id: string; brand_id: string }>(state: ByBrandState<R>): ByBrand<R> {
    const store = new ByBrand<R>(state.prefix);
    for (const [brandId, rows] of state.byBrand) store.#byBrand.set(brandId, rows);
    for (const [id, brandId] of state.brandOf) store.#brandOf.set(id, brandId);
    for (const [brandId, n] of state.seq) store.#seq.set(brandId, n);
    return store;
  }

  nextId(brandId: string): string {
    const n = (this.#seq.get(brandId) ?? 0) + 1;
    this.#seq.set(brandId, n);
    return `${this.prefix}-${brandId}-${n}`;
  }

  list(brandId: string): T[] {
    return [...(this.#byBrand.get(brandId)?.values() ?? [])];
  }

  get(brandId: string, id: string): T | undefined {
    return this.#byBrand.get(brandId)?.get(id);
  }

  /** Wherever the row lives (shifts are looked up from a parent brand too). */
  find(id: string): T | undefined {
    const brandId = this.#brandOf.get(id);
    return brandId === undefined ? undefined : this.get(brandId, id);
  }

  put(row: T): T {
    const previous = this.#brandOf.get(row.id);
    if (previous !== undefined && previous !== row.brand_id) this.#byBrand.get(previous)?.delete(row.id);
    let rows = this.#byBrand.get(row.brand_id);
    if (!rows) this.#byBrand.set(row.brand_id, (rows = new Map()));
    rows.set(row.id, row);
    this.#brandOf.set(row.id, row.brand_id);
    return row;
  }

  /** Every row by brand, so a world snapshot (JSON) shows what the store holds. */
  toJSON(): Record<string, T[]> {
    return Object.fromEntries([...this.#byBrand].map(([brandId, rows]) => [brandId, [...rows.values()]]));
  }

  delete(row: T): void {
    this.#byBrand.get(row.brand_id)?.delete(row.id);
    this.#brandOf.delete(row.id);
  }
}
