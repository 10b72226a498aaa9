import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeferredPopover } from '../../../components/ui/popover/deferred-popover';
import { paths } from '../../../config/paths';
import { useEmployerUnreadCount } from '../api/get-employer-unread-count';
import { useInboxThreads } from '../api/get-inbox-threads';
import { POPOVER_THREADS } from '../inbox';
import './messaging.css';
import { MailBadge } from './mail-badge';
import { InboxThreadList } from './inbox-thread-list';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

interface InboxButtonProps {
  /** The entry brand: the §7 unread count and the threads cover it and every location under it. */
  brandId: string;
  /** Enterprise users also reach the group message board from here. */
  messageBoard: boolean;
}

/**
 * The employer's header inbox: the §7 unread count on a button that opens the latest
 * threads across applications; each leads to its application's thread. Escape or a click outside
 * closes it and focus returns to the button.
 */
export function InboxButton({ brandId, messageBoard }: InboxButtonProps) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  const unread = useEmployerUnreadCount(brandId);
  const threads = useInboxThreads(
    open ? { brandId, offset: 0, limit: POPOVER_THREADS, unreadOnly: false } : null,
  );
  const count = unread.data ?? 0;
  const close = () => setOpen(false);
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      placement="bottom-end"
      label={t('inbox.title')}
      className="inbox-popover"
      trigger={(props) => (
        <button
          type="button"
          className="icon-button unread-link"
          aria-label={count ? t('unread.labelCount', { count }) : t('unread.label')}
          {...tooltip(t('unread.label'))}
          data-testid="unread-messages"
          {...props}
        >
          <MailBadge count={count} />
        </button>
      )}
    >
      <div className="inbox-popover__header">
        <h2 id="inbox-popover-title">{t('inbox.title')}</h2>
        <span>{count ? t('inbox.unreadTotal', { count }) : t('inbox.allRead')}</span>
      </div>
      {threads.isPending ? <p aria-busy="true">{t('inbox.loading')}</p> : null}
      {threads.isError ? <p role="alert">{t('inbox.error')}</p> : null}
      {threads.data && threads.data.threads.length === 0 ? <p>{t('inbox.empty')}</p> : null}
      {threads.data && threads.data.threads.length > 0 ? (
        <InboxThreadList
          threads={threads.data.threads}
          labelledBy="inbox-popover-title"
          onOpen={close}
        />
      ) : null}
      <div className="inbox-popover__footer">
        <Link to={paths.messages} onClick={close}>
          {t('inbox.all')}
        </Link>
        {messageBoard ? (
          <Link to={paths.messageBoard} onClick={close}>
            {t('inbox.messageBoard')}
          </Link>
        ) : null}
      </div>
    </DeferredPopover>
  );
}
