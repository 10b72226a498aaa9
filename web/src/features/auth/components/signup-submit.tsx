import { useState } from 'react';
import { useApiErrorText } from '../../../lib/api-error';

/**
 * Busy and error state for a sign-up step's async submit. `run` clears the error, marks the step
 * busy while `work` runs, and says in words what made it fail (never the raw message of a call).
 */
export function useSignupSubmit() {
  const errorText = useApiErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
