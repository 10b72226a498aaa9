import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageFromParam, pageSlice } from '../paging';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The rows of the page named in the URL (?page=), and the pager that moves it. */
export function useUrlPage<T>(items: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const { rows, page, pages } = pageSlice(items, pageFromParam(params.get('page')));
  const onPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return { rows, pager: { page, pages, onPage } };
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
