import type { api } from '@ws/contracts';
import { page } from '../db/applications.ts';
import { notificationsOf, toNotification } from '../db/notifications/notify.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';
import { notFound } from './replies.ts';

const unreadIn = (rows: readonly { read: boolean }[]) => rows.filter((r) => !r.read).length;

// Each call reads the caller's own list only: someone else's notification is not found, whoever asks.
export const notificationsHandlers: AreaHandlers<typeof api.notifications> = {
  list: ({ world, query, caller }) => {
    const all = notificationsOf(world, must(caller).id);
    const p = page(all, query.offset, query.limit);
    return ok({
      notifications: p.rows.map(toNotification),
      total: p.total,
      unread_count: unreadIn(all),
      offset: p.offset,
      limit: p.limit,
    });
  },

  markRead: ({ world, params, caller }) => {
    const row = notificationsOf(world, must(caller).id).find((n) => n.id === params.notificationId);
    if (!row) return notFound('params.notificationId', params.notificationId);
    row.read = true;
    return ok(toNotification(row));
  },

  markAllRead: ({ world, caller }) => {
    const all = notificationsOf(world, must(caller).id);
    const unread = all.filter((n) => !n.read);
    unread.forEach((n) => (n.read = true));
    return ok({ marked: unread.length, unread_count: 0 });
  },
};
