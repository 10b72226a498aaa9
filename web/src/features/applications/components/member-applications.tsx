import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandidateApplications } from '../api/get-candidate-applications';
import { useListParams } from '../hooks/use-list-params';
import { ApplicationDetail } from './application-detail';
import { ApplicationRow } from './application-row';
import { Pager } from './pager';
import { EmptyState, ErrorState, LoadingRows } from './state-panel';
import './applications.css';

interface MemberApplicationsProps {
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
}

/** A candidate's own applications, 10 to a page, each opening its thread with the employer. */
export function MemberApplications({ renderThread }: MemberApplicationsProps) {
  const { t } = useTranslation('member');
  const params = useListParams();
  const query = useCandidateApplications(params.page);
  const all = query.data?.applications ?? [];
  const open = params.applicationId;
  const openApplication = all.find((a) => a.id === open);

  return (
    <div className={open ? 'app-board app-board--open' : 'app-board'}>
      <section className="app-board__list app-card" aria-labelledby="member-applications-title">
        <header className="app-board__header">
          <div>
            <h2 id="member-applications-title">{t('applications.title')}</h2>
            {query.data ? (
              <p className="app-board__subtitle">
                {t('applications.subtitle', { count: query.data.total })}
              </p>
            ) : null}
          </div>
        </header>
        {query.isPending ? (
          <LoadingRows label={t('applications.loading')} />
        ) : query.isError ? (
          <ErrorState title={t('applications.error')} onRetry={() => void query.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState title={t('applications.emptyTitle')}>
            <p>{t('applications.empty')}</p>
          </EmptyState>
        ) : (
          <ul className="app-rows">
            {all.map((a) => (
              <ApplicationRow
                key={a.id}
                application={a}
                perspective="CANDIDATE"
                selected={a.id === open}
                onOpen={() => params.update({ application: a.id })}
              />
            ))}
          </ul>
        )}
        {query.data && query.data.total > 0 ? (
          <Pager
            page={params.page}
            total={query.data.total}
            onPage={(page) => params.update({ page: String(page), application: null })}
          />
        ) : null}
      </section>
      {open ? (
        <ApplicationDetail
          application={openApplication}
          perspective="CANDIDATE"
          onClose={() => params.update({ application: null })}
        >
          {renderThread(openApplication, open)}
        </ApplicationDetail>
      ) : null}
    </div>
  );
}
