import type { ApplicationSummary } from '@ws/contracts';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from '../../../lib/debounce';
import { STAGES } from '../grouping';
import { useListParams } from '../hooks/use-list-params';

/** Stage chips with the server's counts ("All stages" is the total), position and location, and name search. */
export function BoardFilters({ summary }: { summary: ApplicationSummary | undefined }) {
  const { t } = useTranslation('hiring');
  const { t: tp } = useTranslation('pipeline');
  const params = useListParams();
  const searchId = useId();
  const [text, setText] = useState(params.q ?? '');
  const settled = useDebounce(text.trim());
  const { update, q } = params;
  const lastQ = useRef(q);
  useEffect(() => {
    // "Clear filters" empties the URL's search: the box follows it.
    if (lastQ.current !== null && q === null) setText('');
    lastQ.current = q;
  }, [q]);
  useEffect(() => {
    if (settled !== (q ?? '') && (settled !== '' || q !== null))
      update({ q: settled || null, page: null });
  }, [settled, q, update]);

  return (
    <div className="app-filters pipe-filters" role="group" aria-label={t('filters.label')}>
      <div className="app-chips" role="radiogroup" aria-label={t('filters.stage')}>
        <button
          type="button"
          role="radio"
          aria-checked={params.stage === null}
          className="app-chip"
          onClick={() => update({ stage: null, page: null })}
        >
          {t('filters.allStages')} <span className="app-chip__count">{summary?.total ?? '…'}</span>
        </button>
        {STAGES.map((stage) => (
          <button
            key={stage}
            type="button"
            role="radio"
            aria-checked={params.stage === stage}
            className="app-chip"
            onClick={() => update({ stage, page: null })}
          >
            {t(`stage.${stage}`)}{' '}
            <span className="app-chip__count">{summary?.by_stage[stage] ?? '…'}</span>
          </button>
        ))}
      </div>
      <div className="pipe-filters__row">
        <label className="pipe-search" htmlFor={searchId}>
          <span>{tp('filters.search')}</span>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </label>
        <FilterSelects summary={summary} />
      </div>
    </div>
  );
}

/**
 * Position and location, drawn again only when the counts or the URL change: an enterprise's board
 * lists hundreds of locations, and each keystroke in the name search re-rendered every option.
 */
const FilterSelects = memo(function FilterSelects({
  summary,
}: {
  summary: ApplicationSummary | undefined;
}) {
  const { t } = useTranslation('hiring');
  const { t: tp } = useTranslation('pipeline');
  const params = useListParams();
  const { update } = params;
  return (
    <>
      <FilterSelect
        label={t('filters.position')}
        all={t('filters.allPositions')}
        value={params.positionId}
        options={summary?.positions ?? []}
        onPick={(id) => update({ position: id, page: null })}
      />
      {summary && summary.locations.length > 1 ? (
        <FilterSelect
          label={tp('filters.location')}
          all={tp('filters.allLocations')}
          value={params.locationId}
          options={summary.locations}
          onPick={(id) => update({ location: id, page: null })}
        />
      ) : null}
    </>
  );
});

interface FilterSelectProps {
  label: string;
  /** The first option's words: no filter. */
  all: string;
  value: string | null;
  options: readonly { id: string; name: string; count: number }[];
  onPick: (id: string | null) => void;
}

function FilterSelect({ label, all, value, options, onPick }: FilterSelectProps) {
  return (
    <label className="app-select">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onPick(e.target.value || null)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.count})
          </option>
        ))}
      </select>
    </label>
  );
}
