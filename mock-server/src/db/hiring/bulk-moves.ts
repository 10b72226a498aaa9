/**
 * Moving several applications of a brand at once. Each is asked the single move's rules and moves
 * whole or not at all. An id outside the brand's reach (another location's or company's) is not a
 * rule of the move but a wrong request: the route refuses the whole call for it, naming the field.
 */
import type { BulkMove, BulkMoveResult, DeclineTemplate } from '@ws/contracts';
import { randomUUID } from 'node:crypto';
import { addMessage, toApplication } from '../applications.ts';
import { notifyMessage } from '../notifications/notify.ts';
import { isWithin } from '../tree.ts';
import type { ApplicationRow, ApplicationStage, UserRow, World } from '../types.ts';
import { declineMessage } from './decline-messages.ts';
import { recordMove, stageMoveRefusal } from './pipeline.ts';

export interface BulkMoveRequest {
  stage: ApplicationStage;
  reason: string | null;
  message: { template: DeclineTemplate; text?: string | undefined } | null;
}

function postDecline(
  world: World,
  application: ApplicationRow,
  message: NonNullable<BulkMoveRequest['message']>,
  now: number,
) {
  const brand = world.brands.get(application.brand_id);
  const job = world.positions.get(application.position_id)?.name ?? '';
  const row = {
    message_id: `m-${randomUUID()}`,
    application_id: application.id,
    sender: 'EMPLOYER' as const,
    sender_name: `${brand?.name ?? ''} hiring team`,
    message_body: declineMessage(brand, job, message),
    files: [],
    sent_at: now,
    is_read: false,
  };
  addMessage(world, row);
  notifyMessage(world, row);
}

function moveOne(
  world: World,
  user: UserRow,
  request: BulkMoveRequest,
  application: ApplicationRow,
  now: number,
): BulkMoveResult {
  const id = application.id;
  const refusal = stageMoveRefusal(application, request.stage);
  if (refusal)
    return {
      application_id: id,
      moved: false,
      refusal: refusal.code,
      application: toApplication(world, application, 'EMPLOYER'),
      messaged: false,
    };
  recordMove(world, application, {
    from_stage: application.stage,
    stage: request.stage,
    moved_at: now,
    moved_by: user.id,
    reason: request.reason,
    start_date: null,
  });
  if (request.message) postDecline(world, application, request.message, now);
  return {
    application_id: id,
    moved: true,
    refusal: null,
    application: toApplication(world, application, 'EMPLOYER'),
    messaged: request.message !== null,
  };
}

/** The applications the ids name, or the position of the first that is not the brand's to move. */
export function applicationsInReach(
  world: World,
  brandId: string,
  ids: readonly string[],
): ApplicationRow[] | { outside: number } {
  const rows: ApplicationRow[] = [];
  for (const [at, id] of ids.entries()) {
    const application = world.applications.get(id);
    if (!application || !isWithin(world, application.brand_id, brandId)) return { outside: at };
    rows.push(application);
  }
  return rows;
}

export function moveInBulk(
  world: World,
  user: UserRow,
  request: BulkMoveRequest,
  applications: readonly ApplicationRow[],
  now: number,
): BulkMove {
  const results = applications.map((application) =>
    moveOne(world, user, request, application, now),
  );
  const moved = results.filter((r) => r.moved).length;
  return { moved, refused: results.length - moved, results };
}
