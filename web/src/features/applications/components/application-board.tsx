import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePipeline } from '../api/pipeline';
import { useListParams } from '../hooks/use-list-params';
import { PipelinePanel } from '../pipeline/pipeline-panel';
import { ApplicationDetail } from './application-detail';
import { ApplicationRow } from './application-row';
import type { Perspective } from './party';
import { Pager } from '@/components/ui/pager/pager';
import { pageBounds, pageCount } from '@/lib/paging';
import { PAGE_SIZE } from '../paging';
import {
  EmptyState,
  ErrorState,
  type ErrorStateKeys,
  LoadingState,
} from '@/components/ui/states/states';
import './applications.css';
import { Inbox } from 'lucide-react';

const HIRING_ERROR_KEYS: ErrorStateKeys = { hint: 'error.hint', retry: 'error.retry' };

interface ApplicationBoardProps {
  perspective: Perspective;
  /** The page of applications on show; undefined until it has loaded. */
  page: { applications: Application[]; total: number } | undefined;
  /** Whether the list pages as a whole under it (the hiring board pages inside each stage instead). */
  paged?: boolean;
  /** The list column's class and the id of its heading. */
  listClassName: string;
  labelledBy: string;
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
  /** The list column above its pager: heading, filters and rows. */
  children: ReactNode;
  /** The list column below its pager. */
  footer?: ReactNode;
}

/** A page of applications, and beside it the one opened from the URL with its thread. */
export function ApplicationBoard({
  perspective,
  page,
  paged = true,
  listClassName,
  labelledBy,
  renderThread,
  children,
  footer,
}: ApplicationBoardProps) {
  const { t } = useTranslation('hiring');
  const params = useListParams();
  const open = params.applicationId;
  // The pipeline call also brings the application, so a deep link to one on another page opens it whole.
  const pipeline = usePipeline(open);
  const openApplication =
    pipeline.data?.application ?? page?.applications.find((a) => a.id === open);
  return (
    <div className={open ? 'app-board app-board--open' : 'app-board'}>
      <section className={listClassName} aria-labelledby={labelledBy}>
        {children}
        {paged && page && page.total > 0 ? (
          <Pager
            ns="hiring"
            page={params.page}
            pages={pageCount(page.total, PAGE_SIZE)}
            range={t('pager.range', {
              ...pageBounds(params.page, page.total, PAGE_SIZE),
              total: page.total,
            })}
            onPage={(next) => params.update({ page: String(next), application: null })}
          />
        ) : null}
        {footer}
      </section>
      {open ? (
        <ApplicationDetail
          application={openApplication}
          perspective={perspective}
          onClose={() => params.update({ application: null })}
        >
          {pipeline.data ? (
            <PipelinePanel pipeline={pipeline.data} perspective={perspective} />
          ) : null}
          {renderThread(openApplication, open)}
        </ApplicationDetail>
      ) : null}
    </div>
  );
}

interface ListStatesProps {
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { applications: Application[] };
    refetch: () => unknown;
  };
  loading: string;
  error: string;
  emptyTitle: string;
  /** Text, or text with a way on (the member's empty list links to the jobs). */
  emptyHint: ReactNode;
  /** The list, once there is at least one application. */
  children: ReactNode;
}

/** Loading, failed or no applications at all, in that order; else the list. */
export function ListStates({
  query,
  loading,
  error,
  emptyTitle,
  emptyHint,
  children,
}: ListStatesProps) {
  if (query.isPending) return <LoadingState label={loading} rows={3} />;
  if (query.isError)
    return (
      <ErrorState
        ns="hiring"
        keys={HIRING_ERROR_KEYS}
        title={error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data?.applications.length) {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" size={28} strokeWidth={1.5} />}
        title={emptyTitle}
        hint={emptyHint}
      />
    );
  }
  return children;
}

/** Rows that open their application beside the list. */
export function ApplicationRows({
  applications,
  perspective,
}: {
  applications: Application[];
  perspective: Perspective;
}) {
  const params = useListParams();
  return (
    <ul className="app-rows">
      {applications.map((a) => (
        <ApplicationRow
          key={a.id}
          application={a}
          perspective={perspective}
          selected={a.id === params.applicationId}
          onOpen={() => params.update({ application: a.id })}
        />
      ))}
    </ul>
  );
}
