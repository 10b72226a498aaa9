import type { VersionInfo } from '@ws/contracts';
import type { FaultRule } from './faults.ts';

/**
 * What a scenario may change. The mock server implements it (`app.sim`); the Pact verifier and
 * browser tests reach the same implementation, directly or through `/__sim`.
 */
export interface ScenarioTarget {
  /** Back to the seed: world, clock, version, monitoring, faults and live activity. */
  reset(): void;
  /** Records which scenario is active, for status reports. */
  noteScenario(name: string): void;
  readonly clock: { now(): number; set(ms: number): void; advance(ms: number): void };
  updateVersion(update: (current: VersionInfo) => VersionInfo): void;
  /** Sets the `suspended` flag that the account-suspension check answers from. */
  suspendBrands(ids: readonly string[] | 'all'): void;
  addFault(rule: FaultRule): void;
  /** New applications and messages every N seconds, moving unread counts; null switches it off. */
  setLiveActivity(everySeconds: number | null): void;
  /**
   * Empties the world of activity: applications and messages (unread counts come out 0), shifts,
   * brand media, clock-out attestation questions, rewards budgets, rules and raffles, job-board
   * campaigns and news. Brands, users (sign-in), employees, positions and settings stay.
   */
  clearActivity(): void;
}

export interface Scenario {
  readonly name: string;
  readonly description: string;
  apply(sim: ScenarioTarget): void;
}

export const defineScenario = (scenario: Scenario): Scenario => scenario;
