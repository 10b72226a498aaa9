/**
 * Login messages by code (§8): each code maps to a key of the `auth` namespace's `messages`.
 * Where the spec truncates or hides the wording, the text (in locales/<lang>/auth.json) is ours
 * and says what to do next. Provider error names (Cognito's) map onto the same rows.
 */
export const LOGIN_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  INVALID_USERNAME_OR_PASSWORD: 'credentials',
  INVALID_CREDENTIALS: 'credentials',
  'recaptcha token required': 'tryAgain',
  'recaptcha token invalid': 'tryAgain',
  'invalid preferred username': 'tryAgain',
  'profile missing attributes': 'tryAgain',
  INVALID_EMAIL_ADDRESS: 'email',
  EMAIL_ADDRESS_REQUIRED: 'emailRequired',
  USER_MISSING_REQUIRED_ATTRIBUTES: 'missingAttributes',
  INVALID_PHONE_NUMBER: 'phone',
  INVALID_API_KEY: 'apiKey',
  RESET_MAX_ATTEMPTS: 'resetMaxAttempts',
  USER_NOT_MAPPED: 'userNotMapped',
  EXTERNAL_BRAND_NOT_MAPPED: 'externalBrandNotMapped',
  SOME_OF_EXTERNAL_BRAND_ARE_NOT_MAPPED: 'someExternalBrandsNotMapped',
  USER_ALREADY_MAPPED: 'userAlreadyMapped',
  NORMAL_SIGN_UP_NOT_ALLOWED: 'normalSignUpNotAllowed',
  MSIS9619: 'notAuthorized',
  EXTERNAL_USER_NOT_MAPPED_EXCEPTION: 'externalUserNotMapped',
  DELETED_EXTERNAL_USER: 'deletedExternalUser',
  EXTERNAL_USER: 'externalUser',
  // The identity provider's own error names.
  NotAuthorizedException: 'credentials',
  PASSWORD_ATTEMPTS_EXCEEDED: 'attemptsExceeded',
  UserNotFoundException: 'credentials',
  UserNotConfirmedException: 'unverified',
  InvalidPasswordException: 'credentials',
};

/** The `messages.*` key for a code; any other code gets the generic try-later message. */
export function loginMessageKey(code: string | undefined): string {
  const key =
    code === undefined
      ? undefined
      : (LOGIN_MESSAGE_KEYS[code] ?? LOGIN_MESSAGE_KEYS[code.toLowerCase()]);
  return `messages.${key ?? 'generic'}`;
}
