import type { Message } from '@ws/contracts';

export type Side = Message['sender'];

/** Messages addressed to `reader` that they have not read yet: what opening the thread marks read. */
export function unreadIncomingIds(messages: readonly Message[], reader: Side): string[] {
  return messages.filter((m) => m.sender !== reader && !m.is_read).map((m) => m.message_id);
}

export interface DayGroup {
  day: string;
  messages: Message[];
}

/** Consecutive messages of one calendar day (local time), for the date separators of a thread. */
export function groupByDay(
  messages: readonly Message[],
  dayOf: (iso: string) => string,
): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = dayOf(message.sent_at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** §7 allows up to 5 files of 10 MB each on one message. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
