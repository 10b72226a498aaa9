import type { Application } from '@ws/contracts';
import { Check, UserX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/lib/api-error';
import { type BulkMoveInput, useBulkMove } from './api';
import { DeclineDialog } from './decline-dialog';
import { bulkResultWords } from './result-words';

/** Where several applications may go at once: a hire needs each one's start date, a decline its own dialog. */
const MOVE_STAGES = ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER'] as const;
type MoveStage = (typeof MOVE_STAGES)[number];

interface BulkBarProps {
  brandId: string;
  chosen: ReadonlyMap<string, Application>;
  onClear: () => void;
  /** Called with the words of what happened once the server has answered. */
  onDone: (words: string) => void;
}

/** The bar under the board while applications are chosen: how many, move them, decline them, or let go. */
export function BulkBar({ brandId, chosen, onClear, onDone }: BulkBarProps) {
  const { t, i18n } = useTranslation(['bulk-hiring', 'hiring']);
  const errorText = useApiErrorText();
  const move = useBulkMove(brandId);
  const [stage, setStage] = useState<MoveStage>('SCREENING');
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const stageId = useId();

  const send = async (body: Omit<BulkMoveInput, 'application_ids'>) => {
    setError('');
    const answer = await move.mutateAsync({ ...body, application_ids: [...chosen.keys()] });
    onDone(bulkResultWords(t, i18n.language, answer, body.stage, chosen));
  };

  return (
    <section className="bulk-bar" aria-labelledby={titleId} data-testid="bulk-bar">
      <h2 id={titleId} className="bulk-bar__count">
        {t('bar.selected', { count: chosen.size })}
      </h2>
      <div className="bulk-bar__move">
        <label htmlFor={stageId}>{t('bar.moveTo')}</label>
        <select id={stageId} value={stage} onChange={(e) => setStage(e.target.value as MoveStage)}>
          {MOVE_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`stage.${s}`, { ns: 'hiring' })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="pipe-button"
          disabled={move.isPending}
          onClick={() => send({ stage }).catch((e: unknown) => setError(errorText(e)))}
        >
          <Check aria-hidden="true" size={16} />
          {t('bar.move')}
        </button>
      </div>
      <button
        type="button"
        className="pipe-button bulk-bar__decline"
        disabled={move.isPending}
        onClick={() => setDeclining(true)}
      >
        <UserX aria-hidden="true" size={16} />
        {t('bar.decline')}
      </button>
      <button type="button" className="pipe-button pipe-button--quiet" onClick={onClear}>
        <X aria-hidden="true" size={16} />
        {t('bar.clear')}
      </button>
      {error ? (
        <p className="pipe-error bulk-bar__error" role="alert">
          {error}
        </p>
      ) : null}
      {declining ? (
        <DeclineDialog
          count={chosen.size}
          onClose={() => setDeclining(false)}
          onSubmit={async (body) => {
            await send(body);
            setDeclining(false);
          }}
        />
      ) : null}
    </section>
  );
}
