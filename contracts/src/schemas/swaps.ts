import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { idSegment, IsoDateTime } from './common.ts';
import { MyShiftSchema } from './workday.ts';

/**
 * Shift swaps: an employee gives a published shift away to any qualified colleague (a drop), or
 * offers it to one named colleague for one of theirs (a trade). A colleague takes it; the manager
 * approves or declines, unless the brand lets a take stand at once.
 */

export const SwapKindSchema = z.enum(['DROP', 'TRADE']);
/** OPEN: offered, nobody took it yet; PENDING: taken, awaiting the manager; then one of the ends. */
export const SwapStatusSchema = z.enum(['OPEN', 'PENDING', 'APPROVED', 'DECLINED', 'CANCELLED']);

const PersonSchema = z.object({ employee_id: z.string(), name: z.string() });

export const SwapSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: SwapKindSchema,
    status: SwapStatusSchema,
    /** The shift given away, as it stands now. */
    shift: MyShiftSchema,
    offered_by: PersonSchema,
    /** A trade's colleague and the shift of theirs the offerer would work instead; null for a drop. */
    counter_shift: MyShiftSchema.nullable(),
    colleague: PersonSchema.nullable(),
    /** Who took it (a trade's colleague accepting, or anyone qualified taking a drop). */
    taken_by: PersonSchema.nullable(),
    created_at: IsoDateTime,
    decided_at: IsoDateTime.nullable(),
    /** Why the manager declined, when they said. */
    reason: z.string().nullable(),
  }),
);
export type Swap = z.infer<typeof SwapSchema>;

/** A colleague's upcoming published shift at one of the caller's locations, to propose a trade for. */
export const TradeOptionSchema = lazySchema(() =>
  z.object({ shift: MyShiftSchema, colleague: PersonSchema }),
);

export const MySwapsSchema = lazySchema(() =>
  z.object({
    /** What the caller offered or took that is not settled, and the last settled ones, newest first. */
    mine: z.array(SwapSchema),
    /** Open drops the caller qualifies for, and trades proposed to them. */
    available: z.array(SwapSchema),
    trade_options: z.array(TradeOptionSchema),
  }),
);

export const OfferSwapBodySchema = lazySchema(() =>
  z
    .object({
      shift_id: idSegment,
      /** A colleague's shift to trade for; absent or null offers the shift to anyone qualified. */
      counter_shift_id: idSegment.nullable().optional(),
    })
    .strict(),
);

export const TeamSwapsSchema = lazySchema(() =>
  z.object({
    /** Whether a take waits for a manager here (the brand's setting, else its nearest ancestor's; on by default). */
    approval_required: z.boolean(),
    /** Taken swaps at the brand and its locations awaiting a decision, oldest first. */
    pending: z.array(SwapSchema),
  }),
);

export const DeclineSwapBodySchema = lazySchema(() =>
  z.object({ reason: z.string().trim().max(300).optional() }).strict(),
);

export const SwapSettingsSchema = lazySchema(() =>
  z.object({ approval_required: z.boolean() }).strict(),
);
