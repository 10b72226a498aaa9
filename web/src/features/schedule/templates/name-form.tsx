import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { NAME_MAX, useNameProblem } from './words';

interface NameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** While the name is on its way a press does nothing; the button stays enabled, as a disabled one would drop keyboard focus out of the dialog. */
  busy: boolean;
  /** The server's refusal in words, shown under the field until the name changes. */
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
  /** Takes focus as it appears: a fresh form after a save, so focus stays in the dialog. */
  focusOnMount?: boolean;
}

/** A template's name, checked before it is sent: saving a new one and renaming share it. */
export function NameForm({
  label,
  submitLabel,
  initial = '',
  busy,
  error,
  onSubmit,
  onCancel,
  focusOnMount = false,
}: NameFormProps) {
  const { t } = useTranslation('templates');
  const problemOf = useNameProblem();
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const shown = problem ?? (edited ? null : error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = problemOf(name);
    setProblem(found);
    setEdited(false);
    if (!found) onSubmit(name.trim());
  };
  return (
    <form className="tpl-name-form" onSubmit={submit} noValidate>
      <label className="tpl-field">
        {label}
        <input
          ref={input}
          value={name}
          maxLength={NAME_MAX + 20}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          data-focus={onCancel ? 'name' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
            setEdited(true);
          }}
        />
      </label>
      {shown ? (
        <p id={errorId} className="tpl-error" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="tpl-actions">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
