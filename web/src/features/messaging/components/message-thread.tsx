import type { Message } from '@ws/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/button/button';
import { useApplicationMessages } from '../api/get-application-messages';
import { formatDay, formatTime } from '../format';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read';
import type { Side } from '../thread';
import { formatBytes, groupByDay } from '../thread';
import { MessageComposer } from './message-composer';
import './messaging.css';

interface MessageThreadProps {
  applicationId: string;
  /** Who is reading: their own messages sit on the right, the other side's are marked read. */
  reader: Side;
  /** The other side's name, for the empty thread's prompt. */
  counterpart: string;
}

export function MessageThread({ applicationId, reader, counterpart }: MessageThreadProps) {
  const { t, i18n } = useTranslation('messaging');
  const thread = useApplicationMessages(applicationId);
  const messages = thread.data?.messages;
  useMarkThreadRead(messages, reader);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages?.at(-1)?.message_id;
  useEffect(() => {
    // Only the thread scrolls to its newest message; the page itself stays where the reader is.
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  return (
    <section className="msg-thread" aria-label={t('thread.label')}>
      {/* Focusable so a keyboard can scroll a long thread (axe scrollable-region-focusable). */}
      <div className="msg-thread__scroll" ref={scroller} tabIndex={0}>
        {thread.isPending ? (
          <p className="msg-state" role="status">
            <Spinner /> {t('thread.loading')}
          </p>
        ) : thread.isError ? (
          <div className="msg-state msg-state--error" role="alert">
            <p>{t('thread.error')}</p>
            <button type="button" className="msg-link-button" onClick={() => void thread.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : messages && messages.length > 0 ? (
          groupByDay(messages, (iso) => formatDay(iso, i18n.language)).map((group) => (
            <div key={group.day} className="msg-day">
              <p className="msg-day__label">
                <span>{group.day}</span>
              </p>
              <ol className="msg-list">
                {group.messages.map((m) => (
                  <MessageBubble
                    key={m.message_id}
                    message={m}
                    own={m.sender === reader}
                    language={i18n.language}
                  />
                ))}
              </ol>
            </div>
          ))
        ) : (
          <div className="msg-state">
            <p className="msg-state__title">{t('thread.emptyTitle')}</p>
            <p>{t('thread.empty', { name: counterpart })}</p>
          </div>
        )}
      </div>
      <MessageComposer applicationId={applicationId} />
    </section>
  );
}

function PaperclipIcon() {
  return (
    <svg className="msg-file__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M21.4 11.1 12.2 20.3a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A candidate's own messages read "You"; the employer side is a team, so its messages keep the sender's name. */
function MessageBubble({
  message,
  own,
  language,
}: {
  message: Message;
  own: boolean;
  language: string;
}) {
  const { t } = useTranslation('messaging');
  return (
    <li className={own ? 'msg-bubble msg-bubble--own' : 'msg-bubble'} data-testid="message">
      <p className="msg-bubble__meta">
        <span className="msg-bubble__sender">
          {own && message.sender === 'CANDIDATE' ? t('you') : message.sender_name}
        </span>
        <time dateTime={message.sent_at}>{formatTime(message.sent_at, language)}</time>
        {!own && !message.is_read ? <span className="msg-new">{t('new')}</span> : null}
      </p>
      <p className="msg-bubble__body">{message.message_body}</p>
      {message.files.length > 0 ? (
        <ul className="msg-files" aria-label={t('attachments')}>
          {message.files.map((f) => (
            <li key={f.filename} className="msg-file">
              <PaperclipIcon />
              <span className="msg-file__name">{f.filename}</span>
              <span className="msg-file__size">{formatBytes(f.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
