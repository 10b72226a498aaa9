import type { ThreadSummary } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatWhen } from '@/lib/dates';
import { threadHref } from '../inbox';
import './inbox.css';

interface InboxThreadListProps {
  threads: readonly ThreadSummary[];
  labelledBy: string;
  /** Called as a thread is opened (the popover closes). */
  onOpen?: () => void;
}

/** Threads across applications, latest activity first; unread ones are marked in words and weight. */
export function InboxThreadList({ threads, labelledBy, onOpen }: InboxThreadListProps) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <ul className="inbox-list" aria-labelledby={labelledBy}>
      {threads.map((thread) => {
        const name = `${thread.candidate.first_name} ${thread.candidate.last_name}`.trim();
        const unread = thread.unread_count > 0;
        const fromUs = thread.last_message.sender === 'EMPLOYER';
        return (
          <li
            key={thread.application_id}
            className={unread ? 'inbox-item inbox-item--unread' : 'inbox-item'}
            data-unread={unread}
          >
            <Link
              to={threadHref(thread.application_id)}
              className="inbox-item__link"
              onClick={onOpen}
            >
              <span className="inbox-item__top">
                <span className="inbox-item__name">{name}</span>
                <time className="inbox-item__time" dateTime={thread.last_message.sent_at}>
                  {formatWhen(thread.last_message.sent_at, i18n.language || 'en')}
                </time>
              </span>
              <span className="inbox-item__meta">
                {thread.position.name} · {thread.brand.name}
              </span>
              <span className="inbox-item__excerpt">
                {fromUs ? `${t('inbox.you')}: ` : ''}
                {thread.last_message.excerpt}
              </span>
              {unread ? (
                <span className="inbox-item__badge">
                  {t('inbox.unread', { count: thread.unread_count })}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
