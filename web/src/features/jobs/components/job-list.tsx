import { JOBS_PAGE_SIZE } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager/pager';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { type JobSearch, useJobs } from '../api/search-jobs';
import { JobCard } from './job-card';

/** The page of openings the server found, with its count and pager. */
export function JobList({ search, onPage }: { search: JobSearch; onPage: (page: number) => void }) {
  const { t } = useTranslation('jobs');
  const jobs = useJobs(search);
  if (jobs.isPending) return <LoadingState label={t('loading')} />;
  if (jobs.isError)
    return (
      <ErrorState
        ns="jobs"
        keys={{ retry: 'retry' }}
        title={t('error')}
        onRetry={() => void jobs.refetch()}
      />
    );
  const { total } = jobs.data;
  return (
    <section aria-labelledby="jobs-results" className="jobs-results">
      <h2 id="jobs-results" className="jobs-results__count" aria-live="polite">
        {t('count', { count: total })}
      </h2>
      {total === 0 ? <p className="jobs-muted">{t('empty')}</p> : null}
      <ul className="jobs-list">
        {jobs.data.jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
      <Pager
        ns="dashboards"
        page={search.page}
        pages={Math.ceil(total / JOBS_PAGE_SIZE)}
        onPage={onPage}
      />
    </section>
  );
}
