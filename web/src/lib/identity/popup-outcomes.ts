/**
 * The social sign-in popup's failure messages and providers, apart from the popup and OAuth code
 * so the sign-in page can name them without loading that code (it loads on a social button's use).
 */
export const POPUP_FAILED = 'Failed to open popup window.';
export const POPUP_TIMED_OUT = 'Timed out.';
export const POPUP_CLOSED = 'Popup was closed by the user.';

export const SOCIAL_PROVIDERS = ['Google', 'LinkedIn', 'Facebook', 'SignInWithApple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
