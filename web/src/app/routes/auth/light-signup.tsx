import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { PasswordField } from '../../../components/ui/password-field/password-field';
import { paths } from '../../../config/paths';
import { lightSignup, useLightSignupInvite } from '../../../features/auth/api/light-signup';
import { BotCheck } from '../../../features/auth/components/bot-check';
import { FormError } from '../../../components/ui/form/form-error';

/** light-signup?code=…: an invited person sets names and a password, with the bot check (§5). */
export function Component() {
  const { t } = useTranslation('auth');
  const errorText = useApiErrorText();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const invite = useLightSignupInvite(code);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return setError(t('botCheck.required'));
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (!/^(?=.*[a-z])(?=.*\d).{8,}$/i.test(password)) return setError(t('signup.weakPassword'));
    setBusy(true);
    setError(null);
    try {
      const result = await lightSignup({
        first_name: String(form.get('first_name')),
        last_name: String(form.get('last_name')),
        password,
        code,
        bot_token: token,
      });
      setDoneEmail(result.email);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (code && invite.isPending) return null;
  if (!code || !invite.data) {
    return (
      <div className="card auth-form">
        <p role="alert" className="form-error">
          {t('light.invalid')}
        </p>
      </div>
    );
  }
  return (
    <div className="card auth-form">
      <h1>{t('light.title', { brand: invite.data.brand_name })}</h1>
      {doneEmail ? (
        <>
          <p role="status">{t('light.done', { email: doneEmail })}</p>
          <Link to={paths.login}>{t('reset.login')}</Link>
        </>
      ) : (
        <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
          <label>
            {t('signup.firstName')}
            <input name="first_name" defaultValue={invite.data.first_name} required />
          </label>
          <label>
            {t('signup.lastName')}
            <input name="last_name" defaultValue={invite.data.last_name} required />
          </label>
          <PasswordField
            label={t('signup.password')}
            name="password"
            autoComplete="new-password"
            required
          />
          <BotCheck subject={code} onToken={setToken} />
          <FormError message={error} />
          <Button type="submit" busy={busy}>
            {t('light.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
