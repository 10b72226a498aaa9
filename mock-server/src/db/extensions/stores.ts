/**
 * The extension stores' shapes, apart from the code that fills them: the world's type (types.ts)
 * needs them, and the stores' code needs the world's type, so they live in a leaf module.
 */
import type { AttestationQuestion, Budget, NewsItem, Raffle, RewardsConfiguration, Rule } from '@ws/contracts';
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

/** An open position at a location (issue 16); times in epoch ms. */
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
  jobs: JobsStore;
}
