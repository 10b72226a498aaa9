import type { ScheduleTemplate } from '@ws/contracts';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { NameForm } from './name-form';
import { useDayText } from './words';

type Mode = 'view' | 'rename' | 'delete';
/** The row's two ways to manage a template, each opening its own step in the row. */
const MANAGE = [
  { mode: 'rename', Icon: Pencil },
  { mode: 'delete', Icon: Trash2 },
] as const;

interface TemplateRowProps {
  template: ScheduleTemplate;
  /** A call on this template is on its way: presses wait for it (the buttons stay enabled, so focus stays on them). */
  busy: boolean;
  /** The last refusal of a call on this template, in words. */
  error: string | null;
  onApply: () => void;
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
}

/** One saved template: apply it to the shown week, rename it, or delete it after asking. */
export function TemplateRow(props: TemplateRowProps) {
  const { template, busy, error } = props;
  const { t } = useTranslation('templates');
  const dayText = useDayText();
  const [mode, setMode] = useState<Mode>('view');
  const row = useRef<HTMLLIElement>(null);
  // Where focus goes as the row changes: into the name or the question, and back to the button
  // that opened them, so it never falls to the page behind the dialog.
  const back = useRef<Mode | null>(null);
  const go = (next: Mode) => {
    back.current = mode;
    setMode(next);
  };
  useEffect(() => {
    const target = mode === 'view' ? back.current : mode === 'rename' ? 'name' : 'keep';
    if (target && target !== 'view')
      row.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  }, [mode]);
  const { name } = template;
  // Each button's name is its visible words and the template's, so a list of them tells apart.
  const named = (label: string) => `${label}: ${name}`;

  if (mode === 'rename') {
    return (
      <li ref={row} className="tpl-row">
        <NameForm
          label={t('rename.label', { name })}
          submitLabel={t('rename.save')}
          initial={name}
          busy={busy}
          error={error}
          onSubmit={(next) => props.onRename(next, () => go('view'))}
          onCancel={() => go('view')}
        />
      </li>
    );
  }
  return (
    <li ref={row} className="tpl-row">
      <div className="tpl-row__text">
        <strong>{name}</strong>
        <span className="tpl-hint">
          {t('list.meta', { count: template.shift_count, week: dayText(template.source_week) })}
        </span>
      </div>
      {mode === 'delete' ? (
        <div className="tpl-actions" role="group" aria-label={t('delete.question', { name })}>
          <span>{t('delete.question', { name })}</span>
          <Button variant="secondary" size="sm" data-focus="keep" onClick={() => go('view')}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-busy={busy || undefined}
            onClick={() => !busy && props.onDelete()}
          >
            {t('delete.confirm')}
          </Button>
        </div>
      ) : (
        <div className="tpl-actions">
          <Button
            size="sm"
            aria-busy={busy || undefined}
            aria-label={named(t('list.apply'))}
            onClick={() => !busy && props.onApply()}
          >
            <CalendarPlus aria-hidden="true" size={16} />
            {t('list.apply')}
          </Button>
          {MANAGE.map(({ mode: next, Icon }) => (
            <Button
              key={next}
              variant="ghost"
              size="sm"
              aria-label={named(t(`list.${next}`))}
              data-focus={next}
              onClick={() => go(next)}
            >
              <Icon aria-hidden="true" size={16} />
              {t(`list.${next}`)}
            </Button>
          ))}
        </div>
      )}
      {error ? (
        <p className="tpl-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
