import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInboxThreads } from '../api/get-inbox-threads';
import { PAGE_THREADS } from '../inbox';
import { InboxThreadList } from './inbox-thread-list';
import { Pager, type PagerKeys } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { pageCount, pageFromParam } from '@/lib/paging';
import { withParams } from '@/lib/search-params';

const INBOX_PAGER_KEYS: PagerKeys = {
  label: 'inbox.pages',
  previous: 'inbox.previous',
  next: 'inbox.next',
  page: 'inbox.pageOf',
};

/** /messages: every thread across the brand's applications, latest first; the filter and page live in the URL. */
export function InboxPage({ brandId }: { brandId: string }) {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const unreadOnly = params.get('unread') === '1';
  const threads = useInboxThreads({
    brandId,
    offset: (page - 1) * PAGE_THREADS,
    limit: PAGE_THREADS,
    unreadOnly,
  });
  const data = threads.data;
  const pages = data ? pageCount(data.total, PAGE_THREADS) : 1;
  const go = (changes: Record<string, string | null>) =>
    setParams((current) => withParams(current, changes));
  return (
    <section className="page inbox-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t('inbox.pageTitle')}</h1>
      <p>{t('inbox.lead')}</p>
      <div className="inbox-page__tools">
        <label>
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(e) => go({ unread: e.target.checked ? '1' : null, page: null })}
          />{' '}
          {t('inbox.unreadOnly')}
        </label>
        {data ? (
          <span role="status">{t('inbox.unreadTotal', { count: data.unread_total })}</span>
        ) : null}
      </div>
      {threads.isPending ? <LoadingState label={t('inbox.loading')} /> : null}
      {threads.isError ? (
        <ErrorState
          ns="messaging"
          keys={{ retry: 'retry' }}
          title={t('inbox.error')}
          onRetry={() => void threads.refetch()}
        />
      ) : null}
      {data && data.threads.length === 0 ? (
        <EmptyState title={unreadOnly ? t('inbox.emptyUnread') : t('inbox.empty')} />
      ) : null}
      {data && data.threads.length > 0 ? (
        <InboxThreadList threads={data.threads} labelledBy="inbox-title" />
      ) : null}
      <Pager
        ns="messaging"
        keys={INBOX_PAGER_KEYS}
        page={page}
        pages={pages}
        onPage={(next) => go({ page: next > 1 ? String(next) : null })}
      />
    </section>
  );
}
