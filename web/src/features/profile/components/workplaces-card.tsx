import { useTranslation } from 'react-i18next';
import { useWorkplaces } from '../api/get-workplaces';
import './profile.css';
import { RetryError } from './retry-error';

/** Where the member works (GET /v1/employees/businesses/brands): each business and their position there. */
export function WorkplacesCard() {
  const { t } = useTranslation('profile');
  const workplaces = useWorkplaces();
  const list = workplaces.data ?? [];
  return (
    <section className="pf-card" aria-labelledby="pf-work">
      <h2 id="pf-work">{t('work.title')}</h2>
      {workplaces.isPending ? <p className="pf-muted">{t('work.loading')}</p> : null}
      {workplaces.isError ? (
        <RetryError message={t('work.error')} onRetry={workplaces.refetch} />
      ) : null}
      {workplaces.data && list.length === 0 ? <p className="pf-muted">{t('work.none')}</p> : null}
      {list.length > 0 ? (
        <ul className="pf-facts-list">
          {list.map((w) => (
            <li key={`${w.brand_id}-${w.position.id}`}>
              <strong>{w.name}</strong> <span className="pf-muted">{w.position.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
