import { ApiResponseError } from '../../lib/api-client';

/**
 * §8: user info failing with 401, or 403 with USER_NOT_MAPPED, clears the session and sends to
 * login with error_code. A 400 (or anything else) does not. Returns the error code, else null.
 */
export function userInfoFailureCode(error: unknown): string | null {
  if (!(error instanceof ApiResponseError)) return null;
  const code =
    error.body &&
    typeof error.body === 'object' &&
    'error' in error.body &&
    typeof error.body.error === 'string'
      ? error.body.error
      : null;
  if (error.status === 401) return code ?? 'UNAUTHORIZED';
  if (error.status === 403 && code === 'USER_NOT_MAPPED') return code;
  return null;
}

export const loginWithErrorCode = (code: string) =>
  `/user/login?error_code=${encodeURIComponent(code)}`;
