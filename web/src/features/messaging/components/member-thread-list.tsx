import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatWhen } from '@/lib/dates';
import './inbox.css';

/** One conversation a member has: the thread of one of their applications, with that employer. */
export interface MemberThread {
  applicationId: string;
  employer: string;
  position: string;
  unread: number;
  /** When the application last changed (a message or a stage). */
  updatedAt: string;
}

interface MemberThreadListProps {
  threads: readonly MemberThread[];
  labelledBy: string;
  /** The thread open beside the list. */
  openId: string | null;
  hrefOf: (applicationId: string) => string;
}

/** A member's conversations with employers; unread ones are marked in words and weight, each one click from its thread. */
export function MemberThreadList({ threads, labelledBy, openId, hrefOf }: MemberThreadListProps) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <ul className="inbox-list" aria-labelledby={labelledBy}>
      {threads.map((thread) => {
        const unread = thread.unread > 0;
        const open = thread.applicationId === openId;
        return (
          <li
            key={thread.applicationId}
            className={unread ? 'inbox-item inbox-item--unread' : 'inbox-item'}
            data-unread={unread}
          >
            <Link
              to={hrefOf(thread.applicationId)}
              className="inbox-item__link"
              aria-current={open ? 'true' : undefined}
            >
              <span className="inbox-item__top">
                <span className="inbox-item__name">{thread.employer}</span>
                <time className="inbox-item__time" dateTime={thread.updatedAt}>
                  {formatWhen(thread.updatedAt, i18n.language || 'en')}
                </time>
              </span>
              <span className="inbox-item__meta">{thread.position}</span>
              {unread ? (
                <span className="inbox-item__badge">
                  {t('inbox.unread', { count: thread.unread })}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
