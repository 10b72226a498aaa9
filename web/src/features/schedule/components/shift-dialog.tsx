import type { Shift } from '@ws/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TimeInput } from '../../../components/ui/time-input/time-input';
import type { FieldErrorText } from '../../../lib/api-error';
import { shiftDay, shiftInterval, timeOf } from '../week';
import { DaySelect } from './day-select';

export interface TeamMember {
  id: string;
  first_name: string;
  last_name: string;
  positions: { id: string; name: string }[];
}

export interface ShiftDraft {
  user_id: string;
  position_id: string;
  day: string;
  start: string;
  end: string;
  break_minutes: number;
  hourly_rate: number;
}

interface ShiftDialogProps {
  /** The shift being edited, or null to add one. */
  shift: Shift | null;
  initial: ShiftDraft;
  team: readonly TeamMember[];
  days: readonly string[];
  tz: string | undefined;
  busy: boolean;
  /** A refusal of the last save: shown beside the field it names, else above the buttons. */
  error: FieldErrorText | null;
  onSave: (draft: ShiftDraft & { startIso: string; endIso: string }) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** The request fields this form sends, each beside its own input. */
const FIELDS = ['user_id', 'position_id', 'start', 'end', 'break_minutes'] as const;
type DialogField = (typeof FIELDS)[number];

export const draftFromShift = (shift: Shift, tz: string | undefined): ShiftDraft => ({
  user_id: shift.user_id ?? '',
  position_id: shift.position.id,
  day: shiftDay(shift, tz),
  start: timeOf(shift.start, tz),
  end: timeOf(shift.end, tz),
  break_minutes: shift.break_minutes,
  hourly_rate: shift.hourly_rate,
});

/** Add, edit, move (another day or person) or delete one shift. */
export function ShiftDialog({
  shift,
  initial,
  team,
  days,
  tz,
  busy,
  error,
  onSave,
  onDelete,
  onClose,
}: ShiftDialogProps) {
  const { t } = useTranslation('schedule');
  const ref = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(initial);
  /** A time left empty: the shift needs both, so nothing is sent and the field says so. */
  const [emptyTime, setEmptyTime] = useState<'start' | 'end' | null>(null);
  const member = team.find((m) => m.id === draft.user_id);
  const positions = member?.positions.length ? member.positions : [];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const set = <K extends keyof ShiftDraft>(key: K, value: ShiftDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const pickMember = (userId: string) => {
    const next = team.find((m) => m.id === userId);
    const keeps = next?.positions.some((p) => p.id === draft.position_id);
    setDraft((d) => ({
      ...d,
      user_id: userId,
      position_id: keeps ? d.position_id : (next?.positions[0]?.id ?? ''),
    }));
  };
  const fieldAtFault =
    error?.field && FIELDS.includes(error.field as DialogField)
      ? (error.field as DialogField)
      : null;
  /** The props that tie an input to the refusal when it is about that input. */
  const faultOf = (field: DialogField) =>
    fieldAtFault === field
      ? { 'aria-invalid': true, 'aria-describedby': `shift-error-${field}` }
      : {};
  const faultText = (field: DialogField) =>
    fieldAtFault === field && error ? (
      <span id={`shift-error-${field}`} className="sched-error" role="alert">
        {error.text}
      </span>
    ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = !draft.start ? 'start' : !draft.end ? 'end' : null;
    setEmptyTime(empty);
    if (empty) return;
    const { start, end } = shiftInterval(draft.day, draft.start, draft.end, tz);
    onSave({ ...draft, startIso: start, endIso: end });
  };

  return (
    <dialog
      ref={ref}
      className="sched-dialog"
      aria-labelledby="shift-dialog-title"
      onCancel={onClose}
    >
      <form className="sched-form" onSubmit={submit}>
        <h2 id="shift-dialog-title">{shift ? t('dialog.editTitle') : t('dialog.addTitle')}</h2>
        <label>
          {t('dialog.employee')}
          <select
            value={draft.user_id}
            onChange={(e) => pickMember(e.target.value)}
            required
            {...faultOf('user_id')}
          >
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.first_name} {m.last_name}
              </option>
            ))}
          </select>
          {faultText('user_id')}
        </label>
        <label>
          {t('dialog.position')}
          <select
            value={draft.position_id}
            onChange={(e) => set('position_id', e.target.value)}
            required
            {...faultOf('position_id')}
          >
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {faultText('position_id')}
        </label>
        <DaySelect
          label={t('dialog.day')}
          value={draft.day}
          days={days}
          weekday="long"
          onChange={(day) => set('day', day)}
        />
        <div className="sched-form__row">
          {(['start', 'end'] as const).map((field) => (
            <TimeInput
              key={field}
              label={t(`dialog.${field}`)}
              value={draft[field]}
              onChange={(time) => set(field, time)}
              error={
                emptyTime === field
                  ? t('time.invalid', { ns: 'ui' })
                  : fieldAtFault === field
                    ? error?.text
                    : null
              }
            />
          ))}
        </div>
        <div className="sched-form__row">
          <label>
            {t('dialog.break')}
            <input
              type="number"
              min={0}
              max={120}
              step={5}
              value={draft.break_minutes}
              onChange={(e) => set('break_minutes', Number(e.target.value))}
              {...faultOf('break_minutes')}
            />
            {faultText('break_minutes')}
          </label>
          <label>
            {t('dialog.rate')}
            <input
              type="number"
              min={1}
              max={500}
              step={0.25}
              value={draft.hourly_rate}
              onChange={(e) => set('hourly_rate', Number(e.target.value))}
              required
            />
          </label>
        </div>
        {draft.end && draft.start && draft.end <= draft.start ? (
          <p className="sched-note">{t('dialog.overnight')}</p>
        ) : null}
        {error && !fieldAtFault ? (
          <p className="sched-error" role="alert">
            {error.text}
          </p>
        ) : null}
        <div className="sched-form__actions">
          {shift ? (
            <Button variant="danger" onClick={onDelete} disabled={busy}>
              {t('dialog.delete')}
            </Button>
          ) : null}
          <span className="sched-spacer" />
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('dialog.save')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
