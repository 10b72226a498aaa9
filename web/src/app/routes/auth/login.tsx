import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { loginMessage } from '../../../features/auth/login-messages';
import { getAccessToken, login } from '../../../lib/auth';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = params.get('ref') || paths.dashboard;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  // A logged-in user opening login goes to ref, else /dashboard [R2-02].
  useEffect(() => {
    void getAccessToken()
      .catch(() => null)
      .then((token) => (token ? navigate(target, { replace: true }) : setChecked(true)));
  }, [navigate, target]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await login(String(form.get('email')), String(form.get('password')));
      if (result.isSignedIn) navigate(target, { replace: true });
      else setError(loginMessage(result.nextStep.signInStep));
    } catch (e) {
      setError(loginMessage(e instanceof Error ? e.name : undefined));
    } finally {
      setBusy(false);
    }
  }

  if (!checked) return null;
  return (
    <AuthLayout>
      <form className="card auth-form" onSubmit={(e) => void onSubmit(e)} aria-labelledby="login-title">
        <h1 id="login-title">Log in</h1>
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </AuthLayout>
  );
}
