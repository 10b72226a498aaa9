import type { Application } from '@ws/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_BASE_Z_INDEX } from '../../../components/ui/constants';
import { DatePicker } from '../../../components/ui/date-picker/date-picker';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { readApiError } from '../../../lib/api-error';
import { DialogFooter } from '../pipeline/dialog-footer';
import { useApplicationOffers, useSendOffer } from './api';
import { ErrorLine, useOfferErrorText } from './offer-words';
import './offers.css';

/** Today in the reader's own calendar, as the date picker takes it: the earliest start an offer may name. */
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const inDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

type Field = 'start_date' | 'hourly_rate';

/**
 * The manager's offer: a position (the job's unless changed), a start date, pay an hour in the
 * brand's currency and an optional note. Sending it moves the application to the offer stage.
 */
export function OfferForm(props: { application: Application; onClose: () => void }) {
  const { application, onClose } = props;
  const { t } = useTranslation('offers');
  const offers = useApplicationOffers(application.id);
  const send = useSendOffer(application.id);
  const errorText = useOfferErrorText();
  const formId = useId();
  const [position, setPosition] = useState('');
  const [startDate, setStartDate] = useState(() => inDays(today(), 7));
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ text: string; field?: Field } | null>(null);
  const name = `${application.candidate.first_name} ${application.candidate.last_name}`;
  const currency = offers.data?.currency_code ?? '';
  const positionId = position || offers.data?.default_position_id || application.position.id;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pay = Number(rate.replace(',', '.'));
    if (!startDate) return setError({ text: t('form.startRequired'), field: 'start_date' });
    if (startDate < today()) return setError({ text: t('refusal.startDate'), field: 'start_date' });
    if (!rate.trim() || !Number.isFinite(pay) || pay <= 0)
      return setError({ text: t('refusal.pay'), field: 'hourly_rate' });
    setError(null);
    send.mutate(
      { position_id: positionId, start_date: startDate, hourly_rate: pay, note: note.trim() },
      {
        onSuccess: onClose,
        onError: (caught) => {
          const field = readApiError(caught).field;
          setError({
            text: errorText(caught),
            ...(field === 'start_date' || field === 'hourly_rate' ? { field } : {}),
          });
        },
      },
    );
  };
  const at = (field: Field) => (error?.field === field ? error.text : null);
  const rateError = at('hourly_rate');

  const footer = (
    <DialogFooter
      onCancel={onClose}
      submitLabel={t('form.send')}
      formId={formId}
      busy={send.isPending}
    />
  );
  return (
    <Dialog
      size="sm"
      onClose={onClose}
      title={t('form.title', { name })}
      footer={footer}
      zIndex={MODAL_BASE_Z_INDEX}
    >
      <form id={formId} className="pipe-form" onSubmit={submit} noValidate>
        <div className="pipe-field">
          <label htmlFor={`${formId}-position`}>{t('form.position')}</label>
          <select
            id={`${formId}-position`}
            data-autofocus
            value={positionId}
            onChange={(e) => setPosition(e.target.value)}
          >
            {(offers.data?.positions ?? [application.position]).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <DatePicker
          label={t('form.startDate')}
          value={startDate || null}
          onChange={(day) => setStartDate(day ?? '')}
          error={at('start_date')}
        />
        <div className="pipe-field">
          <label htmlFor={`${formId}-rate`}>
            {currency ? t('form.payIn', { currency }) : t('form.pay')}
          </label>
          <input
            id={`${formId}-rate`}
            type="text"
            inputMode="decimal"
            value={rate}
            aria-invalid={rateError ? true : undefined}
            aria-describedby={`${formId}-rate-hint`}
            onChange={(e) => setRate(e.target.value)}
          />
          {rateError ? (
            <small id={`${formId}-rate-hint`} className="pipe-error" role="alert">
              {rateError}
            </small>
          ) : (
            <small id={`${formId}-rate-hint`}>{t('form.payHint')}</small>
          )}
        </div>
        <div className="pipe-field">
          <label htmlFor={`${formId}-note`}>{t('form.note')}</label>
          <textarea
            id={`${formId}-note`}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <ErrorLine text={error && !error.field ? error.text : null} />
      </form>
    </Dialog>
  );
}
