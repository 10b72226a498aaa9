/** §8: auth errors are {message, details}; a failure without text is 'Unknown error occurred'. */
export interface AuthError {
  message: string;
  details?: unknown;
}

export const UNKNOWN_ERROR = 'Unknown error occurred';
export const NOT_INITIALIZED = 'Auth module not initialized. Please ensure init() is called first.';
export const ACTIVE_SESSION_KEY_ERROR = 'Error while getting active session key';
export const INVALID_SERVICE_TYPE = 'Invalid auth service type';

export function toAuthError(error: unknown): AuthError {
  if (error instanceof Error) {
    return { message: error.message || UNKNOWN_ERROR, details: { name: error.name } };
  }
  if (typeof error === 'string' && error) return { message: error };
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return { message: error.message, details: 'details' in error ? error.details : undefined };
  }
  return { message: UNKNOWN_ERROR, details: error };
}

/**
 * The code the login messages table is keyed by: the provider's error name. A locked account is
 * a NotAuthorizedException too, told apart by its text, and needs other words than a wrong password.
 */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'NotAuthorizedException' && error.message === 'Password attempts exceeded')
    return 'PASSWORD_ATTEMPTS_EXCEEDED';
  return error.name;
}
