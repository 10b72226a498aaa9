/**
 * The URL's search parameters with `changes` applied, for `setSearchParams(current => …)`: a list
 * screen keeps its filters and page in the URL, and an empty or null value removes its key.
 */
export function withParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
