/**
 * The hiring pipeline's store: stage moves, interview proposals and the employees hires
 * made. Filters and counts of the board read the world's applications through here too.
 */
import type { ApplicationSummary, Interview, StageMove } from '@ws/contracts';
import { ApplicationStageSchema } from '@ws/contracts';
import { pushIndex } from '../indexes.ts';
import { isWithin } from '../tree.ts';
import type { ApplicationRow, ApplicationStage, EmployeeRow, World } from '../types.ts';
import type { InterviewRow, PipelineStore, StageMoveRow } from '../stores/stores.ts';

export const emptyPipeline = (): PipelineStore => ({
  moves: new Map(),
  interviews: new Map(),
  hires: new Map(),
});

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The way an application walks to its stage; a rejection comes after screening. */
const FORWARD: ApplicationStage[] = ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED'];
const pathTo = (stage: ApplicationStage): ApplicationStage[] =>
  stage === 'REJECTED'
    ? ['APPLIED', 'SCREENING', 'REJECTED']
    : FORWARD.slice(0, FORWARD.indexOf(stage) + 1);

/**
 * The moves that brought each seeded application to its stage, spread evenly between its
 * application and its last update, so the history a person reads agrees with the stage shown.
 */
function seedStageHistory(
  world: World,
  store: PipelineStore,
  moverOf: (application: ApplicationRow) => string,
): void {
  for (const application of world.applications.values()) {
    const path = pathTo(application.stage);
    if (path.length < 2) continue;
    const span = Math.max(application.updated_at - application.applied_at, 0);
    const step = span / (path.length - 1);
    store.moves.set(
      application.id,
      path.slice(1).map((stage, n) => ({
        from_stage: path[n] as ApplicationStage,
        stage,
        moved_at: Math.round(application.applied_at + step * (n + 1)),
        moved_by: moverOf(application),
        reason: null,
        start_date: null,
      })),
    );
  }
}

/**
 * Each application's stage history, and an open proposal of two times on every application in
 * INTERVIEW, so a candidate has one to accept.
 */
export function seedPipeline(world: World, store: PipelineStore): void {
  const employers = [...world.users.values()].filter((u) => u.employer);
  // The location's own manager where the seed has one, else an employer above it in the tree.
  const moverOf = (application: ApplicationRow) =>
    (
      employers.find((u) => u.entry_brand_id === application.brand_id) ??
      employers.find(
        (u) => u.entry_brand_id !== null && isWithin(world, application.brand_id, u.entry_brand_id),
      )
    )?.id ?? '';
  seedStageHistory(world, store, moverOf);
  const noon = Math.floor(world.seededAt / DAY_MS) * DAY_MS + 15 * HOUR_MS;
  for (const application of world.applications.values()) {
    if (application.stage !== 'INTERVIEW') continue;
    store.interviews.set(application.id, [
      {
        id: `iv-${application.id}-1`,
        application_id: application.id,
        proposed_at: Math.min(application.updated_at, world.seededAt),
        proposed_by: moverOf(application),
        slots: [
          { id: 'slot-1', start: noon + 2 * DAY_MS },
          { id: 'slot-2', start: noon + 3 * DAY_MS },
        ],
        note: '',
        accepted_slot_id: null,
        accepted_at: null,
      },
    ]);
  }
}

const nameOf = (world: World, userId: string) => {
  const user = world.users.get(userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : userId;
};

export const toStageMove = (world: World, row: StageMoveRow): StageMove => ({
  ...row,
  moved_at: new Date(row.moved_at).toISOString(),
  moved_by: { id: row.moved_by, name: nameOf(world, row.moved_by) },
});

export const toInterview = (world: World, row: InterviewRow): Interview => ({
  ...row,
  proposed_at: new Date(row.proposed_at).toISOString(),
  proposed_by: { id: row.proposed_by, name: nameOf(world, row.proposed_by) },
  slots: row.slots.map((s) => ({ id: s.id, start: new Date(s.start).toISOString() })),
  accepted_at: row.accepted_at === null ? null : new Date(row.accepted_at).toISOString(),
});

/**
 * Why an application may not move to `stage`, or null when it may: a move goes somewhere else,
 * and a hire is final. Every way of moving applications (one, or several at once) asks this.
 */
export function stageMoveRefusal(application: ApplicationRow, stage: ApplicationStage) {
  if (application.stage === stage)
    return { code: 'SAME_STAGE', message: `the application is already in ${stage}` } as const;
  if (application.stage === 'HIRED')
    return { code: 'HIRED', message: 'a hired application stays hired' } as const;
  return null;
}

export function recordMove(world: World, application: ApplicationRow, move: StageMoveRow): void {
  const { moves } = world.extensions.pipeline;
  moves.set(application.id, [...(moves.get(application.id) ?? []), move]);
  application.stage = move.stage;
  application.updated_at = Math.max(application.updated_at, move.moved_at);
}

/**
 * Makes the candidate a schedulable, active employee of the application's location in the
 * application's position, signed in as themselves; one already on that team is taken back on.
 */
export function hireCandidate(
  world: World,
  application: ApplicationRow,
  startDate: string,
): EmployeeRow {
  const existing = (world.employeesByUser.get(application.candidate_id) ?? [])
    .map((id) => world.employees.get(id))
    .find((e) => e?.brand_id === application.brand_id);
  if (existing) {
    Object.assign(existing, {
      status: 'ACTIVE',
      schedulable: true,
      position_id: application.position_id,
    });
    world.extensions.pipeline.hires.set(application.id, existing.id);
    return existing;
  }
  const candidate = world.users.get(application.candidate_id);
  const row: EmployeeRow = {
    id: `e-${application.id}`,
    brand_id: application.brand_id,
    user_id: application.candidate_id,
    first_name: candidate?.first_name ?? '',
    last_name: candidate?.last_name ?? '',
    email: candidate?.email ?? '',
    phone: candidate?.phone ?? '',
    position_id: application.position_id,
    schedulable: true,
    status: 'ACTIVE',
    hired_on: startDate,
  };
  world.employees.set(row.id, row);
  pushIndex(world.employeesByBrand, row.brand_id, row.id);
  pushIndex(world.employeesByUser, application.candidate_id, row.id);
  world.extensions.pipeline.hires.set(application.id, row.id);
  return row;
}

export interface ApplicationFilters {
  stage?: ApplicationStage;
  position_id?: string;
  location_id?: string;
  q?: string;
}

/** Every word of the search must start a word of the candidate's name (case and accents ignored). */
function nameMatcher(q: string | undefined) {
  if (!q) return () => true;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(q).split(/\s+/).filter(Boolean);
  return (name: string) => {
    const parts = fold(name).split(/\s+/);
    return words.every((w) => parts.some((p) => p.startsWith(w)));
  };
}

export function filterApplications(
  world: World,
  rows: ApplicationRow[],
  filters: ApplicationFilters,
): ApplicationRow[] {
  // The board's first page asks with no filter: every row stays, without building each name.
  if (!filters.stage && !filters.position_id && !filters.location_id && !filters.q) return rows;
  const matches = nameMatcher(filters.q);
  return rows.filter((a) => {
    if (filters.stage && a.stage !== filters.stage) return false;
    if (filters.position_id && a.position_id !== filters.position_id) return false;
    if (filters.location_id && a.brand_id !== filters.location_id) return false;
    const candidate = world.users.get(a.candidate_id);
    return matches(`${candidate?.first_name ?? ''} ${candidate?.last_name ?? ''}`);
  });
}

/** Counts for the chips: per stage over the filtered rows, and the positions and locations among all of them. */
export function summarise(
  world: World,
  all: ApplicationRow[],
  filtered: ApplicationRow[],
): ApplicationSummary {
  const by_stage = Object.fromEntries(ApplicationStageSchema.options.map((s) => [s, 0])) as Record<
    ApplicationStage,
    number
  >;
  for (const a of filtered) by_stage[a.stage] += 1;
  const tally = (key: (a: ApplicationRow) => string, name: (id: string) => string | undefined) => {
    const counts = new Map<string, number>();
    for (const a of all) counts.set(key(a), (counts.get(key(a)) ?? 0) + 1);
    return [...counts]
      .map(([id, count]) => ({ id, name: name(id) ?? id, count }))
      .sort((a, b) => a.name.localeCompare(b.name));
  };
  return {
    total: filtered.length,
    by_stage,
    positions: tally(
      (a) => a.position_id,
      (id) => world.positions.get(id)?.name,
    ),
    locations: tally(
      (a) => a.brand_id,
      (id) => world.brands.get(id)?.name,
    ),
  };
}
