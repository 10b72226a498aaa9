/**
 * What a person reads when a call fails. The API answers `{status_code, error, message, field}`;
 * its message is written for developers (field paths, ids, codes), so it is never shown. The
 * code and the field it names choose one translated sentence (common.json, `apiError.*`) that
 * says what went wrong and what to do next; anything not listed here reads the generic sentence.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from './api-client';

/** The sentences of common.json's `apiError` group. */
export const API_ERROR_SENTENCES = [
  'generic',
  'network',
  'unavailable',
  'tooManyRequests',
  'signedOut',
  'forbidden',
  'notAnEmployee',
  'notFound',
  'changedMeanwhile',
  'alreadyApplied',
  'interviewAccepted',
  'uploadExpired',
  'invitationInvalid',
  'resetLinkInvalid',
  'botCheck',
  'tooManyResets',
  'passwordsDiffer',
  'weakPassword',
  'emailUsed',
  'alreadyRegistered',
  'noPhone',
  'raffleDrawn',
  'raffleNoEntries',
  'fileTooLarge',
  'fileType',
  'fileRequired',
  'checkForm',
  'invalidEmail',
  'username',
  'brandName',
  'notSchedulable',
  'overlap',
  'shiftEnd',
  'breakLength',
  'positionClosed',
  'notALocation',
  'currency',
  'budgetBelowSpent',
  'notOnTeam',
  'answerQuestions',
  'questionOptions',
  'unknownPositions',
  'shiftState',
  'copyWeek',
  'verificationCode',
] as const;
export type ApiErrorSentence = (typeof API_ERROR_SENTENCES)[number];

/** Error codes the API answers with, by the sentence that explains them. */
const BY_CODE: Record<string, ApiErrorSentence> = {
  UNAUTHORIZED: 'signedOut',
  INVALID_REFRESH_TOKEN: 'signedOut',
  FORBIDDEN: 'forbidden',
  FORBIDDEN_ORIGIN: 'forbidden',
  NOT_YOUR_SESSION: 'forbidden',
  ADMIN_TOKEN_REQUIRED: 'forbidden',
  USER_NOT_MAPPED: 'forbidden',
  NOT_AN_EMPLOYEE: 'notAnEmployee',
  NOT_FOUND: 'notFound',
  CONFLICT: 'changedMeanwhile',
  // A swap, or a shift offered in one, no longer open to this: started, in another swap, or decided.
  SWAP_CLOSED: 'changedMeanwhile',
  EXPIRED: 'uploadExpired',
  INVALID_CODE: 'invitationInvalid',
  INVALID_RESET_TOKEN: 'resetLinkInvalid',
  BOT_CHECK_FAILED: 'botCheck',
  INVALID_CAPTCHA: 'botCheck',
  RESET_MAX_ATTEMPTS: 'tooManyResets',
  PASSWORDS_DO_NOT_MATCH: 'passwordsDiffer',
  WEAK_PASSWORD: 'weakPassword',
  USERNAME_USED: 'emailUsed',
  ALREADY_REGISTERED: 'alreadyRegistered',
  NO_PHONE: 'noPhone',
  RAFFLE_DRAWN: 'raffleDrawn',
  NO_ENTRIES: 'raffleNoEntries',
  PAYLOAD_TOO_LARGE: 'fileTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'fileType',
  VALIDATION_ERROR: 'checkForm',
  INTERNAL_ERROR: 'unavailable',
  SIMULATED_FAULT: 'unavailable',
  OFF_CONTRACT_RESPONSE: 'unavailable',
  TOO_MANY_REQUESTS: 'tooManyRequests',
};

/**
 * A code whose meaning depends on the field it names: `CODE field`, with the field as
 * `normaliseField` writes it (no `body.`/`query.`/`params.` and no list positions).
 */
const BY_CODE_AND_FIELD: Record<string, ApiErrorSentence> = {
  'CONFLICT jobId': 'alreadyApplied',
  'CONFLICT interviewId': 'interviewAccepted',
  'VALIDATION_ERROR user_id': 'notSchedulable',
  'VALIDATION_ERROR start': 'overlap',
  'VALIDATION_ERROR end': 'shiftEnd',
  'VALIDATION_ERROR break_minutes': 'breakLength',
  'VALIDATION_ERROR position_id': 'positionClosed',
  'VALIDATION_ERROR location_id': 'notALocation',
  'VALIDATION_ERROR location_brand_ids': 'notALocation',
  'VALIDATION_ERROR currency_code': 'currency',
  'VALIDATION_ERROR amount': 'budgetBelowSpent',
  'VALIDATION_ERROR entries.user_id': 'notOnTeam',
  'VALIDATION_ERROR answers': 'answerQuestions',
  'VALIDATION_ERROR answers.question_id': 'answerQuestions',
  'VALIDATION_ERROR answers.answer': 'answerQuestions',
  'VALIDATION_ERROR options': 'questionOptions',
  'VALIDATION_ERROR positions': 'unknownPositions',
  'VALIDATION_ERROR audience.positions': 'unknownPositions',
  'VALIDATION_ERROR shiftId': 'shiftState',
  'VALIDATION_ERROR week_start': 'copyWeek',
  'VALIDATION_ERROR file': 'fileRequired',
  'VALIDATION_ERROR brand': 'brandName',
  'VALIDATION_ERROR email': 'invalidEmail',
  // The sign-up's username is a name of the person's choosing, not their e-mail address.
  'VALIDATION_ERROR username': 'username',
  'VALIDATION_ERROR password': 'weakPassword',
  'VALIDATION_ERROR new_password': 'weakPassword',
  'VALIDATION_ERROR confirm_new_password': 'passwordsDiffer',
};

/** The sign-in service (Cognito's protocol) names its failures by exception. */
const BY_IDENTITY_EXCEPTION: Record<string, ApiErrorSentence> = {
  UsernameExistsException: 'emailUsed',
  AliasExistsException: 'emailUsed',
  InvalidPasswordException: 'weakPassword',
  CodeMismatchException: 'verificationCode',
  ExpiredCodeException: 'verificationCode',
  LimitExceededException: 'tooManyRequests',
  TooManyRequestsException: 'tooManyRequests',
  TooManyFailedAttemptsException: 'tooManyRequests',
  InvalidParameterException: 'checkForm',
  NetworkError: 'network',
};

/** For a status with a code not listed above. */
function byStatus(status: number, field: string | undefined): ApiErrorSentence {
  if (status === 401) return 'signedOut';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'changedMeanwhile';
  if (status === 413) return 'fileTooLarge';
  if (status === 415) return 'fileType';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'unavailable';
  if (status === 400 && field) return 'checkForm';
  return 'generic';
}

/** `body.answers.0.question_id` → `answers.question_id`: where in the request, without list positions. */
export function normaliseField(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const parts = field.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  if (['body', 'query', 'params', 'headers'].includes(parts[0] ?? '')) parts.shift();
  return parts.length ? parts.join('.') : undefined;
}

export interface ApiErrorReading {
  /** The sentence to show (common.json `apiError.<sentence>`). */
  sentence: ApiErrorSentence;
  /** The request field at fault (`start`, `user_id`, `answers.answer`), for a form to show it beside that input. */
  field: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Reads any thrown value: an API answer, a flow's `{code, field}` payload, a failed network call, or a bug. */
export function readApiError(error: unknown): ApiErrorReading {
  let status: number | undefined;
  let code: string | undefined;
  let rawField: string | undefined;
  if (error instanceof ApiResponseError) {
    status = error.status;
    const body =
      error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
    code = text(body.error) ?? text(body.code);
    rawField = text(body.field);
  } else if (error instanceof Error && BY_IDENTITY_EXCEPTION[error.name]) {
    return { sentence: BY_IDENTITY_EXCEPTION[error.name]!, field: undefined };
  } else if (error instanceof TypeError) {
    // fetch rejects with a TypeError when the request never got an answer.
    return { sentence: 'network', field: undefined };
  } else if (error && typeof error === 'object' && !(error instanceof Error)) {
    const body = error as Record<string, unknown>;
    code = text(body.error) ?? text(body.code);
    rawField = text(body.field);
    status = typeof body.status_code === 'number' ? body.status_code : undefined;
  }
  const field = normaliseField(rawField);
  const sentence =
    (code && field ? BY_CODE_AND_FIELD[`${code} ${field}`] : undefined) ??
    (code ? BY_CODE[code] : undefined) ??
    (status ? byStatus(status, field) : 'generic');
  return { sentence, field };
}

/** The translated sentence for a failure, with the t of any namespace. */
export const apiErrorText = (t: TFunction, error: unknown) =>
  t(`common:apiError.${readApiError(error).sentence}`);

/** A component's way to word a failure: `const errorText = useApiErrorText(); toast({ message: errorText(error) })`. */
export function useApiErrorText() {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => apiErrorText(t, error), [t]);
}

export interface FieldErrorText {
  text: string;
  /** The request field at fault, if the failure named one. */
  field: string | undefined;
}

/** The sentence and the field at fault, for forms that show it beside the field they sent. */
export function useApiFieldError() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown): FieldErrorText => {
      const reading = readApiError(error);
      return { text: t(`apiError.${reading.sentence}`), field: reading.field };
    },
    [t],
  );
}
