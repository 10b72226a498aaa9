/**
 * The named scenarios and the one function that applies them. The mock server's `/__sim` route,
 * the QA CLI (through that route), Pact provider states and browser tests all go through it.
 */
import cacheInvalidate from '../cache-invalidate.scenario.ts';
import defaultScenario from '../default.scenario.ts';
import emptyBusiness from '../empty-business.scenario.ts';
import flaky from '../flaky.scenario.ts';
import forceUpdate from '../force-update.scenario.ts';
import live from '../live.scenario.ts';
import maintenanceOver from '../maintenance-over.scenario.ts';
import maintenance from '../maintenance.scenario.ts';
import optionalUpdate from '../optional-update.scenario.ts';
import outage from '../outage.scenario.ts';
import slow from '../slow.scenario.ts';
import suspended from '../suspended.scenario.ts';
import type { Scenario, ScenarioTarget } from './target.ts';

export * from './target.ts';
export * from './faults.ts';
export * from './duration.ts';
export * from './sim-client.ts';
export * from './admin-token.ts';

export const scenarios: readonly Scenario[] = [
  defaultScenario,
  maintenance,
  maintenanceOver,
  forceUpdate,
  optionalUpdate,
  cacheInvalidate,
  suspended,
  flaky,
  slow,
  live,
  emptyBusiness,
  outage,
];

export const scenarioNames = scenarios.map((s) => s.name);

export class UnknownScenarioError extends Error {
  constructor(readonly scenario: string) {
    super(`Unknown scenario "${scenario}". Known scenarios: ${scenarioNames.join(', ')}`);
  }
}

/**
 * Scenarios are presets, not layers: applying one starts from the seed, so the outcome never
 * depends on what was applied before (a Pact provider state must not inherit the previous one).
 */
export function applyScenario(target: ScenarioTarget, name: string): Scenario {
  const scenario = scenarios.find((s) => s.name === name);
  if (!scenario) throw new UnknownScenarioError(name);
  target.reset();
  scenario.apply(target);
  target.noteScenario(name);
  return scenario;
}
