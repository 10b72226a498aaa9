import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const disconnectBoard = (jobBoard: string) =>
  request(api.jobBoards.logout, { params: { job_board: jobBoard } });

export function useDisconnectBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectBoard,
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.jobBoards.loginCheck) }),
  });
}
