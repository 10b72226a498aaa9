import type { BrandTreeNode } from '@ws/contracts';
import {
  type KeyboardEvent,
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { moveFocusInList } from '../../../components/ui/popover/popover';
import { afterNextPaint } from '../after-next-paint';
import { ancestorIds, filterTree, flattenTree, matchesName, withoutArchived } from '../brand-tree';
import { useSwitcherPreferences } from '../stores/switcher-preferences';
import { BrandFlatList } from './brand-flat-list';
import type { BrandRowActions } from './brand-row';
import { BrandTreeList } from './brand-tree-list';

export interface BrandSwitcherPanelProps extends Omit<BrandRowActions, 'isFavourite' | 't'> {
  /** The entry brand's tree, once loaded. */
  root: BrandTreeNode | undefined;
  loading: boolean;
  failed: boolean;
  /** A (re)fetch is under way: after Retry, or while "Show archived" loads the other list. */
  fetching: boolean;
  onRetry: () => void;
  favouriteIds: ReadonlySet<string>;
}

const OPTION = '.brand-option';

/**
 * The switcher's content: filter, view and archived choices, then favourites and all brands. Drawn
 * again only when its props change: each of its renders draws every row of the lists.
 */
export const BrandSwitcherPanel = memo(function BrandSwitcherPanel({
  root,
  loading,
  failed,
  fetching,
  onRetry,
  favouriteIds,
  ...actions
}: BrandSwitcherPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const { view, includeArchived, setView, setIncludeArchived } = useSwitcherPreferences();
  const [filter, setFilter] = useState('');
  // Typing stays responsive on a large tree: the lists follow a step behind.
  const query = useDeferredValue(filter).trim();
  // Branches the user opened or closed, for the filter they did it under: a new filter starts
  // from the opening that shows its matches.
  const [toggled, setToggled] = useState<{ query: string; open: Record<string, boolean> }>({
    query: '',
    open: {},
  });
  const body = useRef<HTMLDivElement>(null);
  const allSection = useRef<HTMLElement>(null);
  const filterInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  // The lists wait for the stars too, so their rows are drawn once. They follow the panel's first
  // frame: the click that opens the switcher is answered by the panel and its filter on screen,
  // and the rows (hundreds of elements) are drawn in a task of their own after it.
  const [framed, setFramed] = useState(false);
  useEffect(() => afterNextPaint(() => setFramed(true)), []);
  const drawn = framed && !loading ? root : undefined;
  const waiting = loading || (!failed && root !== undefined && drawn === undefined);
  const shown = useMemo(
    () => drawn && (includeArchived ? drawn : withoutArchived(drawn)),
    [drawn, includeArchived],
  );
  const flat = useMemo(
    () => (shown ? flattenTree(shown, i18n.language) : []),
    [shown, i18n.language],
  );
  const filtered = useMemo(() => (shown ? filterTree(shown, query) : null), [shown, query]);
  const activePath = useMemo(
    () => new Set(shown ? ancestorIds(shown, actions.activeId) : []),
    [shown, actions.activeId],
  );
  const matching = query ? flat.filter((b) => matchesName(b.node.name, query)) : flat;
  const favourites = matching.filter((b) => favouriteIds.has(b.node.id));

  const overrides = toggled.query === query ? toggled.open : {};
  const isOpen = (id: string) =>
    overrides[id] ??
    (query ? Boolean(filtered?.opened.has(id)) : id === shown?.id || activePath.has(id));
  const onOpenChange = (id: string, open: boolean) =>
    setToggled({ query, open: { ...overrides, [id]: open } });
  const rowActions = { ...actions, t, isFavourite: (id: string) => favouriteIds.has(id) };
  const favouriteRowActions = {
    ...rowActions,
    onToggleFavourite: (node: BrandTreeNode, favourite: boolean) => {
      // Un-starring takes the row out of this section: focus moves first, to the same brand's star
      // in the list below (else the filter), so it is not lost with the row.
      if (!favourite) {
        const below = allSection.current?.querySelector(`[data-brand-id="${CSS.escape(node.id)}"]`);
        (
          below?.parentElement?.querySelector<HTMLElement>('.brand-star') ?? filterInput.current
        )?.focus();
      }
      actions.onToggleFavourite(node, favourite);
    },
  };

  // Retry's button leaves with the error once the tree loads: focus goes to the filter, not the page.
  useEffect(() => {
    if (!failed && document.activeElement === document.body) filterInput.current?.focus();
  }, [failed]);

  // Up and down walk the brands of every list; up from the first goes back to the filter.
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches(OPTION)) return;
    if (event.key === 'ArrowUp' && event.target === event.currentTarget.querySelector(OPTION)) {
      event.preventDefault();
      filterInput.current?.focus();
      return;
    }
    moveFocusInList(event, OPTION);
  };
  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    body.current?.querySelector<HTMLElement>(OPTION)?.focus();
  };

  return (
    <div className="brand-switcher__content">
      <div className="brand-switcher__toolbar">
        <input
          ref={filterInput}
          type="search"
          className="ui-input ui-size-sm"
          aria-label={t('brands.filter')}
          placeholder={t('brands.filterPlaceholder')}
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={onFilterKeyDown}
        />
        <div className="brand-switcher__choices">
          <fieldset className="ui-segmented">
            <legend className="visually-hidden">{t('brands.view')}</legend>
            {(['STRUCTURED', 'FLAT'] as const).map((mode) => (
              <label
                key={mode}
                className={
                  mode === view ? 'ui-segmented__item ui-segmented__item--on' : 'ui-segmented__item'
                }
              >
                <input
                  type="radio"
                  name={`${ids}-view`}
                  value={mode}
                  checked={mode === view}
                  onChange={() => setView(mode)}
                />
                {t(mode === 'FLAT' ? 'brands.flat' : 'brands.structured')}
              </label>
            ))}
          </fieldset>
          <label className="checkbox brand-switcher__archived">
            <input
              type="checkbox"
              className="ui-checkbox"
              checked={includeArchived}
              onChange={(e) => setIncludeArchived(e.target.checked)}
            />
            {t('brands.showArchived')}
          </label>
        </div>
      </div>

      <div
        ref={body}
        className="brand-switcher__body"
        aria-busy={waiting || fetching}
        onKeyDown={onListKeyDown}
      >
        {/* Always present, so screen readers announce the count as it changes. */}
        <p role="status" className="visually-hidden">
          {query && shown ? t('brands.matches', { count: matching.length }) : ''}
        </p>
        {failed && (
          <div role="alert" className="brand-switcher__state">
            <p>{t('brands.error')}</p>
            {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
            <button
              type="button"
              className="ui-button ui-button--secondary ui-size-sm"
              aria-disabled={fetching}
              aria-busy={fetching}
              onClick={() => !fetching && onRetry()}
            >
              {t('brands.retry')}
            </button>
          </div>
        )}
        {waiting && (
          <p className="brand-switcher__state">
            <span aria-hidden="true" className="ui-spinner" /> {t('brands.loading')}
          </p>
        )}
        {shown && favourites.length > 0 && (
          <section className="brand-switcher__section">
            <h2 id={`${ids}-favourites`} className="brand-switcher__heading">
              {t('brands.favourites')}
            </h2>
            <BrandFlatList
              brands={favourites}
              labelledBy={`${ids}-favourites`}
              {...favouriteRowActions}
            />
          </section>
        )}
        {shown && (
          <section ref={allSection} className="brand-switcher__section">
            <h2 id={`${ids}-all`} className="brand-switcher__heading">
              {t('brands.all')}
            </h2>
            {matching.length === 0 || !filtered ? (
              <p className="brand-switcher__state">{t('brands.noMatch', { filter: query })}</p>
            ) : view === 'FLAT' ? (
              <BrandFlatList
                choice={query}
                brands={matching}
                labelledBy={`${ids}-all`}
                {...rowActions}
              />
            ) : (
              <BrandTreeList
                root={filtered.root}
                labelledBy={`${ids}-all`}
                isOpen={isOpen}
                onOpenChange={onOpenChange}
                {...rowActions}
              />
            )}
          </section>
        )}
      </div>
    </div>
  );
});

// The floating panel comes with the lists: one module to wait for when the switcher opens.
export { PopoverPanel } from '../../../components/ui/popover/popover-panel';
