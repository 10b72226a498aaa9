import type { DeclineTemplate } from '@ws/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_BASE_Z_INDEX } from '@/components/ui/constants';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ApiResponseError } from '@/lib/api-client';
import { type FieldErrorText, useApiFieldError } from '@/lib/api-error';
import { DialogFooter } from '../pipeline/dialog-footer';
import type { BulkMoveInput } from './api';

/** No message, one of the server's templates (written in each candidate's language), or the manager's own. */
const CHOICES = ['NONE', 'POSITION_FILLED', 'NOT_A_FIT', 'CUSTOM'] as const;
type Choice = (typeof CHOICES)[number];
const TEXT_MAX = 2000;

interface DeclineDialogProps {
  count: number;
  onClose: () => void;
  onSubmit: (body: Omit<BulkMoveInput, 'application_ids'>) => Promise<void>;
}

/** Declines the chosen applications: a reason (the team's note, required) and a message to each candidate. */
export function DeclineDialog({ count, onClose, onSubmit }: DeclineDialogProps) {
  const { t } = useTranslation('bulk-hiring');
  const fieldError = useApiFieldError();
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<Choice>('POSITION_FILLED');
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const reasonId = useId();
  const hintId = useId();
  const reasonError = error?.field === 'reason' ? error.text : null;
  const textError = error?.field === 'message.text' ? error.text : null;
  const otherError = error && !reasonError && !textError ? error.text : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError({ text: t('decline.reasonRequired'), field: 'reason' });
    if (choice === 'CUSTOM' && !text.trim())
      return setError({ text: t('decline.textRequired'), field: 'message.text' });
    setBusy(true);
    setError(null);
    const message =
      choice === 'NONE'
        ? {}
        : {
            message: {
              template: choice satisfies DeclineTemplate,
              ...(text.trim() ? { text: text.trim() } : {}),
            },
          };
    await onSubmit({ stage: 'REJECTED', reason: reason.trim(), ...message }).catch(
      (caught: unknown) => {
        const known = caught instanceof ApiResponseError;
        setError(known ? fieldError(caught) : { text: t('decline.failed'), field: undefined });
        setBusy(false);
      },
    );
  };

  return (
    <Dialog
      title={t('decline.title', { count })}
      size="sm"
      zIndex={MODAL_BASE_Z_INDEX}
      onClose={onClose}
      footer={
        <DialogFooter
          formId={formId}
          busy={busy}
          submitLabel={t('decline.confirm')}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="pipe-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="pipe-field">
          <label htmlFor={reasonId}>{t('decline.reason')}</label>
          <textarea
            id={reasonId}
            data-autofocus
            rows={2}
            maxLength={500}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={hintId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {reasonError ? (
            <small id={hintId} className="pipe-error" role="alert">
              {reasonError}
            </small>
          ) : (
            <small id={hintId}>{t('decline.reasonHint')}</small>
          )}
        </div>
        <fieldset className="bulk-templates">
          <legend>{t('decline.message')}</legend>
          {CHOICES.map((c) => (
            <label key={c} className="bulk-template">
              <input
                type="radio"
                name={`${formId}-template`}
                checked={choice === c}
                onChange={() => setChoice(c)}
              />
              <span>{t(`template.${c}`)}</span>
            </label>
          ))}
          <small className="bulk-hint">{t('decline.language')}</small>
        </fieldset>
        {choice === 'NONE' ? null : (
          <label className="pipe-field">
            <span>{choice === 'CUSTOM' ? t('decline.text') : t('decline.extra')}</span>
            <textarea
              rows={4}
              maxLength={TEXT_MAX}
              aria-invalid={textError ? true : undefined}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            {textError ? (
              <small className="pipe-error" role="alert">
                {textError}
              </small>
            ) : null}
          </label>
        )}
        {otherError ? (
          <p className="pipe-error" role="alert">
            {otherError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
