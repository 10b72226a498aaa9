import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { loginMessageKey } from '../../../features/auth/login-messages';
import { useMfaSetupStore } from '../../../features/auth/stores/mfa-setup-store';
import { getAccessToken, login, logoutIdentity, preloadIdentity } from '../../../lib/auth';
import { errorCode } from '../../../lib/identity/auth-error';
import { refDestination } from '../../../lib/redirect-target';

/** /user/login and its QSR variant: e-mail and password through Amplify, or a social popup. */
export function LoginScreen({ variant }: { variant: 'default' | 'qsr' }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setPendingMfa = useMfaSetupStore((s) => s.setPending);
  const target = refDestination(params.get('ref'), window.location.origin, paths.dashboard);
  const initialCode = params.get('error_code');
  const [error, setError] = useState<string | null>(
    initialCode ? t(loginMessageKey(initialCode)) : null,
  );

  async function submit(email: string, password: string) {
    setError(null);
    try {
      const result = await login(email, password);
      const step = result.nextStep;
      if (result.isSignedIn) {
        void navigate(target, { replace: true });
      } else if (step.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
        // §4: MFA set-up comes before anything else.
        setPendingMfa({
          sharedSecret: step.totpSetupDetails.sharedSecret,
          uri: step.totpSetupDetails.getSetupUri(env.productName, email).toString(),
        });
        void navigate(`${paths.setupMfa}?ref=${encodeURIComponent(target)}`, { replace: true });
      } else if (step.signInStep === 'CONFIRM_SIGN_UP') {
        setError(t('messages.unverified'));
      } else {
        setError(t(loginMessageKey(step.signInStep)));
      }
    } catch (e) {
      setError(t(loginMessageKey(errorCode(e))));
    }
  }

  /** §4: success with isNewUser loads user info (registering a new identity first). */
  async function socialSignedIn(isNewUser: boolean | undefined) {
    if (isNewUser === undefined) {
      await logoutIdentity();
      setError(t('social.somethingWrong'));
      return;
    }
    // Only a social sign-in needs these calls (and their schemas): loaded then, not with the page.
    if (isNewUser) {
      const { federatedRegistration } =
        await import('../../../features/auth/api/federated-registration');
      await federatedRegistration(await getAccessToken());
    }
    const { userInfoQueryOptions } = await import('@/lib/queries/user-info');
    await queryClient.fetchQuery(userInfoQueryOptions());
    void navigate(target, { replace: true });
  }

  // Amplify loads on the form's first touch, not with the page: it is ready by submit.
  return (
    <div className="card auth-form" onFocus={preloadIdentity} onPointerDown={preloadIdentity}>
      <LoginForm
        title={variant === 'qsr' ? t('login.qsrTitle') : t('login.title')}
        error={error}
        onSubmit={submit}
      />
      {variant === 'default' && (
        <>
          <p className="auth-divider">{t('login.or')}</p>
          <SocialButtons onSignedIn={socialSignedIn} onError={setError} />
        </>
      )}
    </div>
  );
}
