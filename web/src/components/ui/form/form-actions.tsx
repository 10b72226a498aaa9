import { Button } from '../button/button';
import '../ui.css';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** True while the form is being saved: the submit button shows it and cannot be pressed again. */
  busy: boolean;
}

/** The foot of a form: leave without saving, or submit. */
export function FormActions({ cancelLabel, onCancel, submitLabel, busy }: FormActionsProps) {
  return (
    <div className="ui-form-actions">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
