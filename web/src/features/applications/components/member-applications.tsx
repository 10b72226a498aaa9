import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCandidateApplications } from '../api/get-candidate-applications';
import { useListParams } from '../hooks/use-list-params';
import { ApplicationBoard, ApplicationRows, ListStates } from './application-board';

interface MemberApplicationsProps {
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
}

/** A candidate's own applications, 10 to a page, each opening its thread with the employer. */
export function MemberApplications({ renderThread }: MemberApplicationsProps) {
  const { t } = useTranslation('member');
  const params = useListParams();
  const query = useCandidateApplications(params.page);

  return (
    <ApplicationBoard
      perspective="CANDIDATE"
      page={query.data}
      listClassName="app-board__list app-card"
      labelledBy="member-applications-title"
      renderThread={renderThread}
    >
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
      <ListStates
        query={query}
        loading={t('applications.loading')}
        error={t('applications.error')}
        emptyTitle={t('applications.emptyTitle')}
        emptyHint={
          <>
            {t('applications.empty')} <Link to={paths.jobs}>{t('applications.browseJobs')}</Link>
          </>
        }
      >
        <ApplicationRows applications={query.data?.applications ?? []} perspective="CANDIDATE" />
      </ListStates>
    </ApplicationBoard>
  );
}
