import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerApplications } from '../api/get-employer-applications';
import { countByStage, filterApplications, groupByStage, positionsOf, STAGES } from '../grouping';
import { useListParams } from '../hooks/use-list-params';
import { ApplicationBoard, ApplicationRows, ListStates } from './application-board';
import { EmptyState } from './state-panel';

interface HiringBoardProps {
  /** The brand whose applications (and its locations') are listed; null while it is not known yet. */
  brandId: string | null;
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
}

/** The employer's applications: stage and position filters over a page of 10, grouped by stage. */
export function HiringBoard({ brandId, renderThread }: HiringBoardProps) {
  const { t } = useTranslation('hiring');
  const params = useListParams();
  const query = useEmployerApplications(
    brandId ? { brandId, page: params.page, includeArchived: params.includeArchived } : null,
  );
  const all = query.data?.applications ?? [];
  const shown = filterApplications(all, { stage: params.stage, positionId: params.positionId });
  const counts = countByStage(all);
  const positions = positionsOf(all);
  const filtered = params.stage !== null || params.positionId !== null;

  return (
    <ApplicationBoard
      perspective="EMPLOYER"
      page={query.data}
      listClassName="app-board__list"
      labelledBy="hiring-title"
      renderThread={renderThread}
      footer={
        filtered && all.length > 0 ? <p className="app-note">{t('filters.pageNote')}</p> : null
      }
    >
      <header className="app-board__header">
        <div>
          <h1 id="hiring-title">{t('title')}</h1>
          {query.data ? (
            <p className="app-board__subtitle">{t('subtitle', { count: query.data.total })}</p>
          ) : query.isPending ? (
            <p className="app-board__subtitle">{t('subtitleLoading')}</p>
          ) : null}
        </div>
        <label className="app-toggle">
          <input
            type="checkbox"
            checked={params.includeArchived}
            onChange={(e) =>
              params.update({
                archived: e.target.checked ? '1' : null,
                page: null,
                application: null,
              })
            }
          />
          <span>{t('filters.archived')}</span>
        </label>
      </header>
      {all.length > 0 ? (
        <div className="app-filters" role="group" aria-label={t('filters.label')}>
          <div className="app-chips" role="radiogroup" aria-label={t('filters.stage')}>
            <button
              type="button"
              role="radio"
              aria-checked={params.stage === null}
              className="app-chip"
              onClick={() => params.update({ stage: null })}
            >
              {t('filters.allStages')} <span className="app-chip__count">{all.length}</span>
            </button>
            {STAGES.map((stage) => (
              <button
                key={stage}
                type="button"
                role="radio"
                aria-checked={params.stage === stage}
                className="app-chip"
                onClick={() => params.update({ stage })}
              >
                {t(`stage.${stage}`)} <span className="app-chip__count">{counts[stage]}</span>
              </button>
            ))}
          </div>
          <label className="app-select">
            <span>{t('filters.position')}</span>
            <select
              value={params.positionId ?? ''}
              onChange={(e) => params.update({ position: e.target.value || null })}
            >
              <option value="">{t('filters.allPositions')}</option>
              {positions.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <ListStates
        query={query}
        loading={t('loading')}
        error={t('error.title')}
        emptyTitle={params.includeArchived ? t('empty.titleArchived') : t('empty.title')}
        emptyHint={t('empty.hint')}
      >
        {shown.length === 0 ? (
          <EmptyState title={t('empty.filtered')}>
            <button
              type="button"
              className="app-link-button"
              onClick={() => params.update({ stage: null, position: null })}
            >
              {t('filters.clear')}
            </button>
          </EmptyState>
        ) : (
          <div className="app-groups">
            {groupByStage(shown).map((group) => (
              <section
                key={group.stage}
                className="app-group"
                aria-label={t(`stage.${group.stage}`)}
              >
                <h2 className="app-group__title">
                  {t(`stage.${group.stage}`)}{' '}
                  <span className="app-chip__count">{group.applications.length}</span>
                </h2>
                <ApplicationRows applications={group.applications} perspective="EMPLOYER" />
              </section>
            ))}
          </div>
        )}
      </ListStates>
    </ApplicationBoard>
  );
}
