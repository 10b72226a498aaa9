import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../ui.css';

/** Where a screen keeps the pager's words in its namespace. */
export interface PagerKeys {
  label: string;
  previous: string;
  next: string;
  page: string;
}

const PAGER_KEYS: PagerKeys = {
  label: 'pager.label',
  previous: 'pager.previous',
  next: 'pager.next',
  page: 'pager.page',
};

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The namespace of the screen's words: each screen's languages say "Page 2 of 5" in its own. */
  ns: string;
  keys?: PagerKeys;
  /** Which rows are on show ("11–20 of 23"), before the buttons. */
  range?: ReactNode;
}

/**
 * Previous, "Page 2 of 5" and next. Without a range a single page needs no pager; with one it stays,
 * since the range is how a person learns how many rows there are.
 */
export function Pager({ page, pages, onPage, ns, keys = PAGER_KEYS, range }: PagerProps) {
  const { t } = useTranslation(ns);
  if (pages <= 1 && range === undefined) return null;
  return (
    <nav
      className={range === undefined ? 'pager' : 'pager pager--range'}
      aria-label={t(keys.label)}
    >
      {range === undefined ? null : <span className="pager__range">{range}</span>}
      <span className="pager__buttons">
        <button
          type="button"
          className="pager__button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t(keys.previous)}
        </button>
        <span className="pager__page">{t(keys.page, { page, pages })}</span>
        <button
          type="button"
          className="pager__button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t(keys.next)}
        </button>
      </span>
    </nav>
  );
}
