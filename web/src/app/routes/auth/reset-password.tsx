import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { PasswordField } from '../../../components/ui/password-field/password-field';
import { paths } from '../../../config/paths';
import {
  isResetFailure,
  resetPasswordConfirmation,
  useResetToken,
} from '../../../features/auth/api/reset-password';
import { FormError } from '../../../components/ui/form/form-error';

const failureKeys: Record<string, string> = {
  PASSWORDS_DO_NOT_MATCH: 'reset.mismatch',
  WEAK_PASSWORD: 'signup.weakPassword',
  INVALID_RESET_TOKEN: 'reset.invalid',
};

/** user/reset/password/token?code=…: checks the code, then sets the new password (§5). */
export function Component() {
  const { t } = useTranslation('auth');
  const errorText = useApiErrorText();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const token = useResetToken(code);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      code,
      new_password: String(form.get('new_password')),
      confirm_new_password: String(form.get('confirm_new_password')),
    };
    setError(null);
    if (body.new_password !== body.confirm_new_password) return setError(t('reset.mismatch'));
    setBusy(true);
    try {
      await resetPasswordConfirmation(body);
      setDone(true);
    } catch (e) {
      const key = isResetFailure(e) ? failureKeys[e.code] : undefined;
      setError(key ? t(key) : errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (code && token.isPending) return <p className="card auth-form">{t('reset.checking')}</p>;
  const invalid = !code || token.isError || !token.data?.valid;
  return (
    <div className="card auth-form">
      <h1>{t('reset.title')}</h1>
      {done ? (
        <>
          <p role="status">{t('reset.done')}</p>
          <Link to={paths.login}>{t('reset.login')}</Link>
        </>
      ) : invalid ? (
        <>
          <p role="alert" className="form-error">
            {t('reset.invalid')}
          </p>
          <Link to={paths.forgotPassword}>{t('forgot.title')}</Link>
        </>
      ) : (
        <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
          <p className="auth-notice">{t('reset.for', { username: token.data?.username ?? '' })}</p>
          <PasswordField
            label={t('reset.newPassword')}
            name="new_password"
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            name="confirm_new_password"
            autoComplete="new-password"
            required
          />
          <FormError message={error} />
          <Button type="submit" busy={busy}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
