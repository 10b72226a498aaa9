import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../button/button';
import '../ui.css';

/**
 * How a state panel sits among its neighbours: raised like the cards of a page built of cards,
 * outlined like the panels of a page built of bordered panels, or bare inside a box of the page's.
 */
type Frame = 'card' | 'bordered' | 'bare';

interface FrameProps {
  frame?: Frame;
  /** A page's own class, for where the panel sits (inside a card, beside a list). */
  className?: string;
}

const classes = (frame: Frame, className: string | undefined, ...more: string[]) =>
  ['state', `state--${frame}`, ...more, className].filter(Boolean).join(' ');

interface LoadingStateProps extends FrameProps {
  /** What is loading, read out by screen readers (and shown beside the spinner). */
  label: string;
  spinner?: boolean;
  /** Placeholder rows in the shape of the list to come. */
  rows?: number;
  /** A placeholder of another shape (a dashboard's tiles). */
  children?: ReactNode;
}

/** A busy region standing in for content that is on its way. */
export function LoadingState({
  label,
  spinner = true,
  rows = 0,
  children,
  frame = 'card',
  className,
}: LoadingStateProps) {
  return (
    <div className={classes(frame, className)} role="status" aria-label={label}>
      {spinner ? (
        <>
          <Spinner />
          <span>{label}</span>
        </>
      ) : null}
      {rows > 0 ? (
        <div className="state__skeleton" aria-hidden="true">
          {Array.from({ length: rows }, (_, row) => (
            <span key={row} />
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** Where a screen keeps the error panel's hint and button words in its namespace. */
export interface ErrorStateKeys {
  /** Left out where the title says it all. */
  hint?: string;
  retry: string;
}

const ERROR_KEYS: ErrorStateKeys = { hint: 'state.errorHint', retry: 'state.retry' };

interface ErrorStateProps extends FrameProps {
  title: string;
  onRetry: () => void;
  /** The namespace of the screen's words: each screen says "Try again" in its own. */
  ns: string;
  keys?: ErrorStateKeys;
}

/** What failed, a hint, and a Try again button that asks once more. */
export function ErrorState({
  title,
  onRetry,
  ns,
  keys = ERROR_KEYS,
  frame = 'card',
  className,
}: ErrorStateProps) {
  const { t } = useTranslation(ns);
  return (
    <div className={classes(frame, className, 'state--error')} role="alert">
      <p className="state__title">{title}</p>
      {keys.hint ? <p>{t(keys.hint)}</p> : null}
      <button type="button" className="secondary" onClick={onRetry}>
        {t(keys.retry)}
      </button>
    </div>
  );
}

interface EmptyStateProps extends FrameProps {
  title: string;
  hint?: ReactNode;
  /** A symbol or an icon drawn in a disc above the title. */
  icon?: ReactNode;
  /** What to do about it (a button, a link). */
  children?: ReactNode;
}

/** Nothing to show yet, and why or what to do. */
export function EmptyState({
  title,
  hint,
  icon,
  children,
  frame = 'card',
  className,
}: EmptyStateProps) {
  return (
    <div className={classes(frame, className)}>
      {icon ? (
        <span className="state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="state__title">{title}</p>
      {hint ? <p>{hint}</p> : null}
      {children}
    </div>
  );
}
