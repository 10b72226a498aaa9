import type { AvailabilityDay } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { TimeInput } from '../../../components/ui/time-input/time-input';
import { useMyTimeOff, useSetAvailability } from '../api/time-off';
import { dateTimeFormat } from '../../../lib/intl-format';

// A Monday, so weekday n is this date plus n - 1 days (names come from the browser's locale).
const A_MONDAY = Date.UTC(2030, 0, 7);

/** The days and hours the employee can work; managers see shifts outside them flagged. */
function AvailabilityForm({ initial }: { initial: AvailabilityDay[] }) {
  const { t, i18n } = useTranslation('workday');
  const errorText = useApiErrorText();
  const save = useSetAvailability();
  const toast = useToastStore((s) => s.show);
  const [days, setDays] = useState(initial);
  const dayName = dateTimeFormat(i18n.language || 'en', { weekday: 'long', timeZone: 'UTC' });
  const set = (weekday: number, change: Partial<AvailabilityDay>) =>
    setDays((list) => list.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { days },
      { onSuccess: () => toast({ message: t('availability.saved'), variant: 'success' }) },
    );
  };
  return (
    <form className="wd-form" onSubmit={submit}>
      {days.map((d) => {
        const name = dayName.format(new Date(A_MONDAY + (d.weekday - 1) * 86_400_000));
        return (
          <fieldset key={d.weekday} className="wd-day">
            <legend>{name}</legend>
            <label className="wd-choice">
              <input
                type="checkbox"
                checked={d.available}
                onChange={(e) => set(d.weekday, { available: e.target.checked })}
              />
              {t('availability.available')}
            </label>
            {d.available ? (
              <>
                <TimeInput
                  label={t('availability.from')}
                  value={d.from ?? ''}
                  onChange={(value) => set(d.weekday, { from: value || null })}
                />
                <TimeInput
                  label={t('availability.until')}
                  value={d.to ?? ''}
                  onChange={(value) => set(d.weekday, { to: value || null })}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      {save.isError ? (
        <p role="alert" className="wd-error">
          {errorText(save.error)}
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {t('availability.save')}
      </Button>
    </form>
  );
}

export function AvailabilityCard() {
  const { t } = useTranslation('workday');
  const mine = useMyTimeOff();
  return (
    <section className="wd-card" aria-labelledby="availability-title">
      <h2 id="availability-title">{t('availability.title')}</h2>
      <p className="wd-hint">{t('availability.hint')}</p>
      {mine.data ? (
        <AvailabilityForm initial={mine.data.availability} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
