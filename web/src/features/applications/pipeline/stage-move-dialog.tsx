import type { Application } from '@ws/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { MODAL_BASE_Z_INDEX } from '../../../components/ui/constants';
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
  const errorText = useApiErrorText();
  const hire = stage === 'HIRED';
  const [reason, setReason] = useState('');
  const [startDate, setStartDate] = useState(tomorrow);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const name = `${application.candidate.first_name} ${application.candidate.last_name}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (hire && !startDate) {
      setError(t('hire.startRequired'));
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
      setError(caught instanceof ApiResponseError ? errorText(caught) : t('move.failed'));
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
          <label className="pipe-field">
            <span>{t('hire.startDate')}</span>
            <input
              type="date"
              required
              data-autofocus
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              aria-invalid={error !== null && !startDate}
            />
            <small>{t('hire.hint')}</small>
          </label>
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
        {error ? (
          <p className="pipe-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
