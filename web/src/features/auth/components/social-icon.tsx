import type { SocialProvider } from '../../../lib/identity/popup-outcomes';

const marks: Record<SocialProvider, { color: string; letter: string }> = {
  Google: { color: '#4285F4', letter: 'G' },
  LinkedIn: { color: '#0A66C2', letter: 'in' },
  Facebook: { color: '#1877F2', letter: 'f' },
  SignInWithApple: { color: '#000000', letter: '' },
};

/** A small brand mark per provider (drawn here: the product ships no third-party logo files). */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  const { color, letter } = marks[provider];
  return (
    <svg className="auth-social__icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={color} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui"
      >
        {letter}
      </text>
    </svg>
  );
}
