import type { QueryClient } from '@tanstack/react-query';
import type { AnyEndpoint } from '@ws/contracts';
import { keyFor } from '../../../lib/query-keys';

/** A change to one item refreshes its list and its own page, both keyed by the table's names. */
export const invalidateRewards = (queryClient: QueryClient, entries: readonly AnyEndpoint[]) =>
  Promise.all(entries.map((entry) => queryClient.invalidateQueries({ queryKey: keyFor(entry) })));
