/** The offers table's shapes, in a leaf module: the world's stores name them, and the offer code needs the world. */

/** A job offer on an application; times in epoch ms. */
export interface OfferRow {
  id: string;
  application_id: string;
  status: 'SENT' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN';
  position_id: string;
  start_date: string;
  hourly_rate: number;
  currency_code: string;
  note: string;
  sent_at: number;
  sent_by: string;
  answered_at: number | null;
  decline_reason: string | null;
  /** The stage the application was in when the offer was sent: a withdrawal moves it back there. */
  from_stage: 'SCREENING' | 'INTERVIEW' | 'OFFER';
}

export interface OfferStore {
  rows: Map<string, OfferRow>;
  /** The last offer id drawn (`of-${n}`). */
  seq: number;
}
