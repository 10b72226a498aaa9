import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { idSegment, IsoDateTime, offsetQuery, pageOf } from './common.ts';

/**
 * One of the caller's notifications; the fields its kind does not use are null. The kinds: their
 * week's schedule published or one of their shifts changed, an interview proposed to them or
 * accepted by the candidate, a message from the other side of an application, a decision on
 * their time off or on a shift swap, a job offer sent to them or withdrawn, or their offer answered.
 */
export const NotificationSchema = lazySchema(() =>
  z.object({
    kind: z.enum([
      'SCHEDULE_PUBLISHED',
      'SHIFT_CHANGED',
      'INTERVIEW_PROPOSED',
      'INTERVIEW_ACCEPTED',
      'MESSAGE_FROM_EMPLOYER',
      'MESSAGE_FROM_CANDIDATE',
      'TIME_OFF_DECIDED',
      'SWAP_DECIDED',
      'OFFER_SENT',
      'OFFER_WITHDRAWN',
      'OFFER_ANSWERED',
    ]),
    /** Whom or where it is about, shown as it is: a location, a brand, a person. */
    subject: z.string(),
    /** The day it is about: the Monday of a shift's, a schedule's or a swap's week, a time off's first day. */
    day: z.string().nullable(),
    /** The application an interview, a message or an offer belongs to. */
    application_id: z.string().nullable(),
    /** A time-off or swap decision; an offer accepted is APPROVED. */
    decision: z.enum(['APPROVED', 'DECLINED']).nullable(),
    read: z.boolean(),
    created_at: IsoDateTime,
    id: z.string(),
  }),
);
export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationKind = Notification['kind'];

/** A page of the caller's notifications, newest first; unread_count counts them all, not only the page. */
export const NotificationPageSchema = lazySchema(() =>
  pageOf('notifications', NotificationSchema, { unread_count: z.number().int() }),
);

export const NotificationQuerySchema = lazySchema(() =>
  z
    .object({ offset: offsetQuery, limit: z.coerce.number().int().min(1).max(50).default(10) })
    .strict(),
);

export const NotificationParamsSchema = lazySchema(() =>
  z.object({ notificationId: idSegment }).strict(),
);

/** What a mark-read leaves: how many were newly marked and how many stay unread. */
export const NotificationsReadSchema = lazySchema(() =>
  z.object({ marked: z.number().int(), unread_count: z.number().int() }),
);
