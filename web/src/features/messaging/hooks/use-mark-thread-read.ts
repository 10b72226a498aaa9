import type { Message } from '@ws/contracts';
import { useEffect, useRef } from 'react';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import type { Side } from '../thread';
import { unreadIncomingIds } from '../thread';

/** Marks what the reader has just been shown as read, once per message even while polling. */
export function useMarkThreadRead(messages: readonly Message[] | undefined, reader: Side) {
  const { mutate } = useMarkMessagesRead();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!messages) return;
    const ids = unreadIncomingIds(messages, reader).filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids, {
      onError: () => {
        for (const id of ids) sent.current.delete(id);
      },
    });
  }, [messages, reader, mutate]);
}
