/**
 * The extension stores' shapes, apart from the code that fills them: the world's type (types.ts)
 * needs them, and the stores' code needs the world's type, so they live in a leaf module.
 */
import type {
  Application,
  AttestationQuestion,
  AvailabilityDay,
  Budget,
  ClockOut,
  NewsItem,
  Raffle,
  RewardsConfiguration,
  Rule,
  TimeOff,
} from '@ws/contracts';
import type { ByBrand } from './by-brand.ts';
import type { SwapStore } from '../scheduling/swap-rows.ts';
import type { LabourStore } from '../scheduling/labour-rows.ts';
import type { OfferStore } from '../hiring/offer-rows.ts';
import type { NotificationStore } from '../notifications/rows.ts';
import type { TemplateRow } from '../scheduling/template-rows.ts';

/** The stage names of the contract (the world's rows use the same), read here without importing the world's types. */
type ApplicationStage = Application['stage'];

export interface RewardsStore {
  /** Set where a brand chose its own; others inherit the nearest ancestor's. */
  configuration: Map<string, RewardsConfiguration>;
  budgets: ByBrand<Budget>;
  rules: ByBrand<Rule>;
  raffles: ByBrand<Raffle>;
}

export type NewsRow = Omit<NewsItem, 'read'>;

export interface NewsStore {
  byBrand: Map<string, NewsRow[]>;
  /** Item ids each user has read. */
  reads: Map<string, Set<string>>;
}

/** Kept in epoch ms so weeks and overlaps are plain comparisons; `brand_id` is the employee's location. */
export interface ShiftRow {
  id: string;
  brand_id: string;
  /** Null for an open shift, which an employee of the location may claim. */
  user_id: string | null;
  position_id: string;
  start: number;
  end: number;
  break_minutes: number;
  published: boolean;
  hourly_rate: number;
}

/** One stage move of an application; times in epoch ms, the mover by user id. */
export interface StageMoveRow {
  from_stage: ApplicationStage;
  stage: ApplicationStage;
  moved_at: number;
  moved_by: string;
  reason: string | null;
  start_date: string | null;
}

export interface InterviewRow {
  id: string;
  application_id: string;
  proposed_at: number;
  proposed_by: string;
  slots: { id: string; start: number }[];
  note: string;
  accepted_slot_id: string | null;
  accepted_at: number | null;
}

/** The hiring pipeline by application id: plain Maps, so snapshots and world files carry them as they are. */
export interface PipelineStore {
  moves: Map<string, StageMoveRow[]>;
  interviews: Map<string, InterviewRow[]>;
  /** The employee row a hire made (or took back on). */
  hires: Map<string, string>;
}

/** A time-off request; times in epoch ms; `employee_ids` is filled per answer, not stored. */
export type TimeOffRow = Omit<TimeOff, 'employee_ids' | 'requested_at' | 'decided_at'> & {
  requested_at: number;
  decided_at: number | null;
  decided_by: string | null;
};

export type ClockOutRow = Omit<ClockOut, 'clocked_out_at'> & { clocked_out_at: number };

/** An employee's working week besides the shifts: keyed by person (user id, else employee id) and shift id. */
export interface WorkdayStore {
  timeOff: Map<string, TimeOffRow>;
  availability: Map<string, AvailabilityDay[]>;
  clockOuts: Map<string, ClockOutRow>;
  /** The last time-off id drawn (`to-${n}`). */
  seq: number;
}

/** An open position at a location; times in epoch ms. */
export interface JobRow {
  id: string;
  brand_id: string;
  position_id: string;
  title: string;
  employment_type: 'FULL_TIME' | 'PART_TIME';
  pay_min: number;
  pay_max: number;
  description: string;
  posted_at: number;
}

export interface JobsStore {
  jobs: ByBrand<JobRow>;
  /** `${jobId}:${userId}` → the application that person made for the job. */
  applied: Map<string, string>;
}

export interface ExtensionStores {
  rewards: RewardsStore;
  attestation: ByBrand<AttestationQuestion>;
  news: NewsStore;
  shifts: ByBrand<ShiftRow>;
  templates: ByBrand<TemplateRow>;
  pipeline: PipelineStore;
  workday: WorkdayStore;
  swaps: SwapStore;
  labour: LabourStore;
  offers: OfferStore;
  jobs: JobsStore;
  notifications: NotificationStore;
}
