/**
 * Login messages by code (§8). Where the spec truncates or hides the wording, the text is ours
 * and says what to do next.
 */
const SUPPORT = 'Please try again later, or contact support@harbor.example if it keeps happening.';

const messages: Record<string, string> = {
  INVALID_USERNAME_OR_PASSWORD: 'Enter the correct email and password.',
  INVALID_CREDENTIALS: 'Enter the correct email and password.',
  NotAuthorizedException: 'Enter the correct email and password.',
  RECAPTCHA_TOKEN_REQUIRED: 'Something went wrong. Try again.',
  RECAPTCHA_TOKEN_INVALID: 'Something went wrong. Try again.',
  INVALID_PREFERRED_USERNAME: 'Something went wrong. Try again.',
  PROFILE_MISSING_ATTRIBUTES: 'Something went wrong. Try again.',
  INVALID_EMAIL_ADDRESS: 'Enter the correct email.',
  EMAIL_ADDRESS_REQUIRED: 'Unable to log in/sign up. Email required.',
  USER_MISSING_REQUIRED_ATTRIBUTES:
    'To login, you need to add more details to your account. Contact your administrator.',
  INVALID_PHONE_NUMBER: 'Enter the correct phone number.',
  INVALID_API_KEY: 'Invalid Client Key',
  RESET_MAX_ATTEMPTS: 'You have reached the maximum number of password reset attempts.',
  USER_NOT_MAPPED: 'Your account is not linked to this product yet. Contact support to get access.',
  EXTERNAL_BRAND_NOT_MAPPED:
    "These locations aren't registered with your account. Ask your administrator to add them.",
  SOME_OF_EXTERNAL_BRAND_ARE_NOT_MAPPED:
    'Some of your locations are not valid for this account. Ask your administrator to check them.',
  USER_ALREADY_MAPPED: 'Log in with your registered account instead.',
  NORMAL_SIGN_UP_NOT_ALLOWED: 'Sign-up is not available for your organisation. Contact support.',
  MSIS9619: 'Not authorized',
  EXTERNAL_USER_NOT_MAPPED_EXCEPTION: "This username isn't registered. Check it or contact your administrator.",
  DELETED_EXTERNAL_USER: 'Your account is deactivated. Contact your administrator.',
  EXTERNAL_USER: 'Please reset your password from your enterprise account provider.',
};

export const GENERIC_LOGIN_MESSAGE = `We couldn't log you in right now. ${SUPPORT}`;

/** [R8-04] Any other code gets the generic try-later message. */
export function loginMessage(code: string | undefined): string {
  return (code && messages[code]) || GENERIC_LOGIN_MESSAGE;
}
