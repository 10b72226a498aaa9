import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetFailure } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { ApiResponseError, request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** §8: reset calls throw the response's data payload when it has one. */
async function throwingData<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (
      error instanceof ApiResponseError &&
      error.body &&
      typeof error.body === 'object' &&
      'data' in error.body
    ) {
      throw (error.body as { data: ResetFailure }).data;
    }
    throw error;
  }
}

export const isResetFailure = (value: unknown): value is ResetFailure =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

export const requestResetPassword = (body: {
  username: string;
  'g-recaptcha-response': string;
  return_url?: string;
  flow?: 'HARRI' | 'LIGHT' | 'EXTERNAL';
}) =>
  throwingData(
    request(api.registration.requestResetPassword, { body: { flow: 'HARRI', ...body } }),
  );

export const resetPasswordConfirmation = (body: {
  code: string;
  new_password: string;
  confirm_new_password: string;
}) => throwingData(request(api.registration.resetPasswordConfirmation, { body }));

export const validateResetToken = (code: string) =>
  request(api.registration.validateResetToken, { body: { code } });

export const resetTokenQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keyFor(api.registration.validateResetToken, { code }),
    queryFn: () => validateResetToken(code),
  });

export const useResetToken = (code: string) =>
  useQuery({ ...resetTokenQueryOptions(code), enabled: code !== '' });
