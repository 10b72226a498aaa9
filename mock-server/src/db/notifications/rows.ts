/**
 * The notifications store's shapes, apart from the code that fills it: the extension stores'
 * type (stores.ts) names it, and that code needs the world's type, so they live in a leaf module.
 */
import type { Notification } from '@ws/contracts';

/** One person's notification as stored; times in epoch ms, the person by user id. */
export type NotificationRow = Omit<Notification, 'created_at'> & {
  user_id: string;
  created_at: number;
};

export interface NotificationStore {
  /** Each person's notifications, newest first. */
  byUser: Map<string, NotificationRow[]>;
  /** The last id drawn (`nt-${n}`). */
  seq: number;
}
