import type { Application } from '@ws/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrorText, useApiFieldError } from '../../../lib/api-error';
import { MODAL_BASE_Z_INDEX } from '../../../components/ui/constants';
import { DatePicker } from '../../../components/ui/date-picker/date-picker';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { ApiResponseError } from '../../../lib/api-client';
import type { StageMoveInput } from '../api/pipeline';
import { DialogFooter } from './dialog-footer';

interface StageMoveDialogProps {
  application: Application;
  stage: 'REJECTED' | 'HIRED' | string;
  onClose: () => void;
  onSubmit: (body: StageMoveInput) => Promise<void>;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A rejection asks for an optional reason; a hire for the start date. */
export function StageMoveDialog({ application, stage, onClose, onSubmit }: StageMoveDialogProps) {
  const { t } = useTranslation('pipeline');
  const fieldError = useApiFieldError();
  const hire = stage === 'HIRED';
  const [reason, setReason] = useState('');
  const [startDate, setStartDate] = useState(tomorrow);
  const [error, setError] = useState<FieldErrorText | null>(null);
  /** A refusal about the start date is read at the date; anything else above the buttons. */
  const atDate = hire && error?.field === 'start_date';
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const name = `${application.candidate.first_name} ${application.candidate.last_name}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (hire && !startDate) {
      setError({ text: t('hire.startRequired'), field: 'start_date' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(
        hire
          ? { stage: 'HIRED', start_date: startDate }
          : { stage: 'REJECTED', ...(reason.trim() ? { reason: reason.trim() } : {}) },
      );
    } catch (caught) {
      setError(
        caught instanceof ApiResponseError
          ? fieldError(caught)
          : { text: t('move.failed'), field: undefined },
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={hire ? t('hire.title', { name }) : t('reject.title', { name })}
      size="sm"
      zIndex={MODAL_BASE_Z_INDEX}
      onClose={onClose}
      footer={
        <DialogFooter
          formId={formId}
          busy={busy}
          submitLabel={hire ? t('hire.confirm') : t('reject.confirm')}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="pipe-form" onSubmit={(e) => void submit(e)} noValidate>
        {hire ? (
          <DatePicker
            label={t('hire.startDate')}
            value={startDate || null}
            onChange={(day) => setStartDate(day ?? '')}
            hint={t('hire.hint')}
            error={atDate ? error.text : null}
            autoFocus
          />
        ) : (
          <label className="pipe-field">
            <span>{t('reject.reason')}</span>
            <textarea
              data-autofocus
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <small>{t('reject.hint')}</small>
          </label>
        )}
        {error && !atDate ? (
          <p className="pipe-error" role="alert">
            {error.text}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
