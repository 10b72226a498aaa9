import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { updateUserDetails } from '../api/update-registration-details';
import { validateUsername } from '../api/validate-username';
import { FormError } from '../../../components/ui/form/form-error';
import { useSignupSubmit } from './signup-submit';
import './auth.css';

/** The user's details after registration: a unique username (with a suggestion) and the phone. */
export function SignupDetailsStep({ phone, onDone }: { phone: string; onDone(): void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const { error, setError, busy, run } = useSignupSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(async () => {
      const check = await validateUsername(username);
      if (!check.available) {
        setError(t('signup.usernameUsed'));
        setSuggestion(check.suggestion);
        return;
      }
      await updateUserDetails({ username, phone_number: phone });
      onDone();
    });
  }

  return (
    <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
      <h2>{t('signup.detailsTitle')}</h2>
      <label>
        {t('signup.username')}
        <input
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          minLength={3}
        />
      </label>
      <FormError message={error} />
      {suggestion && (
        <button
          type="button"
          className="ui-button--ghost"
          onClick={() => {
            setUsername(suggestion);
            setSuggestion(null);
          }}
        >
          {t('signup.useSuggestion', { suggestion })}
        </button>
      )}
      <Button type="submit" busy={busy}>
        {t('signup.continue')}
      </Button>
    </form>
  );
}
