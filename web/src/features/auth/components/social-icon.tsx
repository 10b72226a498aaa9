import type { SocialProvider } from '../../../lib/identity/popup-outcomes';

/** Each provider's mark is a rule of auth.css (`auth-social__icon--<provider>`): a picture, not script. */
const drawn: Record<SocialProvider, true> = {
  Google: true,
  LinkedIn: true,
  Facebook: true,
  SignInWithApple: true,
};

/**
 * The providers, in the order of the identity module's list (a test holds the two equal), named
 * here so the sign-in page draws its buttons without loading that module: the record above has an
 * entry for every provider its type names.
 */
export const SOCIAL_PROVIDERS = Object.keys(drawn) as SocialProvider[];

/**
 * A small brand mark per provider (drawn by auth.css: the product ships no third-party logo files).
 * It is a picture, not text in the page: the button's name is its words, and a speech-input user
 * who says them is not asked for the mark's letter as well (WCAG 2.5.3).
 */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return <span className={`auth-social__icon auth-social__icon--${provider}`} aria-hidden="true" />;
}
