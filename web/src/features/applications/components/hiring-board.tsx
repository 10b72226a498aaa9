import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationsSummary } from '../api/get-applications-summary';
import { useEmployerApplications } from '../api/get-employer-applications';
import { STAGES } from '../grouping';
import { useListParams } from '../hooks/use-list-params';
import { BoardFilters } from '../pipeline/board-filters';
import { DraggableRow, StageDnd, StageDropZone } from '../pipeline/stage-dnd';
import { useStageMover } from '../pipeline/stage-mover';
import { ApplicationBoard, ListStates } from './application-board';
import { ApplicationRowButton } from './application-row';
import { EmptyState } from '@/components/ui/states/states';
import { Inbox } from 'lucide-react';

interface HiringBoardProps {
  /** The brand whose applications (and its locations') are listed; null while it is not known yet. */
  brandId: string | null;
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
}

/**
 * The employer's applications: stage, position, location and name filters and the
 * chips' counts all come from the server across every page; rows are dragged between stages.
 */
export function HiringBoard({ brandId, renderThread }: HiringBoardProps) {
  const { t } = useTranslation('hiring');
  const params = useListParams();
  const filters = { positionId: params.positionId, locationId: params.locationId, q: params.q };
  const query = useEmployerApplications(
    brandId
      ? {
          brandId,
          page: params.page,
          includeArchived: params.includeArchived,
          stage: params.stage,
          ...filters,
        }
      : null,
  );
  const summary = useApplicationsSummary(
    brandId ? { brandId, includeArchived: params.includeArchived, ...filters } : null,
  );
  const mover = useStageMover();
  // The result that brings the first rows re-renders the board at once (useSyncExternalStore); the
  // list's first draw (rows, drag and drop) is read through a deferred value instead, so React
  // draws it right after, in slices of a few milliseconds (Lighthouse TBT).
  const listDrawn = useDeferredValue(query.isSuccess, false);
  const listQuery =
    query.isSuccess && !listDrawn
      ? { isPending: true, isError: false, refetch: query.refetch }
      : query;
  const shown = query.data?.applications ?? [];
  const filtered =
    params.stage !== null ||
    params.positionId !== null ||
    params.locationId !== null ||
    params.q !== null;
  const stages = params.stage ? [params.stage] : STAGES;

  return (
    <ApplicationBoard
      perspective="EMPLOYER"
      page={query.data}
      listClassName="app-board__list"
      labelledBy="hiring-title"
      renderThread={renderThread}
    >
      <header className="app-board__header">
        <div>
          <h1 id="hiring-title">{t('title')}</h1>
          {summary.data ? (
            <p className="app-board__subtitle">{t('subtitle', { count: summary.data.total })}</p>
          ) : query.isPending || summary.isPending ? (
            // Held until the count arrives: a line that went and came back shifted the board (CLS).
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
      <BoardFilters summary={summary.data} />
      {mover.announcer}
      {mover.dialog}
      {filtered && shown.length === 0 && query.data ? (
        <EmptyState
          icon={<Inbox aria-hidden="true" size={28} strokeWidth={1.5} />}
          title={t('empty.filtered')}
        >
          <button
            type="button"
            className="app-link-button"
            onClick={() =>
              params.update({ stage: null, position: null, location: null, q: null, page: null })
            }
          >
            {t('filters.clear')}
          </button>
        </EmptyState>
      ) : (
        <ListStates
          query={listQuery}
          loading={t('loading')}
          error={t('error.title')}
          emptyTitle={params.includeArchived ? t('empty.titleArchived') : t('empty.title')}
          emptyHint={t('empty.hint')}
        >
          <StageDnd applications={shown} onMove={mover.requestMove}>
            <div className="app-groups">
              {stages.map((stage) => {
                const rows = shown.filter((a) => a.stage === stage);
                return (
                  <StageDropZone key={stage} stage={stage} label={t(`stage.${stage}`)}>
                    <h2 className="app-group__title">
                      {t(`stage.${stage}`)}{' '}
                      <span className="app-chip__count">
                        {summary.data?.by_stage[stage] ?? rows.length}
                      </span>
                    </h2>
                    <ul className="app-rows">
                      {rows.map((a) => (
                        <DraggableRow key={a.id} application={a}>
                          <ApplicationRowButton
                            application={a}
                            perspective="EMPLOYER"
                            selected={a.id === params.applicationId}
                            onOpen={() => params.update({ application: a.id })}
                          />
                        </DraggableRow>
                      ))}
                    </ul>
                  </StageDropZone>
                );
              })}
            </div>
          </StageDnd>
        </ListStates>
      )}
    </ApplicationBoard>
  );
}
