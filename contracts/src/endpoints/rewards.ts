/**
 * Rewards and recognition (extension): what the settings/rewards-and-recognition tabs (budget, rules,
 * raffles), the configuration page and the budget-, rule- and raffle-management pages call (§2).
 */
import { z } from 'zod';
import { ErrorSchema } from '../define.ts';
import { idSegment } from '../schemas/common.ts';
import {
  BudgetBodySchema,
  BudgetPatchSchema,
  BudgetSchema,
  RaffleBodySchema,
  RafflePatchSchema,
  RaffleSchema,
  RewardsConfigurationSchema,
  RuleBodySchema,
  RulePatchSchema,
  RuleSchema,
} from '../schemas/rewards.ts';
import { brandCall, brandParams, deleted, onBrand } from './brand-params.ts';

const base = '/v1/brands/:brandId/rewards';
/** Calls the spec does not list. */
const extension = { extension: true } as const;

const budgetParams = brandParams.extend({ budgetId: idSegment }).strict();
const ruleParams = brandParams.extend({ ruleId: idSegment }).strict();
const raffleParams = brandParams.extend({ raffleId: idSegment }).strict();

export const rewards = {
  getConfiguration: brandCall(
    `GET ${base}/configuration`,
    "The brand's programme configuration: enabled, points name, points per currency unit, approval required",
    () => ({ data: RewardsConfigurationSchema }),
    extension,
  ),
  updateConfiguration: brandCall(
    `PUT ${base}/configuration`,
    "Replaces the brand's programme configuration",
    () => ({
      body: RewardsConfigurationSchema,
      data: RewardsConfigurationSchema,
    }),
    {
      ...extension,
      example: onBrand(
        {},
        {
          enabled: true,
          points_name: 'Stars',
          points_per_currency_unit: 10,
          approval_required: true,
        },
      ),
    },
  ),

  listBudgets: brandCall(
    `GET ${base}/budgets`,
    "The brand's recognition budgets (budget tab), with what each has spent this period",
    () => ({ data: z.array(BudgetSchema) }),
    extension,
  ),
  getBudget: brandCall(
    `GET ${base}/budgets/:budgetId`,
    'One budget (budget-management/{id})',
    () => ({ params: budgetParams, data: BudgetSchema }),
    { ...extension, example: onBrand({ budgetId: 'bud-CH-1-1-1-1' }) },
  ),
  createBudget: brandCall(
    `POST ${base}/budgets`,
    'Creates a budget for locations at or below the brand; currency_code must be a listed currency',
    () => ({
      body: BudgetBodySchema,
      data: BudgetSchema,
    }),
    {
      ...extension,
      example: onBrand(
        {},
        {
          name: 'Holiday bonus pool',
          amount: 1500,
          currency_code: 'USD',
          period: 'QUARTERLY',
          location_brand_ids: ['CH-1-1-1'],
        },
      ),
    },
  ),
  updateBudget: brandCall(
    `PUT ${base}/budgets/:budgetId`,
    'Changes the given fields of a budget; amount may not drop below what is spent',
    () => ({
      params: budgetParams,
      body: BudgetPatchSchema,
      data: BudgetSchema,
    }),
    { ...extension, example: onBrand({ budgetId: 'bud-CH-1-1-1-1' }, { amount: 2500 }) },
  ),
  deleteBudget: brandCall(
    `DELETE ${base}/budgets/:budgetId`,
    'Deletes a budget',
    () => ({
      params: budgetParams,
      data: deleted(),
    }),
    { ...extension, example: onBrand({ budgetId: 'bud-CH-1-1-1-2' }) },
  ),

  listRules: brandCall(
    `GET ${base}/rules`,
    'The rules that award points (rules tab): trigger, points, audience positions and roles, active',
    () => ({ data: z.array(RuleSchema) }),
    extension,
  ),
  getRule: brandCall(
    `GET ${base}/rules/:ruleId`,
    'One rule (rule-management/{id})',
    () => ({ params: ruleParams, data: RuleSchema }),
    { ...extension, example: onBrand({ ruleId: 'rule-CH-1-1-1-1' }) },
  ),
  createRule: brandCall(
    `POST ${base}/rules`,
    'Creates a rule; audience positions must be open positions of the catalogue',
    () => ({ body: RuleBodySchema, data: RuleSchema }),
    {
      ...extension,
      example: onBrand(
        {},
        {
          name: 'Weekend cover hero',
          trigger: 'SHIFT_COVER',
          points: 50,
          audience: { positions: ['po-1'], roles: ['EMPLOYEE'] },
        },
      ),
    },
  ),
  updateRule: brandCall(
    `PUT ${base}/rules/:ruleId`,
    'Changes the given fields of a rule (active: false pauses it)',
    () => ({ params: ruleParams, body: RulePatchSchema, data: RuleSchema }),
    { ...extension, example: onBrand({ ruleId: 'rule-CH-1-1-1-1' }, { points: 75, active: true }) },
  ),
  deleteRule: brandCall(
    `DELETE ${base}/rules/:ruleId`,
    'Deletes a rule',
    () => ({
      params: ruleParams,
      data: deleted(),
    }),
    { ...extension, example: onBrand({ ruleId: 'rule-CH-1-1-1-2' }) },
  ),

  listRaffles: brandCall(
    `GET ${base}/raffles`,
    'The raffles (raffles tab), open and drawn, with entries and winner',
    () => ({ data: z.array(RaffleSchema) }),
    extension,
  ),
  getRaffle: brandCall(
    `GET ${base}/raffles/:raffleId`,
    'One raffle (raffle-management/{id})',
    () => ({ params: raffleParams, data: RaffleSchema }),
    { ...extension, example: onBrand({ raffleId: 'raf-CH-1-1-1-1' }) },
  ),
  createRaffle: brandCall(
    `POST ${base}/raffles`,
    'Opens a raffle; entrants are employees at or below the brand, with 1–100 tickets each',
    () => ({
      body: RaffleBodySchema,
      data: RaffleSchema,
    }),
    {
      ...extension,
      example: onBrand(
        {},
        {
          name: 'Spring gift card raffle',
          prize: '$100 gift card',
          start_date: '2027-03-01',
          end_date: '2027-03-31',
          entries: [{ user_id: 'e-CH-1-1-1-1', tickets: 3 }],
        },
      ),
    },
  ),
  updateRaffle: brandCall(
    `PUT ${base}/raffles/:raffleId`,
    'Changes the given fields of an open raffle (entries replace the list); 409 once drawn',
    () => ({
      params: raffleParams,
      body: RafflePatchSchema,
      data: RaffleSchema,
      errors: { 409: ErrorSchema },
    }),
    {
      ...extension,
      example: onBrand(
        { raffleId: 'raf-CH-1-1-1-1' },
        { prize: 'Two movie tickets and a $25 gift card' },
      ),
    },
  ),
  deleteRaffle: brandCall(
    `DELETE ${base}/raffles/:raffleId`,
    'Deletes a raffle, open or drawn',
    () => ({
      params: raffleParams,
      data: deleted(),
    }),
    { ...extension, example: onBrand({ raffleId: 'raf-CH-1-1-1-2' }) },
  ),
  drawRaffle: brandCall(
    `POST ${base}/raffles/:raffleId/draw`,
    'Draws the winner, weighted by tickets, from a PRNG seeded by the world seed and the raffle id; drawing again answers the same winner; 409 without entries',
    () => ({
      params: raffleParams,
      data: RaffleSchema,
      errors: { 409: ErrorSchema },
    }),
    { ...extension, example: onBrand({ raffleId: 'raf-CH-1-1-1-1' }) },
  ),
};
