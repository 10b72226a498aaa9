import type { AttestationQuestion } from '@ws/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button/button';
import { useClockOut, useClockOutForm } from '../api/clock-out';

/** One question's answer control: yes/no and choices as radio groups, text as a text area. */
function Answer({
  question,
  value,
  onChange,
}: {
  question: AttestationQuestion;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('workday');
  const choices = question.answer_type === 'YES_NO' ? ['YES', 'NO'] : question.options;
  const legend = `${question.text}${question.required ? ` (${t('clockOut.required')})` : ''}`;
  if (question.answer_type === 'TEXT') {
    return (
      <label className="wd-question">
        {legend}
        <textarea
          value={value}
          maxLength={500}
          required={question.required}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    );
  }
  return (
    <fieldset className="wd-question">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="wd-choice">
          <input
            type="radio"
            name={question.id}
            value={choice}
            checked={value === choice}
            required={question.required}
            onChange={() => onChange(choice)}
          />
          {choice === 'YES' ? t('clockOut.yes') : choice === 'NO' ? t('clockOut.no') : choice}
        </label>
      ))}
    </fieldset>
  );
}

/** Clocking out of a shift: the location's active attestation questions, answered and sent once. */
export function ClockOutDialog({
  shiftId,
  onClose,
  onDone,
}: {
  shiftId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('workday');
  const errorText = useApiErrorText();
  const ref = useRef<HTMLDialogElement>(null);
  const form = useClockOutForm(shiftId);
  const clockOut = useClockOut(shiftId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.entries(answers)
      .filter(([, answer]) => answer.trim() !== '')
      .map(([question_id, answer]) => ({ question_id, answer: answer.trim() }));
    clockOut.mutate(given, { onSuccess: onDone });
  };
  return (
    <dialog ref={ref} className="wd-dialog" aria-labelledby="clock-out-title" onCancel={onClose}>
      <form className="wd-form" onSubmit={submit}>
        <h2 id="clock-out-title">{t('clockOut.title')}</h2>
        <p>{t('clockOut.intro')}</p>
        {form.isPending ? <p role="status">{t('loading')}</p> : null}
        {form.isError ? <p role="alert">{errorText(form.error)}</p> : null}
        {(form.data?.questions ?? []).map((q) => (
          <Answer
            key={q.id}
            question={q}
            value={answers[q.id] ?? ''}
            onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
          />
        ))}
        {clockOut.isError ? (
          <p role="alert" className="wd-error">
            {errorText(clockOut.error)}
          </p>
        ) : null}
        <div className="wd-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={clockOut.isPending} disabled={!form.data}>
            {t('clockOut.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
