/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves keep the order. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const moved = items[index];
  if (moved === undefined || target < 0 || target >= items.length) return [...items];
  const next = items.filter((_, i) => i !== index);
  next.splice(target, 0, moved);
  return next;
}

export type OptionsProblem = 'tooFew' | 'tooMany' | 'blank' | 'repeated' | null;

/** A multiple-choice question needs 2–10 distinct, non-blank options; the other types take none. */
export function optionsProblem(answerType: string, options: readonly string[]): OptionsProblem {
  if (answerType !== 'MULTIPLE_CHOICE') return null;
  const trimmed = options.map((o) => o.trim());
  if (trimmed.some((o) => o === '')) return 'blank';
  if (trimmed.length < 2) return 'tooFew';
  if (trimmed.length > 10) return 'tooMany';
  if (new Set(trimmed.map((o) => o.toLowerCase())).size !== trimmed.length) return 'repeated';
  return null;
}

const SEGMENT = 'clockout-attestation';

/** settings/{path?}/clockout-attestation: the list, wherever a {path?} prefix put it. */
export function attestationListPath(pathname: string): string {
  const at = pathname.indexOf(`/${SEGMENT}`);
  const base = at < 0 ? '' : pathname.slice(0, at);
  return `${base.startsWith('/settings') ? base : `/settings${base}`}/${SEGMENT}`;
}

/** {path?}/clockout-attestation/management/{id?} takes one {path?} segment, so settings/ goes when another follows. */
export function attestationManagementPath(pathname: string, id?: string): string {
  const list = attestationListPath(pathname).replace(/^\/settings(\/[^/]+\/)/, '$1');
  return `${list}/management${id ? `/${encodeURIComponent(id)}` : ''}`;
}
