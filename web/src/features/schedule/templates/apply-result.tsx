import type { ApplyTemplateResult } from '@ws/contracts';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { skipKey, useDayText } from './words';

/** What applying a template did: how many shifts it added and skipped, and each skip in words. */
export function ApplyResult({ name, result }: { name: string; result: ApplyTemplateResult }) {
  const { t } = useTranslation('templates');
  const dayText = useDayText();
  const skipped = result.skipped.length;
  return (
    <div className="tpl-result" role="status">
      <p className="tpl-result__summary">
        <CircleCheck aria-hidden="true" size={18} />
        <span>
          {t('result.applied', { name })}{' '}
          {t('result.summary', {
            added: t('result.added', { count: result.added }),
            skipped: t('result.skipped', { count: skipped }),
          })}
        </span>
      </p>
      {skipped > 0 ? (
        <ul className="tpl-result__skips">
          {result.skipped.map((skip, i) => (
            <li key={`${skip.user_id}-${skip.date}-${i}`}>
              {t(skipKey(skip.reason), { name: skip.name, day: dayText(skip.date) })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="tpl-hint">{t('result.drafts')}</p>
    </div>
  );
}
