import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';
import { FormError } from '../../../components/ui/form/form-error';
import { livePendingSetup, useMfaSetupStore } from '../../../features/auth/stores/mfa-setup-store';
import { confirmLogin, startTotpSetup, verifyTotp } from '../../../lib/auth';
import { refDestination } from '../../../lib/redirect-target';

type Setup = { sharedSecret: string; uri: string; during: 'sign-in' | 'session' };

/**
 * /user/setup-mfa (§4): TOTP enrolment with a QR code. Reached from the sign-in's MFA_SETUP
 * challenge (finished with confirmSignIn), or by a signed-in user RequireAuth sends here (setUpTOTP).
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const pending = useMfaSetupStore(livePendingSetup);
  const setPending = useMfaSetupStore((s) => s.setPending);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const pendingSecret = pending?.sharedSecret;
  const pendingUri = pending?.uri;

  useEffect(() => {
    let live = true;
    const load =
      pendingSecret && pendingUri
        ? Promise.resolve<Setup>({
            sharedSecret: pendingSecret,
            uri: pendingUri,
            during: 'sign-in',
          })
        : startTotpSetup().then((s): Setup => ({ ...s, during: 'session' }));
    load
      .then(async (next) => {
        const image = await QRCode.toDataURL(next.uri, { width: 200, margin: 1 });
        if (!live) return;
        setSetup(next);
        setQr(image);
      })
      .catch(() => live && setExpired(true));
    return () => {
      live = false;
    };
  }, [pendingSecret, pendingUri]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!setup) return;
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    setBusy(true);
    setError(null);
    try {
      if (setup.during === 'sign-in') {
        const result = await confirmLogin(code);
        if (!result.isSignedIn) throw new Error(result.nextStep.signInStep);
        setPending(null);
      } else {
        await verifyTotp(code);
      }
      await queryClient.invalidateQueries();
      void navigate(refDestination(params.get('ref'), window.location.origin, paths.dashboard), {
        replace: true,
      });
    } catch (e) {
      const name = e instanceof Error ? e.name : '';
      if (name === 'SignInException' || name === 'NotAuthorizedException') setExpired(true);
      else setError(t('mfa.wrongCode'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card auth-form">
      <h1>{t('mfa.title')}</h1>
      {expired ? (
        <>
          <p role="alert" className="form-error">
            {t('mfa.expired')}
          </p>
          <Link to={paths.login}>{t('reset.login')}</Link>
        </>
      ) : !setup || !qr ? (
        <p aria-busy="true">{t('mfa.loading')}</p>
      ) : (
        <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
          <p className="auth-notice">{t('mfa.intro')}</p>
          <img className="auth-qr" src={qr} alt={t('mfa.qrAlt')} />
          <p className="auth-notice">
            {t('mfa.secret')} <code data-testid="totp-secret">{setup.sharedSecret}</code>
          </p>
          <label>
            {t('mfa.code')}
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
            />
          </label>
          <FormError message={error} />
          <Button type="submit" busy={busy}>
            {t('mfa.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
