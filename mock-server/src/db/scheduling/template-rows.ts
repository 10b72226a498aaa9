/** The shapes of the schedule templates store, in a leaf module as the other stores' shapes are (stores.ts). */

/** One person's shift of a template: a weekday and a wall-clock time at its location, so it lands on the same hours in any week. */
export interface TemplateShiftRow {
  user_id: string;
  position_id: string;
  /** Where it is worked (the employee's location when it was saved). */
  location_id: string;
  /** Days after the week's Monday, 0–6. */
  day: number;
  /** Minutes after local midnight it starts, and how long it lasts in minutes. */
  start_minutes: number;
  length_minutes: number;
  break_minutes: number;
  hourly_rate: number;
}

export interface TemplateRow {
  id: string;
  brand_id: string;
  name: string;
  source_week: string;
  /** Epoch ms. */
  created_at: number;
  shifts: TemplateShiftRow[];
}
