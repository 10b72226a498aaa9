import { type KeyboardEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PlacedBrand } from '../brand-tree';
import { BrandRow, type BrandRowActions } from './brand-row';

interface BrandFlatListProps extends BrandRowActions {
  brands: readonly PlacedBrand[];
  labelledBy: string;
  /** What the brands were chosen by (the filter): a new choice starts again from the first rows. */
  choice?: string;
}

/**
 * The rows a flat list renders at first and adds at each request: an enterprise's flat list is
 * every brand it has (hundreds), while the switcher shows a dozen at a time.
 */
export const FLAT_STEP = 50;
const OPTION = '.brand-option';

/** Brands one under another, each with its parent path: the flat view and the favourites. */
export function BrandFlatList({ brands, labelledBy, choice = '', ...actions }: BrandFlatListProps) {
  const { t } = actions;
  const [grown, setGrown] = useState({ choice, limit: FLAT_STEP });
  const limit = grown.choice === choice ? grown.limit : FLAT_STEP;
  const setLimit = (next: number) => setGrown({ choice, limit: next });
  const shown = brands.length > limit ? brands.slice(0, limit) : brands;
  const rest = brands.length - shown.length;

  // The keyboard walks the whole list: down from the last row rendered, or End, renders the rows
  // after it before focus moves on.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const options = [...list.querySelectorAll<HTMLElement>(OPTION)];
    const down = event.key === 'ArrowDown' && event.target === options.at(-1);
    const onOption = event.target instanceof HTMLElement && event.target.matches(OPTION);
    if (rest === 0 || !onOption || !(down || event.key === 'End')) return;
    event.preventDefault();
    event.stopPropagation();
    const next = down ? limit + FLAT_STEP : brands.length;
    flushSync(() => setLimit(next));
    const all = list.querySelectorAll<HTMLElement>(OPTION);
    all[down ? options.length : all.length - 1]?.focus();
  };

  return (
    <>
      <ul className="brand-list" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {shown.map(({ node, path }) => (
          <li key={node.id}>
            <BrandRow node={node} path={path} {...actions} />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <p className="brand-switcher__more">
          <span>{t('brands.partial', { shown: shown.length, total: brands.length })}</span>
          <button
            type="button"
            className="ui-button ui-button--secondary ui-size-sm"
            onClick={() => setLimit(limit + FLAT_STEP)}
          >
            {t('brands.showMore')}
          </button>
        </p>
      )}
    </>
  );
}
