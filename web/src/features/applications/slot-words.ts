import type { TFunction } from 'i18next';

/** A character no translation or name holds: where the filled-in value goes. */
const SLOT = '\u0001';

/**
 * A sentence with one value in it ("Move {{name}} to another stage"), asked of i18next once and
 * filled in per card: the board words each of its cards three times, and i18next's `t` (key
 * lookup, plural and nesting checks, interpolation) took about a millisecond a call with the CPU
 * slowed 4×, a fifth of the board's first draw. Only for a plain value: no count, no format.
 */
export function slotWords(
  t: TFunction,
  key: string,
  slot: string,
  options: Record<string, unknown> = {},
): (value: string) => string {
  const [before = '', after = ''] = t(key, { ...options, [slot]: SLOT }).split(SLOT);
  return (value) => before + value + after;
}
