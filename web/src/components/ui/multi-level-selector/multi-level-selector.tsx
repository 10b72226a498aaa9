import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from '../../../lib/debounce';
import { SELECTOR_PANEL_HEIGHT } from '../constants';
import '../ui.css';
import {
  allChecked,
  type CheckState,
  filterItems,
  type LevelItem,
  setAll,
  toggleItem,
  visibleItems,
} from './tree';

export interface MultiLevelSelectorProps {
  label: string;
  items: readonly LevelItem[];
  onChange: (items: LevelItem[]) => void;
  /** Parents open at first. */
  initiallyExpanded?: readonly string[];
  initialQuery?: string;
}

function Checkbox({
  state,
  label,
  disabled,
  onToggle,
  id,
}: {
  state: CheckState;
  label: string;
  disabled?: boolean;
  onToggle: () => void;
  id: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      className="ui-checkbox"
      aria-label={label}
      checked={state === 'checked'}
      disabled={disabled}
      // The partial state has no attribute: it is a DOM property.
      ref={(node) => {
        if (node) node.indeterminate = state === 'partial';
      }}
      onChange={onToggle}
    />
  );
}

/** §2, §3: a tree of checkboxes with search, select all and expand; the list panel is 15rem high. */
export function MultiLevelSelector({
  label,
  items,
  onChange,
  initiallyExpanded = [],
  initialQuery = '',
}: MultiLevelSelectorProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initiallyExpanded));
  const search = useDebounce(query);
  const found = filterItems(items, search);
  const shown = visibleItems(found, expanded, search.trim() !== '');
  const hasChildren = new Set(items.map((i) => i.parent).filter((p): p is string => p !== null));
  const toggleExpanded = (itemId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  const all = allChecked(items);
  return (
    <fieldset className="ui-selector">
      <legend className="ui-field__label">{label}</legend>
      <input
        type="search"
        className="ui-input ui-size-md"
        placeholder={t('selector.search')}
        aria-label={t('selector.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <label className="ui-selector__row ui-selector__all">
        <Checkbox
          id={`${id}-all`}
          state={all}
          label={t('selector.selectAll')}
          onToggle={() => onChange(setAll(items, all !== 'checked'))}
        />
        <span aria-hidden="true">{t('selector.selectAll')}</span>
      </label>
      <div className="ui-selector__panel" style={{ height: SELECTOR_PANEL_HEIGHT }}>
        {shown.length === 0 ? (
          <p className="ui-selector__empty" role="status">
            {t('selector.empty')}
          </p>
        ) : (
          <ul className="ui-selector__list" aria-label={label}>
            {shown.map((item) => {
              const state: CheckState = item.partial
                ? 'partial'
                : item.checked
                  ? 'checked'
                  : 'unchecked';
              const canExpand = item.expandable || hasChildren.has(item.id);
              const isOpen = expanded.has(item.id) || search.trim() !== '';
              return (
                <li
                  key={item.id}
                  className="ui-selector__row"
                  style={{ paddingInlineStart: `${item.level * 1.25 + 0.5}rem` }}
                >
                  {canExpand ? (
                    <button
                      type="button"
                      className="ui-icon-button ui-icon-button--small"
                      aria-expanded={isOpen}
                      aria-label={t(isOpen ? 'selector.collapse' : 'selector.expand', {
                        name: item.name,
                      })}
                      onClick={() => toggleExpanded(item.id)}
                    >
                      <span
                        aria-hidden="true"
                        className={isOpen ? 'ui-chevron ui-chevron--open' : 'ui-chevron'}
                      />
                    </button>
                  ) : (
                    <span className="ui-selector__spacer" />
                  )}
                  <Checkbox
                    id={`${id}-${item.id}`}
                    state={state}
                    label={item.name}
                    disabled={item.disabled}
                    onToggle={() => onChange(toggleItem(items, item.id))}
                  />
                  <label
                    htmlFor={`${id}-${item.id}`}
                    className={item.disabled ? 'ui-selector__name ui-muted' : 'ui-selector__name'}
                    aria-hidden="true"
                  >
                    {item.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
