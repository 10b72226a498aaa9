import { Banknote, Target } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '@/components/feedback/toast-store';
import { Button } from '@/components/ui/button/button';
import { useSetTarget } from './api';
import { SalesDialog } from './sales-dialog';
import type { Labour } from './use-labour';
import { usePercentText, useLabourErrorText } from './words';
import './labour.css';

/** The target form: a percentage above 0 and at most 100, said before it is sent. */
function TargetForm({ labour, onDone }: { labour: Labour; onDone: () => void }) {
  const { t } = useTranslation('labour');
  const errorText = useLabourErrorText();
  const toast = useToastStore((s) => s.show);
  const setTarget = useSetTarget(labour.brandId);
  const [value, setValue] = useState(String(labour.figures?.target ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(value.trim().replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(target) || target <= 0 || target > 100) {
      setProblem(t('errors.target'));
      return;
    }
    setProblem(null);
    setTarget.mutate(target, {
      onSuccess: () => {
        toast({ message: t('target.saved'), variant: 'success' });
        onDone();
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <form className="labour-target-form" onSubmit={submit} noValidate>
      <label>
        {t('target.label')}
        <input
          inputMode="decimal"
          value={value}
          data-autofocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'labour-target-error' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <Button size="sm" type="submit" busy={setTarget.isPending}>
        {t('target.save')}
      </Button>
      <Button size="sm" type="button" variant="secondary" onClick={onDone}>
        {t('cancel')}
      </Button>
      {problem ? (
        <p id="labour-target-error" className="labour-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

interface LabourControlsProps {
  labour: Labour;
  days: readonly string[];
  currency: string;
}

/** Above the week: the labour target (to change), the week's share of sales, and the sales editor. */
export function LabourControls({ labour, days, currency }: LabourControlsProps) {
  const { t } = useTranslation('labour');
  const percent = usePercentText();
  const [editing, setEditing] = useState<'target' | 'sales' | null>(null);
  const { query, figures } = labour;

  let summary;
  if (query.isError) {
    summary = (
      <p className="labour-error" role="alert">
        {t('state.error')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </p>
    );
  } else if (!figures) {
    summary = (
      <p className="labour-muted" role="status">
        {t('state.loading')}
      </p>
    );
  } else {
    const week = figures.week.percent;
    summary = (
      <p className={figures.week.over ? 'labour-week labour-week--over' : 'labour-week'}>
        {week === null
          ? t('week.none')
          : t(figures.week.over ? 'week.over' : 'week.within', {
              percent: percent(week),
              target: percent(figures.target),
            })}
      </p>
    );
  }

  return (
    <section className="labour-bar" aria-labelledby="labour-title">
      <h2 id="labour-title" className="labour-bar__title">
        {t('title')}
      </h2>
      {summary}
      {figures && editing === 'target' ? (
        <TargetForm labour={labour} onDone={() => setEditing(null)} />
      ) : null}
      {figures ? (
        <span className="labour-bar__actions">
          {editing === 'target' ? null : (
            <Button size="sm" variant="secondary" onClick={() => setEditing('target')}>
              <Target aria-hidden="true" size={16} />
              {t('target.button', { percent: percent(figures.target) })}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => setEditing('sales')}
          >
            <Banknote aria-hidden="true" size={16} />
            {t('sales.button')}
          </Button>
        </span>
      ) : null}
      {editing === 'sales' && query.data ? (
        <SalesDialog
          brandId={labour.brandId}
          weekStart={labour.weekStart}
          days={days}
          sales={query.data.sales}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
