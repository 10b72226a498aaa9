import type { ThreadSummary } from '@ws/contracts';
import { applicationsUnder, threadOf, toApplication } from './applications.ts';
import type { MessageRow, World } from './types.ts';
import { isoDate } from './iso-date.ts';

const EXCERPT_LENGTH = 120;

/** A message cut to one line of a list; a message of only files reads as its file names. */
function excerptOf(message: MessageRow): string {
  const text =
    message.message_body.replace(/\s+/g, ' ').trim() ||
    message.files.map((f) => f.filename).join(', ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

interface ThreadRow {
  summary: ThreadSummary;
  lastAt: number;
}

/**
 * Every thread with at least one message on an application to the brand or a location under it,
 * archived applications included (so the unread total agrees with the group's unread count), as the
 * brand's employers see them: latest message first.
 */
export function threadsUnder(world: World, brandId: string): ThreadSummary[] {
  const rows: ThreadRow[] = [];
  for (const application of applicationsUnder(world, brandId, true)) {
    const messages = threadOf(world, application.id);
    const last = messages.reduce<MessageRow | undefined>(
      (latest, m) => (!latest || m.sent_at >= latest.sent_at ? m : latest),
      undefined,
    );
    if (!last) continue;
    const { id, stage, candidate, brand, position, unread_count } = toApplication(
      world,
      application,
      'EMPLOYER',
    );
    rows.push({
      lastAt: last.sent_at,
      summary: {
        application_id: id,
        stage,
        candidate,
        brand,
        position,
        message_count: messages.length,
        unread_count,
        last_message: {
          sender: last.sender,
          sender_name: last.sender_name,
          excerpt: excerptOf(last),
          sent_at: isoDate(last.sent_at),
        },
      },
    });
  }
  rows.sort(
    (a, b) =>
      b.lastAt - a.lastAt || a.summary.application_id.localeCompare(b.summary.application_id),
  );
  return rows.map((r) => r.summary);
}
