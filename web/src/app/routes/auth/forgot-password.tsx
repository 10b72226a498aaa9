import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';
import { isResetFailure, requestResetPassword } from '../../../features/auth/api/reset-password';
import { BotCheck } from '../../../features/auth/components/bot-check';
import { FormError } from '../../../components/ui/form/form-error';
import { loginMessageKey } from '../../../features/auth/login-messages';

/** §5: username, bot-check response, return_url and flow (HARRI); RESET_MAX_ATTEMPTS shown. */
export function Component() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ attemptsLeft: number } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return setError(t('botCheck.required'));
    setBusy(true);
    setError(null);
    try {
      const result = await requestResetPassword({
        username,
        'g-recaptcha-response': token,
        return_url: `${window.location.origin}${paths.login}`,
      });
      setSent({ attemptsLeft: result.attempts_left });
    } catch (e) {
      setError(t(loginMessageKey(isResetFailure(e) ? e.code : undefined)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card auth-form">
      <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
        <h1>{t('forgot.title')}</h1>
        <label>
          {t('forgot.username')}
          <input
            name="username"
            type="email"
            required
            value={username}
            onChange={(e) => (setUsername(e.target.value), setToken(null))}
          />
        </label>
        <BotCheck key={username} subject={username.trim().toLowerCase()} onToken={setToken} />
        <FormError message={error} />
        {sent && (
          <p role="status">
            {t('forgot.sent', { username })}{' '}
            {t('forgot.attemptsLeft', { count: sent.attemptsLeft })}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {t('forgot.submit')}
        </Button>
        <Link to={paths.login}>{t('forgot.back')}</Link>
      </form>
    </div>
  );
}
