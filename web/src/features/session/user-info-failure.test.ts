import { describe, expect, it } from 'vitest';
import { ApiResponseError } from '../../lib/api-client';
import { loginWithErrorCode, userInfoFailureCode } from './user-info-failure';

describe('user info failures (§8)', () => {
  it('[R8-07] 401, or 403 with USER_NOT_MAPPED, clears the session and goes to login with error_code', () => {
    expect(userInfoFailureCode(new ApiResponseError(401, { error: 'UNAUTHORIZED' }))).toBe(
      'UNAUTHORIZED',
    );
    expect(userInfoFailureCode(new ApiResponseError(401, undefined))).toBe('UNAUTHORIZED');
    expect(userInfoFailureCode(new ApiResponseError(403, { error: 'USER_NOT_MAPPED' }))).toBe(
      'USER_NOT_MAPPED',
    );
    expect(userInfoFailureCode(new ApiResponseError(403, { error: 'FORBIDDEN' }))).toBeNull();
    expect(userInfoFailureCode(new ApiResponseError(400, { error: 'USER_NOT_MAPPED' }))).toBeNull();
    expect(userInfoFailureCode(new Error('x'))).toBeNull();
    expect(loginWithErrorCode('USER_NOT_MAPPED')).toBe('/user/login?error_code=USER_NOT_MAPPED');
  });
});
