import type { Application } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotWords } from '../slot-words';
import { BulkBar } from './bulk-bar';
import './bulk.css';

const nameOf = (a: Application) => `${a.candidate.first_name} ${a.candidate.last_name}`;

/**
 * The hiring board's selection for moving several applications at once: a checkbox on each card,
 * one per stage to take the whole shown column, and the bar that acts on what is chosen (shown
 * only while something is). The chosen applications are kept whole, so a card paged away still
 * counts and is named in the result.
 */
export function useBulkSelection(brandId: string | null) {
  const { t } = useTranslation('bulk-hiring');
  const [chosen, setChosen] = useState<ReadonlyMap<string, Application>>(new Map());
  // What the last move did stays said after the bar goes with the selection.
  const [news, setNews] = useState('');

  const set = (applications: readonly Application[], on: boolean) =>
    setChosen((now) => {
      const next = new Map(now);
      for (const a of applications) {
        if (on) next.set(a.id, a);
        else next.delete(a.id);
      }
      return next;
    });

  // Asked once for all the cards, not once a card.
  const chooseOne = slotWords(t, 'select.one', 'name');
  const checkbox = (application: Application) => (
    <label className="bulk-check">
      <input
        type="checkbox"
        checked={chosen.has(application.id)}
        onChange={(e) => {
          setNews('');
          set([application], e.target.checked);
        }}
        aria-label={chooseOne(nameOf(application))}
        data-testid="bulk-check"
      />
    </label>
  );

  const selectAll = (stageName: string, applications: readonly Application[]) => {
    if (applications.length === 0) return null;
    const all = applications.every((a) => chosen.has(a.id));
    const some = !all && applications.some((a) => chosen.has(a.id));
    const label = t('select.all', { stage: stageName });
    return (
      <label className="bulk-all">
        <input
          type="checkbox"
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = some;
          }}
          onChange={() => set(applications, !all)}
        />
        <span>{label}</span>
      </label>
    );
  };

  const newsLine = (
    <p className="bulk-news" role="status" data-testid="bulk-news">
      {news}
    </p>
  );

  const bar =
    brandId && chosen.size > 0 ? (
      <BulkBar
        brandId={brandId}
        chosen={chosen}
        onClear={() => setChosen(new Map())}
        onDone={(words) => {
          setNews(words);
          setChosen(new Map());
        }}
      />
    ) : null;

  return { checkbox, selectAll, bar, news: newsLine };
}
