import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInboxThreads } from '../api/get-inbox-threads';
import { PAGE_THREADS } from '../inbox';
import { InboxThreadList } from './inbox-thread-list';
import { withParams } from '../../../lib/search-params';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

/** /messages: every thread across the brand's applications, latest first; the filter and page live in the URL. */
export function InboxPage({ brandId }: { brandId: string }) {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const unreadOnly = params.get('unread') === '1';
  const threads = useInboxThreads({ brandId, offset: (page - 1) * PAGE_THREADS, limit: PAGE_THREADS, unreadOnly });
  const data = threads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_THREADS)) : 1;
  const go = (changes: Record<string, string | null>) => setParams((current) => withParams(current, changes));
  return (
    <section className="page inbox-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t('inbox.pageTitle')}</h1>
      <p>{t('inbox.lead')}</p>
      <div className="inbox-page__tools">
        <label>
          <input type="checkbox" checked={unreadOnly} onChange={(e) => go({ unread: e.target.checked ? '1' : null, page: null })} />{' '}
          {t('inbox.unreadOnly')}
        </label>
        {data ? <span role="status">{t('inbox.unreadTotal', { count: data.unread_total })}</span> : null}
      </div>
      {threads.isPending ? <p aria-busy="true">{t('inbox.loading')}</p> : null}
      {threads.isError ? (
        <p role="alert">
          {t('inbox.error')}{' '}
          <button type="button" onClick={() => void threads.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {data && data.threads.length === 0 ? <p>{unreadOnly ? t('inbox.emptyUnread') : t('inbox.empty')}</p> : null}
      {data && data.threads.length > 0 ? <InboxThreadList threads={data.threads} labelledBy="inbox-title" /> : null}
      {pages > 1 ? (
        <nav className="inbox-page__pager" aria-label={t('inbox.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => go({ page: page > 2 ? String(page - 1) : null })}>
            {t('inbox.previous')}
          </button>
          <span>{t('inbox.pageOf', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => go({ page: String(page + 1) })}>
            {t('inbox.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
