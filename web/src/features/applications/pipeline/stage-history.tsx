import type { Pipeline } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { formatWhen } from './format-when';

/** Every move with who and when, oldest first, after the application itself. */
export function StageHistory({ pipeline }: { pipeline: Pipeline }) {
  const { t, i18n } = useTranslation('pipeline');
  const { application: a, history } = pipeline;
  return (
    <section className="pipe-section" aria-labelledby="pipe-history-title">
      <h3 id="pipe-history-title" className="pipe-section__title">
        {t('history.title')}
      </h3>
      <ol className="pipe-history" data-testid="stage-history">
        <li>
          <strong>{t('stage.APPLIED')}</strong>
          <span>{t('history.applied', { date: formatDay(a.applied_at, i18n.language) })}</span>
        </li>
        {history.map((m) => (
          <li key={m.moved_at + m.stage}>
            <strong>{t(`stage.${m.stage}`)}</strong>
            <span>
              {t('history.by', {
                name: m.moved_by.name,
                when: formatWhen(m.moved_at, i18n.language),
              })}
            </span>
            {m.reason ? (
              <span className="pipe-history__extra">
                {t('history.reason', { reason: m.reason })}
              </span>
            ) : null}
            {m.start_date ? (
              <span className="pipe-history__extra">
                {t('history.start', {
                  date: formatDay(m.start_date, i18n.language),
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
