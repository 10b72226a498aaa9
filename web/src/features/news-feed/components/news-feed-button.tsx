import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsFeed } from '../api/get-news-feed';
import { useMarkNewsRead } from '../api/mark-news-read';
import { Newspaper } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';
import { formatWhen, withLocalDays } from '@/lib/dates';

/**
 * §2 the news feed popover, opened from a toolbar button: what the brand and the levels above it
 * published, newest first. Opening it marks the unread items shown as read; Escape or a click
 * outside closes it.
 */
export function NewsFeedButton({ brandId }: { brandId: string }) {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const feed = useNewsFeed(brandId);
  const markRead = useMarkNewsRead(brandId);
  const unread = feed.data?.unread_count ?? 0;
  const unreadShown = feed.data?.items.filter((item) => !item.read).map((item) => item.id) ?? [];
  const unreadKey = unreadShown.join(',');

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus inside the popover would fall to <body> as it goes.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const { mutate } = markRead;
  useEffect(() => {
    if (open && unreadKey) mutate(unreadKey.split(','));
  }, [open, unreadKey, mutate]);

  return (
    <div className="news-feed" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="icon-button"
        aria-label={unread ? t('newsFeed.openUnread', { count: unread }) : t('newsFeed.open')}
        {...tooltip(t('newsFeed.open'))}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <Newspaper aria-hidden="true" size={20} strokeWidth={1.75} />
        {unread > 0 && (
          <span className="count-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        // Focusable, so a keyboard can scroll the feed (it holds no controls of its own).
        <div
          className="news-feed-popover"
          role="dialog"
          aria-label={t('newsFeed.title')}
          tabIndex={0}
        >
          <h2>{t('newsFeed.title')}</h2>
          {feed.isPending && <p aria-busy="true">{t('newsFeed.loading')}</p>}
          {feed.isError && <p role="alert">{t('newsFeed.error')}</p>}
          {feed.data && feed.data.items.length === 0 && <p>{t('newsFeed.empty')}</p>}
          <ul>
            {feed.data?.items.map((item) => (
              <li key={item.id} className={item.read ? undefined : 'unread'}>
                <strong>{withLocalDays(item.title, i18n.language)}</strong>
                <p>{item.body}</p>
                <small>
                  {item.author.name} · {formatWhen(item.published_at, i18n.language)}
                </small>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
