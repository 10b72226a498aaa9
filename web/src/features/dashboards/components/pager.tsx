import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('dashboards');
  if (pages <= 1) return null;
  return (
    <nav className="dash-pager" aria-label={t('pager.label')}>
      <button type="button" className="dash-pager__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page, pages })}</span>
      <button type="button" className="dash-pager__button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
