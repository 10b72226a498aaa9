import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { MODAL_BASE_Z_INDEX } from '../../../components/ui/constants';
import { DatePicker } from '../../../components/ui/date-picker/date-picker';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { TimeInput } from '../../../components/ui/time-input/time-input';
import { useProposeInterview } from '../api/pipeline';
import { DialogFooter } from './dialog-footer';
import { X } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

const MAX_TIMES = 3;

/** One proposed time: a calendar day and an hour, both in the reader's own zone. */
interface Slot {
  day: string;
  time: string;
}

/** The day `daysAhead` from today at `hour`:00, as the date picker and time input take them. */
function slotAhead(daysAhead: number, hour: number): Slot {
  const d = new Date();
  d.setDate(d.getDate() + daysAhead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(hour)}:00`,
  };
}

/** The first part of the first time left empty, which the form names at its field. */
function firstGap(slots: readonly Slot[]): { index: number; part: keyof Slot } | null {
  const index = slots.findIndex((s) => !s.day || !s.time);
  if (index < 0) return null;
  return { index, part: slots[index]?.day ? 'time' : 'day' };
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
  const [times, setTimes] = useState<Slot[]>(() => [slotAhead(2, 10), slotAhead(3, 15)]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [gap, setGap] = useState<ReturnType<typeof firstGap>>(null);
  const formId = useId();
  const change = (index: number, part: keyof Slot, value: string) =>
    setTimes(times.map((slot, i) => (i === index ? { ...slot, [part]: value } : slot)));
  const gapText = (index: number, part: keyof Slot) =>
    gap?.index === index && gap.part === part ? t('interview.needTime') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = firstGap(times);
    setGap(empty);
    if (empty) return;
    setError(null);
    try {
      await propose.mutateAsync({
        times: times.map((s) => new Date(`${s.day}T${s.time}`).toISOString()),
        note,
      });
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
        {times.map((slot, index) => (
          <div
            key={index}
            role="group"
            aria-labelledby={`${formId}-time-${index}`}
            className="pipe-time"
          >
            <div className="pipe-time__head">
              <span id={`${formId}-time-${index}`}>{t('interview.time', { n: index + 1 })}</span>
              {times.length > 1 ? (
                <button
                  type="button"
                  className="pipe-button pipe-button--quiet"
                  aria-label={t('interview.remove', { n: index + 1 })}
                  {...tooltip(t('interview.remove', { n: index + 1 }))}
                  onClick={() => {
                    setTimes(times.filter((_, i) => i !== index));
                    setGap(null);
                  }}
                >
                  <X aria-hidden="true" size={18} strokeWidth={1.75} />
                </button>
              ) : null}
            </div>
            <div className="pipe-time__fields">
              <DatePicker
                label={t('interview.day')}
                value={slot.day || null}
                onChange={(day) => change(index, 'day', day ?? '')}
                error={gapText(index, 'day')}
                autoFocus={index === 0}
              />
              <TimeInput
                label={t('interview.startsAt')}
                value={slot.time}
                onChange={(time) => change(index, 'time', time)}
                step={15}
                error={gapText(index, 'time')}
              />
            </div>
          </div>
        ))}
        {times.length < MAX_TIMES ? (
          <button
            type="button"
            className="pipe-button pipe-button--quiet"
            onClick={() => setTimes([...times, slotAhead(4, 11)])}
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
