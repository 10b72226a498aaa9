import type { Application } from '@ws/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStages, type Stage } from '../grouping';
import { useStageMover } from './stage-mover';

/** The plain way to move an application: a stage list and a button, by keyboard or pointer alike. */
export function MoveToControl({ application }: { application: Application }) {
  const { t } = useTranslation('pipeline');
  const mover = useStageMover();
  const selectId = useId();
  const options = nextStages(application.stage);
  const [target, setTarget] = useState<Stage | ''>('');
  if (options.length === 0) return <p className="pipe-note">{t('move.hiredFinal')}</p>;
  return (
    <>
      <form
        className="pipe-move"
        onSubmit={(e) => {
          e.preventDefault();
          if (target) mover.requestMove(application, target);
          setTarget('');
        }}
      >
        <label htmlFor={selectId}>{t('move.label')}</label>
        <select
          id={selectId}
          value={target}
          onChange={(e) => setTarget(e.target.value as Stage | '')}
        >
          <option value="">{t('move.choose')}</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {t(`stage.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="pipe-button" disabled={!target || mover.busy}>
          {t('move.submit')}
        </button>
      </form>
      {mover.announcer}
      {mover.dialog}
    </>
  );
}
