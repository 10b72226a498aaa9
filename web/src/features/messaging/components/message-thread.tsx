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
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages?.at(-1)?.message_id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <section className="msg-thread" aria-label={t('thread.label')}>
      <div className="msg-thread__scroll">
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
        <div ref={end} />
      </div>
      <MessageComposer applicationId={applicationId} />
    </section>
  );
}

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
        <span className="msg-bubble__sender">{own ? t('you') : message.sender_name}</span>
        <time dateTime={message.sent_at}>{formatTime(message.sent_at, language)}</time>
        {!own && !message.is_read ? <span className="msg-new">{t('new')}</span> : null}
      </p>
      <p className="msg-bubble__body">{message.message_body}</p>
      {message.files.length > 0 ? (
        <ul className="msg-files" aria-label={t('attachments')}>
          {message.files.map((f) => (
            <li key={f.filename} className="msg-file">
              <span className="msg-file__icon" aria-hidden="true">
                📎
              </span>
              <span className="msg-file__name">{f.filename}</span>
              <span className="msg-file__size">{formatBytes(f.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
