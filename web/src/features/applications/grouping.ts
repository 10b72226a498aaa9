import type { Application } from '@ws/contracts';
import { ApplicationStageSchema } from '@ws/contracts';

export type Stage = Application['stage'];
/** The hiring funnel in its natural order, so groups read left to right as candidates move on. */
export const STAGES: readonly Stage[] = ApplicationStageSchema.options;

export function isStage(value: string | null): value is Stage {
  return value !== null && (STAGES as readonly string[]).includes(value);
}

export interface ApplicationFilters {
  stage: Stage | null;
  positionId: string | null;
}

export function filterApplications(
  applications: readonly Application[],
  filters: ApplicationFilters,
): Application[] {
  return applications.filter(
    (a) =>
      (!filters.stage || a.stage === filters.stage) &&
      (!filters.positionId || a.position.id === filters.positionId),
  );
}

export interface StageGroup {
  stage: Stage;
  applications: Application[];
}

/** Groups in funnel order; stages with nobody in them are left out so the list stays short. */
export function groupByStage(applications: readonly Application[]): StageGroup[] {
  return STAGES.map((stage) => ({
    stage,
    applications: applications.filter((a) => a.stage === stage),
  })).filter((group) => group.applications.length > 0);
}

export function countByStage(applications: readonly Application[]): Record<Stage, number> {
  const counts = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>;
  for (const a of applications) counts[a.stage] += 1;
  return counts;
}

/** The positions present, by name, each once: the options of the position filter. */
export function positionsOf(applications: readonly Application[]): { id: string; name: string }[] {
  const byId = new Map(applications.map((a) => [a.position.id, a.position.name]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
