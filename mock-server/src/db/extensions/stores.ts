/**
 * The extension stores' shapes, apart from the code that fills them: the world's type (types.ts)
 * needs them, and the stores' code needs the world's type, so they live in a leaf module.
 */
import type { AttestationQuestion, Budget, NewsItem, Raffle, RewardsConfiguration, Rule } from '@ws/contracts';
import type { ApplicationStage } from '../types.ts';
import type { ByBrand } from './by-brand.ts';

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
  user_id: string;
  position_id: string;
  start: number;
  end: number;
  break_minutes: number;
  published: boolean;
  hourly_rate: number;
}

/** One stage move of an application (issue 16); times in epoch ms, the mover by user id. */
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

export interface ExtensionStores {
  rewards: RewardsStore;
  attestation: ByBrand<AttestationQuestion>;
  news: NewsStore;
  shifts: ByBrand<ShiftRow>;
  pipeline: PipelineStore;
}
