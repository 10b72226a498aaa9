import type { SocialProvider } from '../../../lib/identity/popup-outcomes';

const marks: Record<SocialProvider, { color: string; letter: string }> = {
  Google: { color: '#4285F4', letter: 'G' },
  LinkedIn: { color: '#0A66C2', letter: 'in' },
  Facebook: { color: '#1877F2', letter: 'f' },
  SignInWithApple: { color: '#000000', letter: '' },
};

const picture = ({ color, letter }: { color: string; letter: string }) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="${color}"/><text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="700" fill="#fff" font-family="system-ui">${letter}</text></svg>`,
  )}")`;

/**
 * A small brand mark per provider (drawn here: the product ships no third-party logo files). It is
 * a picture, not text in the page: the button's name is its words, and a speech-input user who
 * says them is not asked for the mark's letter as well (WCAG 2.5.3).
 */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <span
      className="auth-social__icon"
      aria-hidden="true"
      style={{ backgroundImage: picture(marks[provider]) }}
    />
  );
}
