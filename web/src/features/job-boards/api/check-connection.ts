import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Whether the employer is connected to the board (a POST that only reads). */
export const checkConnection = (jobBoard: string) =>
  request(api.jobBoards.loginCheck, { params: { job_board: jobBoard } });

export const connectionQueryOptions = (jobBoard: string) =>
  queryOptions({
    queryKey: keyFor(api.jobBoards.loginCheck, { job_board: jobBoard }),
    queryFn: () => checkConnection(jobBoard),
    staleTime: 30_000,
  });

export const useConnection = (jobBoard: string) => useQuery(connectionQueryOptions(jobBoard));
