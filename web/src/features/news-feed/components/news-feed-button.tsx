import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * §2 the news feed popover, opened from a toolbar button. The spec shows no feed content or call,
 * so it announces product news from the translations; Escape or a click outside closes it.
 */
export function NewsFeedButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="news-feed" ref={root}>
      <button type="button" className="icon-button" aria-label={t('newsFeed.open')} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
        ✉
      </button>
      {open && (
        <div className="news-feed-popover" role="dialog" aria-label={t('newsFeed.title')}>
          <h2>{t('newsFeed.title')}</h2>
          <ul>
            <li>{t('newsFeed.items.schedule')}</li>
            <li>{t('newsFeed.items.rewards')}</li>
            <li>{t('newsFeed.items.languages')}</li>
          </ul>
        </div>
      )}
    </div>
  );
}
