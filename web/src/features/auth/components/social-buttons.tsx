import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { storeOAuthTokens } from '../../../lib/auth';
import type { SocialProvider } from '../../../lib/identity/popup-outcomes';
import { paths } from '../../../config/paths';
import { SOCIAL_PROVIDERS, SocialIcon } from './social-icon';
import './auth.css';

// The OAuth and popup code, and the popup's failure messages, load when a social button is pointed
// at, focused or used; Chrome keeps the click's activation for the popup across the short wait.
const loadOAuth = () =>
  Promise.all([
    import('../../../lib/identity/oauth'),
    import('../../../lib/identity/popup-outcomes'),
  ]);
const preloadOAuth = () => {
  loadOAuth().catch((error: unknown) => console.warn('social sign-in could not be loaded', error));
};

export interface SocialButtonsProps {
  /** Called once the tokens are stored; `isNewUser` is undefined when the provider sent no flag. */
  onSignedIn(isNewUser: boolean | undefined): Promise<void>;
  onError(message: string): void;
}

/** §2, §4: Google, LinkedIn, Facebook and Apple in a 600×600 popup; labels hide on small screens. */
export function SocialButtons({ onSignedIn, onError }: SocialButtonsProps) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    setBusy(provider);
    try {
      const [{ socialSignIn }, popup] = await loadOAuth();
      const result = await socialSignIn(provider, {
        authOrigin: env.apiUrl,
        clientId: env.userPoolClientId,
        redirectUri: `${window.location.origin}${paths.oauth2}`,
        appOrigin: window.location.origin,
      });
      if (result.status !== 'success') {
        const keys: Record<string, string> = {
          [popup.POPUP_FAILED]: 'social.failedToOpen',
          [popup.POPUP_TIMED_OUT]: 'social.timedOut',
          [popup.POPUP_CLOSED]: 'social.closed',
        };
        onError(t(keys[result.message] ?? 'social.somethingWrong'));
        return;
      }
      await storeOAuthTokens(result.tokens);
      await onSignedIn(result.tokens.is_new_user);
    } catch {
      // What went wrong inside the sign-in flow is for the logs; a person reads the translated sentence.
      onError(t('social.somethingWrong'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="auth-social">
      {SOCIAL_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="auth-social__button"
          disabled={busy !== null}
          aria-busy={busy === provider || undefined}
          onPointerEnter={preloadOAuth}
          onFocus={preloadOAuth}
          onClick={() => void start(provider)}
        >
          <SocialIcon provider={provider} />
          <span className="auth-social__label">{t(`social.${provider}`)}</span>
        </button>
      ))}
    </div>
  );
}
