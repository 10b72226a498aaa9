import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPopover } from '../../../components/ui/popover/deferred-popover';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states/states';
import { tooltip } from '../../../components/ui/tooltip/tooltip';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import { NotificationList } from './notification-list';
import './notifications.css';

const TITLE_ID = 'notifications-title';

/** The count drawn on the bell (its control's name says it in words). */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell for every signed-in person: the count of their unread notifications on a
 * button that opens the newest; following one marks it read and leads to its place. Escape or a
 * click outside closes the panel and focus returns to the bell.
 */
export function NotificationsButton() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const count = list.data?.unread_count ?? 0;
  const name = count ? t('bell.labelCount', { count }) : t('bell.label');
  const items = list.data?.notifications;
  return (
    <DeferredPopover
      className="notifications-popover"
      label={t('title')}
      placement="bottom-end"
      onOpenChange={setOpen}
      open={open}
      trigger={(props) => (
        <button
          {...props}
          {...tooltip(t('bell.label'))}
          aria-label={name}
          className="icon-button notifications-bell"
          data-testid="notifications"
          type="button"
        >
          <Bell aria-hidden="true" size={20} strokeWidth={1.75} />
          {count > 0 && (
            <span className="count-badge" aria-hidden="true">
              {badgeText(count)}
            </span>
          )}
        </button>
      )}
    >
      <div className="notifications-popover__header">
        <h2 id={TITLE_ID}>{t('title')}</h2>
        {count > 0 && (
          <button
            type="button"
            className="link-button"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAll')}
          </button>
        )}
      </div>
      {list.isPending && <LoadingState label={t('loading')} frame="bare" rows={3} />}
      {list.isError && (
        <ErrorState
          title={t('error')}
          ns="notifications"
          frame="bare"
          onRetry={() => void list.refetch()}
        />
      )}
      {items?.length === 0 && (
        <EmptyState
          title={t('empty')}
          hint={t('emptyHint')}
          icon={<Bell size={20} />}
          frame="bare"
        />
      )}
      {items && items.length > 0 && (
        <NotificationList
          notifications={items}
          labelledBy={TITLE_ID}
          onOpen={(n) => {
            if (!n.read) markOne.mutate(n.id);
            setOpen(false);
          }}
        />
      )}
    </DeferredPopover>
  );
}
