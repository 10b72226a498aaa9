import type { Application, Message } from '@ws/contracts';
import { canSeeBrand } from './access.ts';
import { brandSubtree } from './tree.ts';
import { pick, pushIndex } from './indexes.ts';
import type { ApplicationRow, MessageRow, UserRow, World } from './types.ts';
import { isoDate } from './iso-date.ts';

const NONE: readonly string[] = [];

/** Writes keep the by-brand, by-candidate and by-application indexes in step (the simulator uses these too). */
export function addApplication(world: World, row: ApplicationRow): void {
  world.applications.set(row.id, row);
  pushIndex(world.applicationsByBrand, row.brand_id, row.id);
  pushIndex(world.applicationsByCandidate, row.candidate_id, row.id);
}

export function addMessage(world: World, row: MessageRow): void {
  world.messages.set(row.message_id, row);
  pushIndex(world.messagesByApplication, row.application_id, row.message_id);
  const application = world.applications.get(row.application_id);
  if (application) application.updated_at = Math.max(application.updated_at, row.sent_at);
}

export type Side = 'CANDIDATE' | 'EMPLOYER';

/** The side the caller speaks for on an application, or null when it is none of their business. */
export function sideOf(world: World, user: UserRow, application: ApplicationRow): Side | null {
  if (application.candidate_id === user.id) return 'CANDIDATE';
  if (user.employer && canSeeBrand(world, user, application.brand_id)) return 'EMPLOYER';
  return null;
}

/**
 * The application a route's access guard admitted the caller to (`access.application` on the
 * entry), with the caller's side on it. Reaching a handler without one is a registration bug.
 */
export function admittedTo(
  world: World,
  user: UserRow,
  id: string,
): { application: ApplicationRow; side: Side } {
  const application = world.applications.get(id);
  const side = application && sideOf(world, user, application);
  if (!application || !side) throw new Error(`the access guard let application ${id} through`);
  return { application, side };
}

export const threadOf = (world: World, applicationId: string): MessageRow[] =>
  pick(world.messages, world.messagesByApplication.get(applicationId));

/** Unread messages addressed to `side` on one application, counted without copying the thread. */
export function unreadFor(world: World, applicationId: string, side: Side): number {
  let unread = 0;
  for (const id of world.messagesByApplication.get(applicationId) ?? NONE) {
    const message = world.messages.get(id);
    if (message && message.sender !== side && !message.is_read) unread += 1;
  }
  return unread;
}

export function toApplication(world: World, row: ApplicationRow, side: Side): Application {
  const candidate = world.users.get(row.candidate_id);
  const brand = world.brands.get(row.brand_id);
  const position = world.positions.get(row.position_id);
  return {
    id: row.id,
    stage: row.stage,
    applied_at: isoDate(row.applied_at),
    updated_at: isoDate(row.updated_at),
    archived: row.archived,
    candidate: {
      id: row.candidate_id,
      first_name: candidate?.first_name ?? '',
      last_name: candidate?.last_name ?? '',
    },
    brand: { id: row.brand_id, name: brand?.name ?? '' },
    position: { id: row.position_id, name: position?.name ?? '' },
    unread_count: unreadFor(world, row.id, side),
  };
}

export const toMessage = (row: MessageRow): Message => ({
  ...row,
  files: row.files.map((f) => ({ ...f })),
  sent_at: isoDate(row.sent_at),
});

/** Applications to a brand and everything under it, newest first. */
export function applicationsUnder(
  world: World,
  brandId: string,
  includeArchived: boolean,
): ApplicationRow[] {
  // Loops rather than flatMap and filter: a list call reads this on every request.
  const rows: ApplicationRow[] = [];
  for (const id of brandSubtree(world, brandId)) {
    for (const applicationId of world.applicationsByBrand.get(id) ?? NONE) {
      const row = world.applications.get(applicationId);
      if (row && (includeArchived || !row.archived)) rows.push(row);
    }
  }
  return rows.sort(newestFirst);
}

export const newestFirst = (a: ApplicationRow, b: ApplicationRow) =>
  b.applied_at - a.applied_at || a.id.localeCompare(b.id);

export function page<T>(rows: T[], offset: number, limit: number) {
  return { rows: rows.slice(offset, offset + limit), total: rows.length, offset, limit };
}
