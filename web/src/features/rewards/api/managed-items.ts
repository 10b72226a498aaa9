import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyEndpoint, BodyOf, DataOf, ParamsOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { invalidateRewards } from './invalidate-rewards';

/** The table's calls on one kind of item a brand manages, and the path parameter naming one. */
interface ItemCalls<
  L extends AnyEndpoint,
  G extends AnyEndpoint,
  C extends AnyEndpoint,
  U extends AnyEndpoint,
  D extends AnyEndpoint,
> {
  list: L;
  get: G;
  create: C;
  update: U;
  remove: D;
  id: string;
}

/**
 * The hooks of one kind of item (budgets, rules, raffles): the brand's list, one item (loaded only
 * when a management page has an id in its URL; without one the page creates), and creating,
 * changing and deleting one. A change refreshes the list, and the item's page where it had one.
 */
export function managedItems<
  L extends AnyEndpoint,
  G extends AnyEndpoint,
  C extends AnyEndpoint,
  U extends AnyEndpoint,
  D extends AnyEndpoint,
>(calls: ItemCalls<L, G, C, U, D>) {
  // A call's path parameters: the brand, then the item's id when the call is on one item.
  const paramsOf = <E extends AnyEndpoint>(_entry: E, brandId: string, id?: string) =>
    (id === undefined ? { brandId } : { brandId, [calls.id]: id }) as ParamsOf<E>;
  const useChange = <V>(change: (value: V) => Promise<unknown>, refresh: AnyEndpoint[]) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: change,
      onSuccess: () => invalidateRewards(queryClient, refresh),
    });
  };
  const useCreate = (brandId: string) =>
    useChange(
      (body: BodyOf<C>) => request(calls.create, { params: paramsOf(calls.create, brandId), body }),
      [calls.list],
    );
  const useUpdate = (brandId: string) =>
    useChange(
      ({ id, body }: { id: string; body: BodyOf<U> }) =>
        request(calls.update, { params: paramsOf(calls.update, brandId, id), body }),
      [calls.list, calls.get],
    );
  return {
    useList: (brandId: string) =>
      useQuery(
        queryOptions({
          queryKey: keyFor(calls.list, { brandId }),
          queryFn: (): Promise<DataOf<L>> =>
            request(calls.list, { params: paramsOf(calls.list, brandId) }),
        }),
      ),
    useItem: (brandId: string, id: string | undefined) => {
      const params = paramsOf(calls.get, brandId, id ?? '');
      return useQuery({
        queryKey: keyFor(calls.get, params),
        queryFn: (): Promise<DataOf<G>> => request(calls.get, { params }),
        enabled: id !== undefined,
      });
    },
    useUpdate,
    /** A form's save: it changes the item it was opened on, or creates one. */
    useSave: (brandId: string) => {
      const create = useCreate(brandId);
      const update = useUpdate(brandId);
      type Done = Parameters<typeof create.mutate>[1] & Parameters<typeof update.mutate>[1];
      return {
        save: (id: string | undefined, body: BodyOf<C> & BodyOf<U>, done: Done) =>
          id === undefined ? create.mutate(body, done) : update.mutate({ id, body }, done),
        isPending: create.isPending || update.isPending,
      };
    },
    useDelete: (brandId: string) =>
      useChange(
        (id: string) => request(calls.remove, { params: paramsOf(calls.remove, brandId, id) }),
        [calls.list, calls.get],
      ),
  };
}
