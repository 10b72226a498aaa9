import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { Application } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { offsetForPage, PAGE_SIZE } from '../paging';

/** The board's filters, all applied by the server so pages and counts cover every application. */
type Stage = Application['stage'];

export interface BoardFilters {
  stage: Stage | null;
  positionId: string | null;
  locationId: string | null;
  q: string | null;
}

/** The brand and filters a call over the whole board is made for (its first pages, its summary). */
export interface BoardInput extends Partial<BoardFilters> {
  brandId: string;
  includeArchived: boolean;
}

export interface EmployerApplicationsInput extends BoardInput {
  page: number;
}

/** The extension's filter params, leaving out the ones not set. */
const filterQuery = (f: Partial<BoardFilters>) => ({
  ...(f.positionId ? { position_id: f.positionId } : {}),
  ...(f.locationId ? { location_id: f.locationId } : {}),
  ...(f.q ? { q: f.q } : {}),
});

/** The brand and the filters of a call over the whole board (its first pages, its summary). */
export const boardRequest = (input: BoardInput | null) => ({
  params: { brandId: input?.brandId ?? '' },
  query: {
    include_archived: input?.includeArchived ? ('true' as const) : ('false' as const),
    ...filterQuery(input ?? {}),
  },
});

const toQuery = ({
  brandId,
  page,
  includeArchived,
  stage,
  ...filters
}: EmployerApplicationsInput) => ({
  brand: brandId,
  offset: String(offsetForPage(page)),
  limit: String(PAGE_SIZE),
  include_archived: includeArchived ? ('true' as const) : ('false' as const),
  ...(stage ? { stage } : {}),
  ...filterQuery(filters),
});

const getEmployerApplications = (input: EmployerApplicationsInput) =>
  request(api.applications.employerApplications, { query: toQuery(input) });

/** Polled while visible so the simulator's new applications and unread counts show without a reload. */
const employerApplicationsQueryOptions = (input: EmployerApplicationsInput) =>
  queryOptions({
    queryKey: keyFor(api.applications.employerApplications, toQuery(input)),
    queryFn: () => getEmployerApplications(input),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

type StageInput = Omit<EmployerApplicationsInput, 'stage' | 'page'>;

/**
 * One page of each stage: the board pages inside a stage, so a stage's header counts the answer
 * whose cards it heads (a page cut across stages showed "Offer 4" over 2 cards). Each call keeps
 * §9's page of 10 from offset 0; `pageOf` says which page of its stage each one is on.
 */
export const useStageApplications = (
  input: StageInput | null,
  stages: readonly Stage[],
  pageOf: (stage: Stage) => number,
) =>
  useQueries({
    queries: stages.map((stage) => ({
      ...employerApplicationsQueryOptions({
        brandId: '',
        includeArchived: false,
        ...input,
        stage,
        page: pageOf(stage),
      }),
      enabled: input !== null,
    })),
  });

/**
 * Every stage's first page in one call (each stage's first 10 and its total): the board's first
 * draw waited on a call a stage, and with the CPU slowed 4× the seven queries' bookkeeping cost
 * more than the answers. Its key starts with the list's name, so whatever refreshes the lists (a
 * move, a thread read) refreshes it too.
 */
export const boardFirstPagesQueryOptions = (input: StageInput | null) => {
  const { params, query } = boardRequest(input);
  return queryOptions({
    queryKey: keyFor(api.applications.employerApplications, { board: { params, query } }),
    queryFn: () => request(api.pipeline.board, { params, query }),
    refetchInterval: 10_000,
    // Fresh until the next poll: the answer the frame asked for before the board was drawn is not
    // asked for again when the board mounts.
    staleTime: 10_000,
  });
};

export const useBoardFirstPages = (input: StageInput | null) =>
  useQuery({
    ...boardFirstPagesQueryOptions(input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
