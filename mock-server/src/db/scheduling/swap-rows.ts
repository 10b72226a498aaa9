/** The swaps table's shapes, in a leaf module: the world's stores name them, and the swap code needs the world. */

/** A swap; people by employee id (the row of the shift's location), times in epoch ms. */
export interface SwapRow {
  id: string;
  kind: 'DROP' | 'TRADE';
  status: 'OPEN' | 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';
  shift_id: string;
  /** The location of both shifts: swaps never cross locations. */
  location_id: string;
  offered_by: string;
  /** A trade's colleague and their shift; null for a drop. */
  colleague_id: string | null;
  counter_shift_id: string | null;
  taken_by: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  reason: string | null;
}

export interface SwapStore {
  rows: Map<string, SwapRow>;
  /** "Swap approval required" where a brand chose it; others inherit the nearest ancestor's, else on. */
  approval: Map<string, boolean>;
  /** The last swap id drawn (`swap-${n}`). */
  seq: number;
}
