/**
 * The demo's notifications, so the bell has something to say at once: the member hears of their
 * week's schedule, an interview proposal and an employer's message (and an older time-off
 * decision, already read); the location manager hears of candidates' messages.
 */
import { currentWeek } from '../scheduling/shifts.ts';
import type { ApplicationRow, World } from '../types.ts';
import { notify, notifyMessage } from './notify.ts';

const HOUR_MS = 3_600_000;

const lastMessageFrom = (world: World, applicationId: string, sender: 'EMPLOYER' | 'CANDIDATE') =>
  (world.messagesByApplication.get(applicationId) ?? [])
    .map((id) => world.messages.get(id))
    .findLast((m) => m?.sender === sender);

const applicationsOf = (world: World, ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => world.applications.get(id)).filter((a) => a !== undefined);

function seedMember(world: World, userId: string): void {
  const now = world.seededAt;
  const home = [...world.employees.values()].find((e) => e.user_id === userId)?.brand_id;
  const subject = home ? (world.brands.get(home)?.name ?? home) : '';
  const applications = applicationsOf(world, world.applicationsByCandidate.get(userId));
  if (home) {
    const week = currentWeek(world, home, now);
    notify(world, userId, {
      kind: 'TIME_OFF_DECIDED',
      subject,
      day: week,
      decision: 'APPROVED',
      at: now - 48 * HOUR_MS,
    }).read = true;
    notify(world, userId, {
      kind: 'SCHEDULE_PUBLISHED',
      subject,
      day: week,
      at: now - 3 * HOUR_MS,
    });
  }
  const proposed = applications.find((a) =>
    world.extensions.pipeline.interviews.get(a.id)?.some((i) => i.accepted_slot_id === null),
  );
  if (proposed) {
    notify(world, userId, {
      kind: 'INTERVIEW_PROPOSED',
      subject: world.brands.get(proposed.brand_id)?.name ?? proposed.brand_id,
      application_id: proposed.id,
      at: now - 2 * HOUR_MS,
    });
  }
  const written = applications
    .map((a) => lastMessageFrom(world, a.id, 'EMPLOYER'))
    .find((m) => m !== undefined);
  if (written) notifyMessage(world, { ...written, sent_at: now - HOUR_MS });
}

/** Two candidates' latest messages at the manager's location, as that location's managers hear them. */
function seedManager(world: World, brandId: string): void {
  const applications: ApplicationRow[] = applicationsOf(
    world,
    world.applicationsByBrand.get(brandId),
  );
  const messages = applications
    .map((a) => lastMessageFrom(world, a.id, 'CANDIDATE'))
    .filter((m) => m !== undefined)
    .slice(0, 2);
  messages.forEach((m, n) =>
    notifyMessage(world, { ...m, sent_at: world.seededAt - (100 - 10 * n) * 60_000 }),
  );
}

export function seedNotifications(world: World): void {
  const member = world.usersByEmail.get('candidate@demo.test');
  if (member) seedMember(world, member.id);
  const manager = world.usersByEmail.get('manager@demo.test');
  if (manager?.entry_brand_id) seedManager(world, manager.entry_brand_id);
}
