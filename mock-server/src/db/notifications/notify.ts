/**
 * The header's notifications: what happened to a person, written by the calls and the live
 * activity that made it happen, read and marked read only by that person.
 */
import type { Notification, NotificationKind } from '@ws/contracts';
import { canSeeBrand } from '../access.ts';
import { currentWeek } from '../scheduling/shifts.ts';
import type { ShiftRow, TimeOffRow } from '../stores/stores.ts';
import type { ApplicationRow, MessageRow, World } from '../types.ts';
import type { NotificationRow, NotificationStore } from './rows.ts';

export const emptyNotifications = (): NotificationStore => ({ byUser: new Map(), seq: 0 });

/** How many a person keeps: live activity runs for hours in a demo, and no one reads back that far. */
const KEPT = 100;

export interface NotificationEvent {
  kind: NotificationKind;
  /** Whom or where it is about, as people read it: a location, a brand, a person. */
  subject: string;
  /** When it happened, in epoch ms. */
  at: number;
  day?: string | null;
  application_id?: string | null;
  decision?: 'APPROVED' | 'DECLINED' | null;
}

/** Adds an event to a person's notifications, unread. Any feature that makes news for someone calls this. */
export function notify(world: World, userId: string, event: NotificationEvent): NotificationRow {
  const store = world.extensions.notifications;
  store.seq += 1;
  const row: NotificationRow = {
    id: `nt-${store.seq}`,
    user_id: userId,
    kind: event.kind,
    created_at: event.at,
    read: false,
    subject: event.subject,
    day: event.day ?? null,
    application_id: event.application_id ?? null,
    decision: event.decision ?? null,
  };
  // A new list, newest first (the one it replaces may be shared with the world's snapshot), made
  // at its final length: grown a push at a time, it was copied over four times on every event.
  const before = store.byUser.get(userId) ?? [];
  const kept = new Array<NotificationRow>(Math.min(before.length + 1, KEPT));
  kept[0] = row;
  for (let i = 1; i < kept.length; i += 1) kept[i] = before[i - 1] as NotificationRow;
  store.byUser.set(userId, kept);
  return row;
}

/** A person's notifications, newest first (a clock set back may write one out of order). */
export const notificationsOf = (world: World, userId: string): NotificationRow[] =>
  [...(world.extensions.notifications.byUser.get(userId) ?? [])].sort(
    (a, b) => b.created_at - a.created_at,
  );

export const toNotification = ({ user_id: _user, ...row }: NotificationRow): Notification => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

const brandName = (world: World, brandId: string) => world.brands.get(brandId)?.name ?? brandId;

/** The user behind an employee row of a shift, when that person has an account. */
const userOfEmployee = (world: World, employeeId: string | null) =>
  (employeeId === null ? undefined : world.employees.get(employeeId)?.user_id) ?? undefined;

/** Everyone whose shifts a publish put on the schedule hears of their week, once per location. */
export function notifyPublished(
  world: World,
  published: readonly ShiftRow[],
  weekStart: string,
  now: number,
): void {
  const told = new Set<string>();
  for (const shift of published) {
    const userId = userOfEmployee(world, shift.user_id);
    if (!userId || told.has(`${userId} ${shift.brand_id}`)) continue;
    told.add(`${userId} ${shift.brand_id}`);
    const subject = brandName(world, shift.brand_id);
    notify(world, userId, { kind: 'SCHEDULE_PUBLISHED', subject, day: weekStart, at: now });
  }
}

/** A published shift moved or handed to someone else: whoever had it and whoever has it now hear of it. */
export function notifyShiftChanged(
  world: World,
  before: ShiftRow,
  after: ShiftRow,
  now: number,
): void {
  if (!before.published) return;
  const people = new Set([before.user_id, after.user_id].map((id) => userOfEmployee(world, id)));
  for (const userId of people) {
    if (!userId) continue;
    notify(world, userId, {
      kind: 'SHIFT_CHANGED',
      subject: brandName(world, after.brand_id),
      day: currentWeek(world, after.brand_id, after.start),
      at: now,
    });
  }
}

/** The location's own managers, else every employer whose policy covers it. */
function managersOf(world: World, brandId: string): string[] {
  const employers = [...world.users.values()].filter(
    (u) => u.employer && canSeeBrand(world, u, brandId),
  );
  const own = employers.filter((u) => u.entry_brand_id === brandId);
  return (own.length ? own : employers).map((u) => u.id);
}

const candidateName = (world: World, application: ApplicationRow) => {
  const candidate = world.users.get(application.candidate_id);
  return `${candidate?.first_name ?? ''} ${candidate?.last_name ?? ''}`.trim();
};

/** A message tells the other side: the candidate of an employer's message, the location's managers of a candidate's. */
export function notifyMessage(world: World, message: MessageRow): void {
  const application = world.applications.get(message.application_id);
  if (!application) return;
  const fromEmployer = message.sender === 'EMPLOYER';
  const event: NotificationEvent = {
    kind: fromEmployer ? 'MESSAGE_FROM_EMPLOYER' : 'MESSAGE_FROM_CANDIDATE',
    subject: fromEmployer
      ? brandName(world, application.brand_id)
      : candidateName(world, application),
    application_id: application.id,
    at: message.sent_at,
  };
  const to = fromEmployer ? [application.candidate_id] : managersOf(world, application.brand_id);
  for (const userId of to) notify(world, userId, event);
}

/** An interview proposed tells the candidate; one accepted tells whoever proposed it. */
export function notifyInterview(
  world: World,
  application: ApplicationRow,
  accepted: { proposed_by: string } | null,
  now: number,
): void {
  if (accepted) {
    notify(world, accepted.proposed_by, {
      kind: 'INTERVIEW_ACCEPTED',
      subject: candidateName(world, application),
      application_id: application.id,
      at: now,
    });
    return;
  }
  notify(world, application.candidate_id, {
    kind: 'INTERVIEW_PROPOSED',
    subject: brandName(world, application.brand_id),
    application_id: application.id,
    at: now,
  });
}

/** A decision on time off tells the person who asked, when they have an account. */
export function notifyTimeOff(world: World, row: TimeOffRow, brandId: string, now: number): void {
  if (!world.users.has(row.person_id) || row.status === 'PENDING') return;
  notify(world, row.person_id, {
    kind: 'TIME_OFF_DECIDED',
    subject: brandName(world, brandId),
    day: row.start_date,
    decision: row.status,
    at: now,
  });
}
