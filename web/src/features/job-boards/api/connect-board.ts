import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface ConnectInput {
  jobBoard: string;
  authorizationCode: string;
  employer: string;
  redirectUri: string;
}

/** Exchanges the partner's OAuth authorization code for a connection of the employer brand. */
export const connectBoard = ({
  jobBoard,
  authorizationCode,
  employer,
  redirectUri,
}: ConnectInput) =>
  request(api.jobBoards.login, {
    params: { job_board: jobBoard },
    body: { authorization_code: authorizationCode, employer, redirect_uri: redirectUri },
  });

export function useConnectBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectBoard,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keyFor(api.jobBoards.loginCheck) });
      await client.invalidateQueries({ queryKey: keyFor(api.jobBoards.campaigns) });
    },
  });
}
