import type { Notification } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay, formatWhen } from '@/lib/dates';
import { notificationHref, notificationKey } from '../notification-view';

interface NotificationListProps {
  notifications: readonly Notification[];
  labelledBy: string;
  /** Called as one is followed: it is marked read and the panel closes. */
  onOpen: (notification: Notification) => void;
}

/** The newest first; an unread one is marked in words and weight, not by colour alone. */
export function NotificationList({ notifications, labelledBy, onOpen }: NotificationListProps) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language || 'en';
  return (
    <ul className="notification-list" aria-labelledby={labelledBy}>
      {notifications.map((n) => (
        <li
          key={n.id}
          className={n.read ? 'notification' : 'notification notification--unread'}
          data-unread={!n.read}
        >
          <Link to={notificationHref(n)} className="notification__link" onClick={() => onOpen(n)}>
            <span className="notification__text">
              {t(notificationKey(n), {
                subject: n.subject,
                day: n.day ? formatDay(n.day, language) : '',
              })}
            </span>
            <span className="notification__meta">
              {n.read ? null : <span className="notification__badge">{t('unread')}</span>}
              <span>{n.subject}</span>
              <time dateTime={n.created_at}>{formatWhen(n.created_at, language)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
