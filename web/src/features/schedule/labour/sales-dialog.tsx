import { MAX_DAY_SALES, WEEKDAYS, type WeekSales } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '@/components/feedback/toast-store';
import { FormActions } from '@/components/ui/form/form-actions';
import { MODAL_BASE_Z_INDEX } from '@/components/ui/constants';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useDayText } from '../templates/words';
import { useSaveSales } from './api';
import { refusedDay, useLabourErrorText, useMaxSalesText } from './words';

interface SalesDialogProps {
  brandId: string;
  weekStart: string;
  days: readonly string[];
  /** The projection as the server keeps it. */
  sales: WeekSales;
  currency: string;
  onClose: () => void;
}

/** An entry is blank (no projection) or an amount from 0 to the most a day may be. */
const amountOf = (text: string): number | null | 'bad' => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= MAX_DAY_SALES ? value : 'bad';
};

/** The week's projected sales, one amount per day; a blank day has no projection. */
export function SalesDialog(props: SalesDialogProps) {
  const { brandId, weekStart, days, sales, currency, onClose } = props;
  const { t } = useTranslation('labour');
  const dayText = useDayText();
  const errorText = useLabourErrorText();
  const toast = useToastStore((s) => s.show);
  const max = useMaxSalesText();
  const save = useSaveSales(brandId);
  const [entries, setEntries] = useState(() => WEEKDAYS.map((d) => String(sales[d] ?? '')));
  const [problem, setProblem] = useState<{ index: number | null; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amounts = entries.map(amountOf);
    const bad = amounts.indexOf('bad');
    if (bad >= 0) {
      setProblem({
        index: bad,
        text: t('errors.amountOn', { day: dayText(days[bad] ?? ''), max }),
      });
      return;
    }
    setProblem(null);
    save.mutate(
      {
        week_start: weekStart,
        sales: Object.fromEntries(WEEKDAYS.map((d, i) => [d, amounts[i]])) as WeekSales,
      },
      {
        onSuccess: () => {
          toast({ message: t('sales.saved'), variant: 'success' });
          onClose();
        },
        onError: (error) => {
          setProblem({
            index: refusedDay(error),
            text: errorText(error, (i) => dayText(days[i] ?? '')),
          });
        },
      },
    );
  };

  return (
    <Dialog title={t('sales.title')} size="sm" zIndex={MODAL_BASE_Z_INDEX} onClose={onClose}>
      <form className="labour-sales" onSubmit={submit} noValidate>
        <p className="labour-hint">{t('sales.hint', { currency, max })}</p>
        {days.map((day, i) => {
          const id = `labour-sales-${day}`;
          const invalid = problem?.index === i;
          return (
            <div key={day} className="labour-sales__day">
              <label htmlFor={id}>{dayText(day)}</label>
              <input
                id={id}
                inputMode="decimal"
                value={entries[i] ?? ''}
                placeholder={t('sales.none')}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? 'labour-sales-error' : undefined}
                onChange={(e) =>
                  setEntries((all) => all.map((v, j) => (j === i ? e.target.value : v)))
                }
              />
            </div>
          );
        })}
        {problem ? (
          <p id="labour-sales-error" className="labour-error" role="alert">
            {problem.text}
          </p>
        ) : null}
        <FormActions
          cancelLabel={t('cancel')}
          onCancel={onClose}
          submitLabel={t('sales.save')}
          busy={save.isPending}
        />
      </form>
    </Dialog>
  );
}
