import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { DatePicker } from '../../../components/ui/date-picker/date-picker';
import { formatDay } from '../../../lib/dates';
import { useMyTimeOff, useRequestTimeOff } from '../api/time-off';

/** Asking for time off and the requests already made, with the manager's answer. */
export function TimeOffCard() {
  const { t, i18n } = useTranslation('workday');
  const errorText = useApiErrorText();
  const mine = useMyTimeOff();
  const request = useRequestTimeOff();
  const toast = useToastStore((s) => s.show);
  const [draft, setDraft] = useState({ start_date: '', end_date: '', reason: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { reason, ...dates } = draft;
    request.mutate(reason.trim() ? { ...dates, reason: reason.trim() } : dates, {
      onSuccess: () => {
        setDraft({ start_date: '', end_date: '', reason: '' });
        toast({ message: t('timeOff.sent'), variant: 'success' });
      },
    });
  };
  return (
    <section className="wd-card" aria-labelledby="time-off-title">
      <h2 id="time-off-title">{t('timeOff.title')}</h2>
      <form className="wd-form" onSubmit={submit}>
        <div className="wd-row">
          <DatePicker
            label={t('timeOff.from')}
            value={draft.start_date || null}
            onChange={(day) => setDraft((d) => ({ ...d, start_date: day ?? '' }))}
          />
          <DatePicker
            label={t('timeOff.to')}
            value={draft.end_date || null}
            min={draft.start_date || undefined}
            onChange={(day) => setDraft((d) => ({ ...d, end_date: day ?? '' }))}
          />
        </div>
        <label>
          {t('timeOff.reason')}
          <input
            type="text"
            maxLength={300}
            value={draft.reason}
            onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
          />
        </label>
        {request.isError ? (
          <p role="alert" className="wd-error">
            {errorText(request.error)}
          </p>
        ) : null}
        <Button type="submit" busy={request.isPending}>
          {t('timeOff.submit')}
        </Button>
      </form>
      <ul className="wd-list" aria-label={t('timeOff.requests')}>
        {(mine.data?.requests ?? []).map((r) => (
          <li key={r.id} className="wd-list__item">
            <span>
              {r.start_date === r.end_date
                ? formatDay(r.start_date, i18n.language)
                : `${formatDay(r.start_date, i18n.language)} – ${formatDay(r.end_date, i18n.language)}`}
              {r.reason ? ` · ${r.reason}` : ''}
            </span>
            <span className={`wd-status wd-status--${r.status.toLowerCase()}`}>
              {t(`timeOff.status.${r.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
