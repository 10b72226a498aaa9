import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { JobList } from '../../../features/jobs/components/job-list';
import { JobSearchForm } from '../../../features/jobs/components/job-search-form';
import '../../../features/jobs/jobs.css';
import { withParams } from '../../../lib/search-params';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['jobs', 'dashboards'] };

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /jobs: open positions of the world's brands, searched by title and place; the search lives in the URL. */
export function Component() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const search = {
    q: params.get('q') ?? '',
    place: params.get('place') ?? '',
    page: pageOf(params.get('page')),
  };
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withParams(current, changes));
  return (
    <section className="page jobs-page">
      <h1>{t('title')}</h1>
      <p className="jobs-muted">{t('lead')}</p>
      <JobSearchForm
        q={search.q}
        place={search.place}
        onSearch={(q, place) => update({ q, place, page: '' })}
      />
      <JobList search={search} onPage={(page) => update({ page: String(page) })} />
    </section>
  );
}
