/**
 * The header's notifications (extension): what happened to the caller — their schedule published
 * or a shift changed, an interview proposed or accepted, a new message, a time-off or swap
 * decision. The caller is the person: no brand is named, so none is scoped, and a notification
 * of someone else's is answered as one that does not exist.
 */
import { bearerErrors, call, ErrorSchema } from '../define.ts';
import { emptyQuery } from '../schemas/common.ts';
import {
  NotificationPageSchema,
  NotificationParamsSchema,
  NotificationQuerySchema,
  NotificationSchema,
  NotificationsReadSchema,
} from '../schemas/notifications.ts';

const common = { auth: 'bearer', extension: true } as const;

export const notifications = {
  list: call(
    'GET /v1/me/notifications',
    "A page of the caller's own notifications, newest first (offset 0, limit 10 by default), with the count of unread ones",
    () => ({ query: NotificationQuerySchema, data: NotificationPageSchema, errors: bearerErrors }),
    { ...common, example: { caller: 'u-candidate', query: { offset: '0', limit: '10' } } },
  ),
  markRead: call(
    'POST /v1/me/notifications/:notificationId/read',
    "Marks one of the caller's notifications read (idempotent); 404 for one that is not theirs",
    () => ({
      params: NotificationParamsSchema,
      query: emptyQuery,
      data: NotificationSchema,
      errors: { ...bearerErrors, 404: ErrorSchema },
    }),
    { ...common, example: { caller: 'u-candidate', params: { notificationId: 'nt-2' } } },
  ),
  markAllRead: call(
    'POST /v1/me/notifications/read_all',
    "Marks every one of the caller's notifications read",
    () => ({ query: emptyQuery, data: NotificationsReadSchema, errors: bearerErrors }),
    { ...common, example: { caller: 'u-candidate' } },
  ),
};
