/**
 * A Cognito service error. Amplify takes the name from `__type` and the text from `message`, and
 * retries any 5xx, so the plugin always answers these with HTTP 400.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

export const incorrectCredentials = () =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

export const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message);

/** What a pool answers once an account has had too many wrong passwords in a row. */
export const passwordAttemptsExceeded = () =>
  new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
