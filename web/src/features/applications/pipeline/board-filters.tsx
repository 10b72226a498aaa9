import type { ApplicationSummary } from '@ws/contracts';
import { useEffect, useId, useRef, useState } from 'react';
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
        <label className="app-select">
          <span>{t('filters.position')}</span>
          <select
            value={params.positionId ?? ''}
            onChange={(e) => update({ position: e.target.value || null, page: null })}
          >
            <option value="">{t('filters.allPositions')}</option>
            {(summary?.positions ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.count})
              </option>
            ))}
          </select>
        </label>
        {summary && summary.locations.length > 1 ? (
          <label className="app-select">
            <span>{tp('filters.location')}</span>
            <select
              value={params.locationId ?? ''}
              onChange={(e) => update({ location: e.target.value || null, page: null })}
            >
              <option value="">{tp('filters.allLocations')}</option>
              {summary.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.count})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </div>
  );
}
