import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { MODAL_BASE_Z_INDEX } from '../../../components/ui/constants';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { useProposeInterview } from '../api/pipeline';
import { DialogFooter } from './dialog-footer';
import { X } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

const MAX_TIMES = 3;

/** "2026-11-27T15:00" for a datetime-local input, in the reader's own zone. */
function localInputValue(daysAhead: number, hour: number) {
  const d = new Date();
  d.setDate(d.getDate() + daysAhead);
  d.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

export function ProposeInterviewButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('pipeline');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pipe-button"
        data-testid="propose-interview"
        onClick={() => setOpen(true)}
      >
        {t('interview.propose')}
      </button>
      {open ? (
        <ProposeInterviewDialog applicationId={applicationId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** 1–3 times and an optional note; the proposal goes into the thread for the candidate. */
function ProposeInterviewDialog({
  applicationId,
  onClose,
}: {
  applicationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pipeline');
  const errorText = useApiErrorText();
  const propose = useProposeInterview(applicationId);
  const [times, setTimes] = useState<string[]>(() => [
    localInputValue(2, 10),
    localInputValue(3, 15),
  ]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = times.filter(Boolean);
    if (chosen.length === 0) {
      setError(t('interview.needTime'));
      return;
    }
    try {
      await propose.mutateAsync({ times: chosen.map((v) => new Date(v).toISOString()), note });
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <Dialog
      title={t('interview.proposeTitle')}
      size="sm"
      zIndex={MODAL_BASE_Z_INDEX}
      onClose={onClose}
      footer={
        <DialogFooter
          formId={formId}
          busy={propose.isPending}
          submitLabel={t('interview.send')}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="pipe-form" onSubmit={(e) => void submit(e)} noValidate>
        {times.map((value, index) => (
          <div key={index} className="pipe-time">
            <label className="pipe-field">
              <span>{t('interview.time', { n: index + 1 })}</span>
              <input
                type="datetime-local"
                value={value}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
                onChange={(e) => setTimes(times.map((v, i) => (i === index ? e.target.value : v)))}
              />
            </label>
            {times.length > 1 ? (
              <button
                type="button"
                className="pipe-button pipe-button--quiet"
                aria-label={t('interview.remove', { n: index + 1 })}
                {...tooltip(t('interview.remove', { n: index + 1 }))}
                onClick={() => setTimes(times.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" size={18} strokeWidth={1.75} />
              </button>
            ) : null}
          </div>
        ))}
        {times.length < MAX_TIMES ? (
          <button
            type="button"
            className="pipe-button pipe-button--quiet"
            onClick={() => setTimes([...times, localInputValue(4, 11)])}
          >
            {t('interview.addTime')}
          </button>
        ) : null}
        <label className="pipe-field">
          <span>{t('interview.note')}</span>
          <textarea
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {error ? (
          <p className="pipe-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
