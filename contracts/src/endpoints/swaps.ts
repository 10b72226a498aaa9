/**
 * Shift swaps (extension): from My schedule an employee gives away one of their upcoming
 * published shifts (a drop) or offers it to a named colleague for one of theirs (a trade); a
 * qualified colleague takes it, and the manager approves or declines on /schedule unless the
 * brand lets a take stand at once. Refusals name why: an overlap, time off, availability, over
 * 40 hours in the week, or another position.
 */
import { z } from 'zod';
import { bearerErrors, call, ErrorSchema } from '../define.ts';
import { emptyQuery as noQuery, idSegment } from '../schemas/common.ts';
import {
  DeclineSwapBodySchema,
  MySwapsSchema,
  OfferSwapBodySchema,
  SwapSchema,
  SwapSettingsSchema,
  TeamSwapsSchema,
} from '../schemas/swaps.ts';
import { brandCall, brandParams, onBrand } from './brand-params.ts';

const swapParams = z.object({ swapId: idSegment }).strict();
const decideParams = brandParams.extend({ swapId: idSegment }).strict();
/** 403: the swap or shift is someone else's; 404: no such swap or shift where the caller works. */
const employeeErrors = { ...bearerErrors, 403: ErrorSchema, 404: ErrorSchema } as const;
const base = '/v1/brands/:brandId/swaps';

/** The demo member's call, as the employee side's examples are made. */
const byMember = (example: { params?: Record<string, string>; body?: unknown } = {}) => ({
  auth: 'bearer' as const,
  extension: true,
  example: { caller: 'u-candidate', params: {}, ...example },
});
/** The demo manager's call on their location: the schedule's product, like the shifts it moves. */
const byManager = (params?: Record<string, string>, body?: unknown) => ({
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' } as const,
  example: onBrand(params, body),
});

export const swaps = {
  team: brandCall(
    `GET ${base}`,
    'Taken swaps at the brand and its locations awaiting the manager, and whether approval is required there',
    () => ({ query: noQuery, data: TeamSwapsSchema }),
    byManager(),
  ),
  approve: brandCall(
    `POST ${base}/:swapId/approve`,
    "Approves a taken swap: the shift (and a trade's other shift) changes hands, if everyone still qualifies",
    () => ({ params: decideParams, query: noQuery, data: SwapSchema }),
    byManager({ swapId: 'swap-2' }),
  ),
  decline: brandCall(
    `POST ${base}/:swapId/decline`,
    'Declines a taken swap, with an optional reason; the shifts stay as they were',
    () => ({ params: decideParams, query: noQuery, body: DeclineSwapBodySchema, data: SwapSchema }),
    byManager({ swapId: 'swap-2' }, { reason: 'We need you on the floor' }),
  ),
  settings: brandCall(
    `PUT ${base}/settings`,
    'Sets whether a take at the brand (and the locations under it without their own setting) waits for a manager',
    () => ({ query: noQuery, body: SwapSettingsSchema, data: SwapSettingsSchema }),
    byManager({}, { approval_required: false }),
  ),
  mine: call(
    'GET /v1/me/swaps',
    "The caller's swaps (offered or taken), the offered shifts they qualify to take, and colleagues' upcoming shifts they may propose a trade for",
    () => ({ query: noQuery, data: MySwapsSchema, errors: bearerErrors }),
    byMember(),
  ),
  offer: call(
    'POST /v1/me/swaps',
    "Offers one of the caller's upcoming published shifts to any qualified colleague, or, with counter_shift_id, to that shift's colleague for it",
    () => ({ query: noQuery, body: OfferSwapBodySchema, data: SwapSchema, errors: employeeErrors }),
    byMember({ body: { shift_id: 'shift-CH-1-1-1-spare' } }),
  ),
  take: call(
    'POST /v1/me/swaps/:swapId/take',
    'Takes an offered shift (or accepts a trade proposed to the caller); it then waits for the manager, or stands at once where the brand needs no approval',
    () => ({ params: swapParams, query: noQuery, data: SwapSchema, errors: employeeErrors }),
    byMember({ params: { swapId: 'swap-1' } }),
  ),
  cancel: call(
    'POST /v1/me/swaps/:swapId/cancel',
    'Withdraws an offer of the caller that is not yet decided',
    () => ({ params: swapParams, query: noQuery, data: SwapSchema, errors: employeeErrors }),
    byMember({ params: { swapId: 'swap-3' } }),
  ),
};
