import { randomUUID } from 'node:crypto';
import type { api } from '@ws/contracts';
import {
  addMessage,
  admittedTo,
  applicationsUnder,
  newestFirst,
  page,
  sideOf,
  threadOf,
  toApplication,
  toMessage,
  unreadFor,
} from '../db/applications.ts';
import { filterApplications } from '../db/hiring/pipeline.ts';
import { notifyMessage } from '../db/notifications/notify.ts';
import { pick } from '../db/indexes.ts';
import { isWithin } from '../db/tree.ts';
import type { ApplicationRow, UserRow, World } from '../db/types.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';
import { invalid } from './replies.ts';

const ownApplications = (world: World, user: UserRow) =>
  pick(world.applications, world.applicationsByCandidate.get(user.id)).sort(newestFirst);

const asPage = (
  world: World,
  rows: ApplicationRow[],
  side: 'CANDIDATE' | 'EMPLOYER',
  offset: number,
  limit: number,
) => {
  const p = page(rows, offset, limit);
  return {
    applications: p.rows.map((a) => toApplication(world, a, side)),
    total: p.total,
    offset,
    limit,
  };
};

export const applicationsHandlers: AreaHandlers<typeof api.applications> = {
  employerApplications: ({ world, query }) => {
    if (
      query.location_id &&
      (!world.brands.has(query.location_id) || !isWithin(world, query.location_id, query.brand))
    ) {
      return invalid({
        field: 'query.location_id',
        message: `${query.location_id} is not a location of ${query.brand}`,
      });
    }
    const all = applicationsUnder(world, query.brand, query.include_archived === 'true');
    return ok(
      asPage(world, filterApplications(world, all, query), 'EMPLOYER', query.offset, query.limit),
    );
  },

  candidateApplications: ({ caller, world, query }) =>
    ok(asPage(world, ownApplications(world, must(caller)), 'CANDIDATE', query.offset, query.limit)),

  // Who may read the thread is the entry's `access.application`, checked before this runs.
  messages: ({ params, world }) =>
    ok({
      application_id: params.applicationId,
      messages: threadOf(world, params.applicationId).map(toMessage),
    }),

  sendMessage: ({ caller, world, params, body, now }) => {
    const user = must(caller);
    const opened = admittedTo(world, user, params.applicationId);
    const brand = world.brands.get(opened.application.brand_id);
    const message = {
      message_id: `m-${randomUUID()}`,
      application_id: params.applicationId,
      sender: opened.side,
      sender_name:
        opened.side === 'EMPLOYER'
          ? `${brand?.name ?? ''} hiring team`
          : `${user.first_name} ${user.last_name}`,
      message_body: body.message_body,
      files: body.files,
      sent_at: now,
      is_read: false,
    };
    addMessage(world, message);
    notifyMessage(world, message);
    return ok(toMessage(message));
  },

  markRead: ({ caller, world, body }) => {
    const user = must(caller);
    // All or nothing: every message is checked before any flag changes.
    for (const [i, flag] of body.entries()) {
      const message = world.messages.get(flag.message_id);
      const application = message && world.applications.get(message.application_id);
      if (!message || !application)
        return fail(404, 'NOT_FOUND', `No message ${flag.message_id}`, `body.${i}.message_id`);
      const side = sideOf(world, user, application);
      // Only the recipient sets a message's read flag.
      if (!side || side === message.sender) {
        return fail(
          403,
          'FORBIDDEN',
          `Message ${flag.message_id} was not sent to you`,
          `body.${i}.message_id`,
        );
      }
    }
    for (const flag of body) {
      const message = world.messages.get(flag.message_id);
      if (message) message.is_read = flag.is_read;
    }
    return ok({ updated: body.length });
  },

  candidateUnreadCount: ({ caller, world }) =>
    ok({
      count: ownApplications(world, must(caller)).reduce(
        (n, a) => n + unreadFor(world, a.id, 'CANDIDATE'),
        0,
      ),
    }),
};
