/**
 * Intl formatters, built once per locale and options and then shared. Building one loads the
 * locale's data and costs about a millisecond on a phone; formatting with it costs microseconds.
 * A list that built a formatter per row kept the main thread busy for 150 ms on the hiring board
 * under Lighthouse's phone profile (TBT). The set of keys is small and fixed
 * (the languages of §9 times the option sets in the code), so the cache needs no bound.
 */
const built = new Map<string, unknown>();

function once<T>(kind: string, locale: string | undefined, options: object, build: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  const found = built.get(key) as T | undefined;
  if (found !== undefined) return found;
  // A builder that throws (an unknown currency) caches nothing: the caller's fallback runs each time.
  const made = build();
  built.set(key, made);
  return made;
}

export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) => once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
) => once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const displayNames = (locale: string | undefined, options: Intl.DisplayNamesOptions) =>
  once('names', locale, options, () => new Intl.DisplayNames(locale, options));

export const collator = (locale: string | undefined, options: Intl.CollatorOptions = {}) =>
  once('collator', locale, options, () => new Intl.Collator(locale, options));
