import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationsSummary } from '../api/get-applications-summary';
import { useBoardFirstPages, useStageApplications } from '../api/get-employer-applications';
import { useBulkSelection } from '../bulk/selection';
import { STAGES, type Stage } from '../grouping';
import { useListParams } from '../hooks/use-list-params';
import { boardInputOf } from '../prefetch-board';
import { PAGE_SIZE } from '../paging';
import { slotWords } from '../slot-words';
import { BoardFilters } from '../pipeline/board-filters';
import { DraggableRow, StageDnd, StageDropZone } from '../pipeline/stage-dnd';
import { useStageMover } from '../pipeline/stage-mover';
import { ApplicationBoard, ListStates } from './application-board';
import { RowButton, rowWords } from './application-row';
import { partyName } from './party';
import { EmptyState } from '@/components/ui/states/states';
import { Pager } from '@/components/ui/pager/pager';
import { pageBounds, pageCount } from '@/lib/paging';
import { useDrawnInSteps } from '@/lib/use-drawn-in-steps';
import { Inbox } from 'lucide-react';

interface HiringBoardProps {
  /** The brand whose applications (and its locations') are listed; null while it is not known yet. */
  brandId: string | null;
  renderThread: (application: Application | undefined, applicationId: string) => ReactNode;
}

/**
 * The employer's applications, a group per stage. Each stage is its own list, paged inside the
 * stage (10 from offset 0, as every applications list): a page cut across the stages left headers
 * counting cards that were on other pages. Paging inside a stage rather than loading each stage
 * whole keeps every answer a page long however many applications a stage gathers, and its header
 * counts the very answer its cards come from. Filters and the chips' counts are the server's.
 *
 * The lists and counts are asked for here, outside the board's own words: the board waits on
 * three namespaces of translations, and a board that asked only once they had come started its
 * calls a round trip or three later on a first visit.
 */
export function HiringBoard({ brandId, renderThread }: HiringBoardProps) {
  const data = useBoardData(brandId);
  return (
    <Suspense fallback={null}>
      <Board brandId={brandId} renderThread={renderThread} data={data} />
    </Suspense>
  );
}

function useBoardData(brandId: string | null) {
  const params = useListParams();
  const filters = { positionId: params.positionId, locationId: params.locationId, q: params.q };
  const stages = params.stage ? [params.stage] : STAGES;
  // One stage on show pages in the URL; on the whole board each stage keeps its own page, back to
  // the first whenever the filters change.
  const filterKey = JSON.stringify([filters, params.includeArchived]);
  const [paging, setPaging] = useState<{ key: string; pages: Partial<Record<Stage, number>> }>({
    key: filterKey,
    pages: {},
  });
  const pages = paging.key === filterKey ? paging.pages : {};
  const pageOf = (stage: Stage) => (params.stage ? params.page : (pages[stage] ?? 1));
  const turn = (stage: Stage, page: number) =>
    params.stage
      ? params.update({ page: String(page), application: null })
      : setPaging({ key: filterKey, pages: { ...pages, [stage]: page } });
  const input = brandId ? boardInputOf(brandId, params) : null;
  // The whole board's first pages come in one answer; a stage paged on, or the one stage on show
  // (which pages in the URL), asks for its own page.
  const onBoard = (stage: Stage) => !params.stage && pageOf(stage) === 1;
  const board = useBoardFirstPages(params.stage ? null : input);
  const paged = stages.filter((stage) => !onBoard(stage));
  const stagePages = useStageApplications(input, paged, pageOf);
  const lists = stages.map((stage) =>
    onBoard(stage)
      ? {
          isSuccess: board.isSuccess,
          isPending: board.isPending,
          isError: board.isError,
          data: board.data?.stages.find((s) => s.stage === stage),
          refetch: board.refetch,
        }
      : stagePages[paged.indexOf(stage)]!,
  );
  const summary = useApplicationsSummary(input);
  return { params, stages, pageOf, turn, lists, summary };
}

/**
 * Cards drawn as the board first shows: the first stage's page, more than a desktop screen holds
 * under the filters. The board's sixty cards took some 600 ms to render with the CPU slowed 4×
 * (their drag handles, pictures and words) before the first one showed.
 */
const FIRST_CARDS = 10;

function Board({
  brandId,
  renderThread,
  data,
}: HiringBoardProps & { data: ReturnType<typeof useBoardData> }) {
  const { t, i18n } = useTranslation(['hiring', 'pipeline', 'bulk-hiring']);
  const { params, stages, pageOf, turn, lists, summary } = data;
  const mover = useStageMover();
  const bulk = useBulkSelection(brandId);
  const loaded = lists.every((l) => l.isSuccess);
  // The result that brings the first rows re-renders the board at once; the list's first draw
  // (rows, drag and drop) is read through a deferred value instead, so React draws it right
  // after, in slices of a few milliseconds (Lighthouse TBT).
  const listDrawn = useDeferredValue(loaded, false);
  const shown = lists.flatMap((l) => l.data?.applications ?? []);
  // The cards a screen holds come first, the later stages' right after (a stage is a page of ten).
  const cardsDrawn = useDrawnInSteps(FIRST_CARDS, listDrawn ? shown.length : 0);
  const cardsBefore = (stage: number) =>
    lists.slice(0, stage).reduce((n, l) => n + (l.data?.applications.length ?? 0), 0);
  const listQuery = {
    isPending: lists.some((l) => l.isPending) || (loaded && !listDrawn),
    isError: lists.some((l) => l.isError),
    data: loaded ? { applications: shown } : undefined,
    refetch: () => Promise.all(lists.filter((l) => l.isError).map((l) => l.refetch())),
  };
  // Each card's words, asked of i18next once for the whole board rather than once a card.
  const words = rowWords(t, i18n.language);
  const handleWords = slotWords(t, 'dnd.handle', 'name', { ns: 'pipeline' });
  const filtered =
    params.stage !== null ||
    params.positionId !== null ||
    params.locationId !== null ||
    params.q !== null;

  return (
    <ApplicationBoard
      perspective="EMPLOYER"
      page={loaded ? { applications: shown, total: shown.length } : undefined}
      paged={false}
      listClassName="app-board__list"
      labelledBy="hiring-title"
      renderThread={renderThread}
    >
      <header className="app-board__header">
        <div className="app-board__heading">
          <h1 id="hiring-title">{t('title')}</h1>
          {summary.data ? (
            <p className="app-board__subtitle">{t('subtitle', { count: summary.data.total })}</p>
          ) : listQuery.isPending || summary.isPending ? (
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
      {bulk.news}
      {filtered && loaded && shown.length === 0 ? (
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
              {stages.map((stage, i) => {
                const list = lists[i]?.data;
                const total = list?.total ?? 0;
                const page = pageOf(stage);
                const pagesOfStage = pageCount(total, PAGE_SIZE);
                const cards = list?.applications ?? [];
                const drawn = cards.slice(0, Math.max(0, cardsDrawn - cardsBefore(i)));
                return (
                  <StageDropZone
                    key={stage}
                    stage={stage}
                    label={words.stage(stage)}
                    busy={drawn.length < cards.length}
                  >
                    <h2 className="app-group__title">
                      {words.stage(stage)}{' '}
                      <span className="app-chip__count" data-testid="stage-count">
                        {total}
                      </span>
                    </h2>
                    {bulk.selectAll(words.stage(stage), cards)}
                    <ul className="app-rows">
                      {drawn.map((a) => (
                        <DraggableRow
                          key={a.id}
                          application={a}
                          handle={handleWords(partyName(a, 'EMPLOYER'))}
                        >
                          {bulk.checkbox(a)}
                          <RowButton
                            application={a}
                            perspective="EMPLOYER"
                            selected={a.id === params.applicationId}
                            onOpen={() => params.update({ application: a.id })}
                            words={words}
                          />
                        </DraggableRow>
                      ))}
                    </ul>
                    {pagesOfStage > 1 ? (
                      <Pager
                        ns="hiring"
                        page={page}
                        pages={pagesOfStage}
                        range={t('pager.range', { ...pageBounds(page, total, PAGE_SIZE), total })}
                        onPage={(next) => turn(stage, next)}
                      />
                    ) : null}
                  </StageDropZone>
                );
              })}
            </div>
          </StageDnd>
        </ListStates>
      )}
      {bulk.bar}
    </ApplicationBoard>
  );
}
