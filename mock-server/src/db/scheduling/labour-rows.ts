/** The labour table's shapes, in a leaf module: the world's stores name them, and the labour code needs the world. */

export interface LabourStore {
  /** Projected sales by brand (a location), then by day (YYYY-MM-DD); a day absent has no projection. */
  sales: Map<string, Map<string, number>>;
  /** Labour target % where a brand chose its own; others follow the nearest ancestor's, else the default. */
  targets: Map<string, number>;
}
