import { useSearchParams } from 'react-router-dom';
import { pageFromParam, pageSlice } from '@/lib/paging';

/** The breakdown tables show this many rows a page. */
const UNIT_PAGE_SIZE = 10;

/** The rows of the page named in the URL (?page=), and the pager's props that move it. */
export function useUrlPage<T>(items: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const { rows, page, pages } = pageSlice(items, pageFromParam(params.get('page')), UNIT_PAGE_SIZE);
  const onPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return { rows, pager: { page, pages, onPage, ns: 'dashboards' } };
}
