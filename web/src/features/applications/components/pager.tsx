import { useTranslation } from 'react-i18next';
import { pageBounds, pageCount } from '../paging';

interface PagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** "11–20 of 23" with previous and next: applications come 10 to a page [R9-03]. */
export function Pager({ page, total, onPage }: PagerProps) {
  const { t } = useTranslation('hiring');
  const pages = pageCount(total);
  const { from, to } = pageBounds(page, total);
  return (
    <nav className="app-pager" aria-label={t('pager.label')}>
      <span className="app-pager__range">{t('pager.range', { from, to, total })}</span>
      <span className="app-pager__buttons">
        <button
          type="button"
          className="app-pager__button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('pager.previous')}
        </button>
        <span className="app-pager__page">{t('pager.page', { page, pages })}</span>
        <button
          type="button"
          className="app-pager__button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('pager.next')}
        </button>
      </span>
    </nav>
  );
}
