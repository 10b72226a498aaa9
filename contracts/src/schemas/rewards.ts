import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { idSegment, IsoDateTime } from './common.ts';

/** Rewards and recognition (§2 settings/rewards-and-recognition): budgets, rules, raffles and configuration. */

export const RewardPeriodSchema = z.enum(['MONTHLY', 'QUARTERLY', 'YEARLY']);
export const RewardTriggerSchema = z.enum([
  'PERFECT_ATTENDANCE',
  'SHIFT_COVER',
  'PEER_SHOUTOUT',
  'TENURE_MILESTONE',
]);
export const RewardRoleSchema = z.enum(['EMPLOYEE', 'SHIFT_LEAD', 'MANAGER']);
export const RaffleStatusSchema = z.enum(['OPEN', 'DRAWN']);

const name = z.string().trim().min(1).max(120);
const isoDay = z.iso.date();
/** Ids in a body list must be distinct: a repeated location or position is a mistake, not a no-op. */
const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, 'must not repeat');

export const BudgetSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    name: z.string(),
    amount: z.number(),
    currency_code: z.string(),
    period: RewardPeriodSchema,
    location_brand_ids: z.array(z.string()),
    /** What was paid out in the current period; kept by the server, never sent by the client. */
    spent: z.number(),
    created_at: IsoDateTime,
  }),
);
export type Budget = z.infer<typeof BudgetSchema>;

export const BudgetBodySchema = z
  .object({
    name,
    amount: z.number().positive().max(10_000_000),
    currency_code: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    period: RewardPeriodSchema,
    location_brand_ids: distinct(idSegment).refine(
      (list) => list.length > 0,
      'at least one location',
    ),
  })
  .strict();
export const BudgetPatchSchema = BudgetBodySchema.partial().strict();

export const RuleAudienceSchema = lazySchema(() =>
  z.object({
    /** Position ids; both lists empty means everyone at the brand. */
    positions: z.array(z.string()),
    roles: z.array(RewardRoleSchema),
  }),
);

export const RuleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    name: z.string(),
    trigger: RewardTriggerSchema,
    points: z.number().int(),
    audience: RuleAudienceSchema,
    active: z.boolean(),
  }),
);
export type Rule = z.infer<typeof RuleSchema>;

export const RuleBodySchema = z
  .object({
    name,
    trigger: RewardTriggerSchema,
    points: z.number().int().min(1).max(10_000),
    audience: z
      .object({ positions: distinct(idSegment), roles: distinct(RewardRoleSchema) })
      .strict(),
    active: z.boolean().default(true),
  })
  .strict();
export const RulePatchSchema = RuleBodySchema.omit({ active: true })
  .extend({ active: z.boolean() })
  .partial()
  .strict();

export const RaffleEntrySchema = lazySchema(() =>
  z.object({ user_id: z.string(), name: z.string(), tickets: z.number().int() }),
);

export const RaffleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    name: z.string(),
    prize: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    entries: z.array(RaffleEntrySchema),
    status: RaffleStatusSchema,
    winner: z.object({ user_id: z.string(), name: z.string() }).nullable(),
    drawn_at: IsoDateTime.nullable(),
  }),
);
export type Raffle = z.infer<typeof RaffleSchema>;

const entryBody = lazySchema(() =>
  z.object({ user_id: idSegment, tickets: z.number().int().min(1).max(100) }).strict(),
);
const raffleFields = {
  name,
  prize: z.string().trim().min(1).max(200),
  start_date: isoDay,
  end_date: isoDay,
  /** Entrants are employees (ids as in GET /v1/brands/{id}/users) of the brand or below it. */
  entries: z
    .array(entryBody)
    .refine(
      (list) => new Set(list.map((e) => e.user_id)).size === list.length,
      'an entrant appears once',
    ),
};
const endNotBeforeStart = (raffle: { start_date?: string; end_date?: string }) =>
  !raffle.start_date || !raffle.end_date || raffle.end_date >= raffle.start_date;
const endIssue = { message: 'must not be before start_date', path: ['end_date'] };

export const RaffleBodySchema = lazySchema(() =>
  z
    .object({ ...raffleFields, entries: raffleFields.entries.default([]) })
    .strict()
    .refine(endNotBeforeStart, endIssue),
);
export const RafflePatchSchema = lazySchema(() =>
  z.object(raffleFields).partial().strict().refine(endNotBeforeStart, endIssue),
);

export const RewardsConfigurationSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      /** What the programme calls its points, e.g. "Stars". */
      points_name: z.string().trim().min(1).max(40),
      points_per_currency_unit: z.number().positive().max(1000),
      approval_required: z.boolean(),
    })
    .strict(),
);
export type RewardsConfiguration = z.infer<typeof RewardsConfigurationSchema>;
