import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { PasswordField } from '../../../components/ui/password-field/password-field';
import { paths } from '../../../config/paths';
import { FormError } from '../../../components/ui/form/form-error';
import './auth.css';

export interface LoginFormProps {
  title: string;
  error: string | null;
  onSubmit(email: string, password: string): Promise<void>;
}

export function LoginForm({ title, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await onSubmit(String(form.get('email')), String(form.get('password')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="auth-form-fields"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="login-title"
    >
      <h1 id="login-title">{title}</h1>
      <label>
        {t('login.email')}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
      />
      <FormError message={error} />
      <Button type="submit" busy={busy}>
        {t('login.submit')}
      </Button>
      <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
    </form>
  );
}
