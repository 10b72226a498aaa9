import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Busy and error state for a sign-up step's async submit. `run` clears the error, marks the step
 * busy while `work` runs, and shows what made it fail (its message, else the generic one).
 */
export function useSignupSubmit() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('messages.generic'));
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
