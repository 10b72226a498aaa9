/** What the brand calls share: their path parameters, the examples that name a brand, their shape. */
import { z } from 'zod';
import {
  brandErrors,
  call,
  type CallOptions,
  type NoBody,
  type NoQuery,
  type ResponseMap,
} from '../define.ts';
import { idSegment } from '../schemas/common.ts';

export const brandParams = z.object({ brandId: idSegment }).strict();
export const serviceCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'a service code');
/** The demo manager's call on their location, naming more path parameters and a body where given. */
export const onBrand = (params: Record<string, string> = {}, body?: unknown) => ({
  caller: 'u-manager',
  params: { brandId: 'CH-1-1-1', ...params },
  ...(body === undefined ? {} : { body }),
});

/** What a delete answers: the id it deleted. */
export const deleted = () => z.object({ id: z.string(), deleted: z.literal(true) });

/**
 * A call on the brand its path names (`:brandId`, unless `params` names more): the caller's policy
 * must cover that brand, it answers the brand errors, and its example is the demo manager's location.
 */
export function brandCall<
  T extends z.ZodType,
  P extends z.ZodType = typeof brandParams,
  Q extends z.ZodType = NoQuery,
  B extends z.ZodType = NoBody,
  E extends ResponseMap = Record<never, never>,
>(
  route: Parameters<typeof call>[0],
  summary: string,
  /** `errors`: the statuses the call answers besides the brand errors. */
  schemas: () => { params?: P; query?: Q; body?: B; data: T; errors?: E },
  options: CallOptions = {},
) {
  return call(
    route,
    summary,
    () => {
      const { params, errors, ...rest } = schemas();
      return {
        params: (params ?? brandParams) as P,
        ...rest,
        errors: { ...brandErrors, ...(errors as E) },
      };
    },
    { access: { brand: 'params.brandId' }, example: onBrand(), ...options },
  );
}
