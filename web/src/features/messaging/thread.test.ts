import type { Message } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { formatBytes, groupByDay, unreadIncomingIds } from './thread';

const msg = (
  id: string,
  sender: Message['sender'],
  is_read: boolean,
  sent_at: string,
): Message => ({
  message_id: id,
  application_id: 'ap-1',
  sender,
  sender_name: sender === 'EMPLOYER' ? 'Harbor Kitchen' : 'Casey',
  message_body: 'Hello',
  files: [],
  sent_at,
  is_read,
});

const thread = [
  msg('m1', 'EMPLOYER', true, '2026-11-01T09:00:00.000Z'),
  msg('m2', 'CANDIDATE', false, '2026-11-01T10:00:00.000Z'),
  msg('m3', 'EMPLOYER', false, '2026-11-02T08:00:00.000Z'),
];

describe('message threads', () => {
  it('marks read only the unread messages addressed to the reader', () => {
    expect(unreadIncomingIds(thread, 'CANDIDATE')).toEqual(['m3']);
    expect(unreadIncomingIds(thread, 'EMPLOYER')).toEqual(['m2']);
  });

  it('groups consecutive messages of one day under one separator', () => {
    const groups = groupByDay(thread, (iso) => iso.slice(0, 10));
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.message_id)])).toEqual([
      ['2026-11-01', ['m1', 'm2']],
      ['2026-11-02', ['m3']],
    ]);
  });

  it('shows attachment sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
