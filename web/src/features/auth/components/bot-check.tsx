import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveBotCheck } from '../../../lib/identity/bot-check';
import './auth.css';

/** The offline bot check (in place of a captcha): ticking the box solves a small proof of work. */
export function BotCheck({
  subject,
  onToken,
}: {
  subject: string;
  onToken(token: string | null): void;
}) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'checking' | 'passed'>('idle');

  async function toggle(checked: boolean) {
    if (!checked) {
      setState('idle');
      onToken(null);
      return;
    }
    setState('checking');
    onToken(await solveBotCheck(subject));
    setState('passed');
  }

  return (
    <label className="auth-bot-check">
      <input
        type="checkbox"
        checked={state !== 'idle'}
        disabled={state === 'checking' || subject === ''}
        onChange={(e) => void toggle(e.target.checked)}
      />
      {t('botCheck.label')}
      {state === 'checking' && <span aria-live="polite">{t('botCheck.checking')}</span>}
      {state === 'passed' && <span aria-live="polite">{t('botCheck.passed')}</span>}
    </label>
  );
}
