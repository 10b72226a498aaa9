import type { Shift } from '@ws/contracts';
import { type Ref, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../components/feedback/toast-store';
import { type FieldErrorText, useApiFieldError } from '../../../lib/api-error';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { useUpdateShift } from '../api/update-shift';
import type { FocusKey } from './schedule-grid';
import { ShiftDialog, type ShiftDraft, type TeamMember } from './shift-dialog';

/** What the schedule asks of its shift dialog: open it on a shift, or on a new one's draft. */
export interface ShiftEditorHandle {
  /** `returnTo`: where focus goes if the dialog is closed without a change. */
  open(shift: Shift | null, draft: ShiftDraft, returnTo: FocusKey): void;
}

interface ShiftEditorProps {
  brandId: string;
  members: TeamMember[];
  /** Those a new shift may go to: at work, whatever their time off. */
  bookableMembers: TeamMember[];
  days: readonly string[];
  tz: string | undefined;
  /** The add button of the cell a shift was in, for the focus once it is deleted. */
  cellOf: (shift: Shift) => FocusKey;
  /** The dialog closed: focus goes to `target` (the shift, in its new cell once the week is read again). */
  onClosed: (target: FocusKey | null) => void;
  ref: Ref<ShiftEditorHandle>;
}

/**
 * The schedule's add, edit and delete dialog, with its own state: opening it re-renders only the
 * dialog, not the week's grid and panels around it (some 60 ms with the CPU slowed 4×, inside the
 * click's next paint).
 */
export function ShiftEditor(props: ShiftEditorProps) {
  const { brandId, members, bookableMembers, days, tz, cellOf, onClosed, ref } = props;
  const { t } = useTranslation('schedule');
  const fieldError = useApiFieldError();
  const toast = useToastStore((s) => s.show);
  const create = useCreateShift(brandId);
  const update = useUpdateShift(brandId);
  const remove = useDeleteShift(brandId);
  const [editing, setEditing] = useState<{
    shift: Shift | null;
    draft: ShiftDraft;
    returnTo: FocusKey;
  } | null>(null);
  const [error, setError] = useState<FieldErrorText | null>(null);

  useImperativeHandle(ref, () => ({
    open(shift, draft, returnTo) {
      setError(null);
      setEditing({ shift, draft, returnTo });
    },
  }));

  if (!editing) return null;
  const { shift } = editing;
  const close = (target: FocusKey | null) => {
    setEditing(null);
    onClosed(target);
  };

  const save = (draft: ShiftDraft & { startIso: string; endIso: string }) => {
    const body = {
      user_id: draft.user_id,
      position_id: draft.position_id,
      start: draft.startIso,
      end: draft.endIso,
      break_minutes: draft.break_minutes,
      hourly_rate: draft.hourly_rate,
    };
    const done = (message: string, id?: string) => {
      close(id ? `shift:${id}` : null);
      toast({ message, variant: 'success' });
    };
    const failed = (refusal: unknown) => setError(fieldError(refusal));
    if (shift) {
      update.mutate(
        { shiftId: shift.id, body },
        { onSuccess: () => done(t('toast.saved'), shift.id), onError: failed },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => done(t('toast.added'), created.id),
        onError: failed,
      });
    }
  };

  return (
    <ShiftDialog
      key={shift?.id ?? `${editing.draft.user_id}-${editing.draft.day}`}
      shift={shift}
      initial={editing.draft}
      team={members.filter((m) => bookableMembers.includes(m) || m.id === shift?.user_id)}
      days={days}
      tz={tz}
      busy={create.isPending || update.isPending || remove.isPending}
      error={error}
      onSave={save}
      onDelete={() => {
        // One delete per shift: a second press while the first is on its way would answer 404.
        if (!shift || remove.isPending) return;
        remove.mutate(shift.id, {
          onSuccess: () => {
            close(cellOf(shift));
            toast({ message: t('toast.deleted'), variant: 'success' });
          },
          onError: (refusal) => setError(fieldError(refusal)),
        });
      }}
      onClose={() => close(editing.returnTo)}
    />
  );
}
