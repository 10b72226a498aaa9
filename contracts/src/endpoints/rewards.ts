/**
 * Rewards and recognition (extension): what the settings/rewards-and-recognition tabs (budget, rules,
 * raffles), the configuration page and the budget-, rule- and raffle-management pages call (§2).
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope, ErrorSchema } from '../define.ts';
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

const brandParams = z.object({ brandId: idSegment }).strict();
const noQuery = z.object({}).strict();
const deleted = envelope(z.object({ id: z.string(), deleted: z.literal(true) }));
const onBrand = (params: Record<string, string> = {}, body?: unknown) => ({
  caller: 'u-manager',
  params: { brandId: 'CH-1-1-1', ...params },
  ...(body === undefined ? {} : { body }),
});
const base = '/v1/brands/:brandId/rewards';
const common = {
  auth: 'bearer',
  extension: true,
  query: noQuery,
  access: { brand: 'params.brandId' },
} as const;

const budgetParams = brandParams.extend({ budgetId: idSegment }).strict();
const ruleParams = brandParams.extend({ ruleId: idSegment }).strict();
const raffleParams = brandParams.extend({ raffleId: idSegment }).strict();

export const rewards = {
  getConfiguration: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/configuration`,
    summary:
      "The brand's programme configuration: enabled, points name, points per currency unit, approval required",
    schemas: () => ({
      params: brandParams,
      responses: { 200: envelope(RewardsConfigurationSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  updateConfiguration: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/configuration`,
    summary: "Replaces the brand's programme configuration",
    schemas: () => ({
      params: brandParams,
      body: RewardsConfigurationSchema,
      responses: { 200: envelope(RewardsConfigurationSchema), ...brandErrors },
    }),
    example: onBrand(
      {},
      {
        enabled: true,
        points_name: 'Stars',
        points_per_currency_unit: 10,
        approval_required: true,
      },
    ),
  }),

  listBudgets: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/budgets`,
    summary: "The brand's recognition budgets (budget tab), with what each has spent this period",
    schemas: () => ({
      params: brandParams,
      responses: { 200: envelope(z.array(BudgetSchema)), ...brandErrors },
    }),
    example: onBrand(),
  }),
  getBudget: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/budgets/:budgetId`,
    summary: 'One budget (budget-management/{id})',
    schemas: () => ({
      params: budgetParams,
      responses: { 200: envelope(BudgetSchema), ...brandErrors },
    }),
    example: onBrand({ budgetId: 'bud-CH-1-1-1-1' }),
  }),
  createBudget: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/budgets`,
    summary:
      'Creates a budget for locations at or below the brand; currency_code must be a listed currency',
    schemas: () => ({
      params: brandParams,
      body: BudgetBodySchema,
      responses: { 200: envelope(BudgetSchema), ...brandErrors },
    }),
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
  }),
  updateBudget: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/budgets/:budgetId`,
    summary: 'Changes the given fields of a budget; amount may not drop below what is spent',
    schemas: () => ({
      params: budgetParams,
      body: BudgetPatchSchema,
      responses: { 200: envelope(BudgetSchema), ...brandErrors },
    }),
    example: onBrand({ budgetId: 'bud-CH-1-1-1-1' }, { amount: 2500 }),
  }),
  deleteBudget: endpoint({
    ...common,
    method: 'DELETE',
    path: `${base}/budgets/:budgetId`,
    summary: 'Deletes a budget',
    schemas: () => ({
      params: budgetParams,
      responses: { 200: deleted, ...brandErrors },
    }),
    example: onBrand({ budgetId: 'bud-CH-1-1-1-2' }),
  }),

  listRules: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/rules`,
    summary:
      'The rules that award points (rules tab): trigger, points, audience positions and roles, active',
    schemas: () => ({
      params: brandParams,
      responses: { 200: envelope(z.array(RuleSchema)), ...brandErrors },
    }),
    example: onBrand(),
  }),
  getRule: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/rules/:ruleId`,
    summary: 'One rule (rule-management/{id})',
    schemas: () => ({
      params: ruleParams,
      responses: { 200: envelope(RuleSchema), ...brandErrors },
    }),
    example: onBrand({ ruleId: 'rule-CH-1-1-1-1' }),
  }),
  createRule: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/rules`,
    summary: 'Creates a rule; audience positions must be open positions of the catalogue',
    schemas: () => ({
      params: brandParams,
      body: RuleBodySchema,
      responses: { 200: envelope(RuleSchema), ...brandErrors },
    }),
    example: onBrand(
      {},
      {
        name: 'Weekend cover hero',
        trigger: 'SHIFT_COVER',
        points: 50,
        audience: { positions: ['po-1'], roles: ['EMPLOYEE'] },
      },
    ),
  }),
  updateRule: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/rules/:ruleId`,
    summary: 'Changes the given fields of a rule (active: false pauses it)',
    schemas: () => ({
      params: ruleParams,
      body: RulePatchSchema,
      responses: { 200: envelope(RuleSchema), ...brandErrors },
    }),
    example: onBrand({ ruleId: 'rule-CH-1-1-1-1' }, { points: 75, active: true }),
  }),
  deleteRule: endpoint({
    ...common,
    method: 'DELETE',
    path: `${base}/rules/:ruleId`,
    summary: 'Deletes a rule',
    schemas: () => ({
      params: ruleParams,
      responses: { 200: deleted, ...brandErrors },
    }),
    example: onBrand({ ruleId: 'rule-CH-1-1-1-2' }),
  }),

  listRaffles: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/raffles`,
    summary: 'The raffles (raffles tab), open and drawn, with entries and winner',
    schemas: () => ({
      params: brandParams,
      responses: { 200: envelope(z.array(RaffleSchema)), ...brandErrors },
    }),
    example: onBrand(),
  }),
  getRaffle: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/raffles/:raffleId`,
    summary: 'One raffle (raffle-management/{id})',
    schemas: () => ({
      params: raffleParams,
      responses: { 200: envelope(RaffleSchema), ...brandErrors },
    }),
    example: onBrand({ raffleId: 'raf-CH-1-1-1-1' }),
  }),
  createRaffle: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/raffles`,
    summary:
      'Opens a raffle; entrants are employees at or below the brand, with 1–100 tickets each',
    schemas: () => ({
      params: brandParams,
      body: RaffleBodySchema,
      responses: { 200: envelope(RaffleSchema), ...brandErrors },
    }),
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
  }),
  updateRaffle: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/raffles/:raffleId`,
    summary:
      'Changes the given fields of an open raffle (entries replace the list); 409 once drawn',
    schemas: () => ({
      params: raffleParams,
      body: RafflePatchSchema,
      responses: { 200: envelope(RaffleSchema), ...brandErrors, 409: ErrorSchema },
    }),
    example: onBrand(
      { raffleId: 'raf-CH-1-1-1-1' },
      { prize: 'Two movie tickets and a $25 gift card' },
    ),
  }),
  deleteRaffle: endpoint({
    ...common,
    method: 'DELETE',
    path: `${base}/raffles/:raffleId`,
    summary: 'Deletes a raffle, open or drawn',
    schemas: () => ({
      params: raffleParams,
      responses: { 200: deleted, ...brandErrors },
    }),
    example: onBrand({ raffleId: 'raf-CH-1-1-1-2' }),
  }),
  drawRaffle: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/raffles/:raffleId/draw`,
    summary:
      'Draws the winner, weighted by tickets, from a PRNG seeded by the world seed and the raffle id; drawing again answers the same winner; 409 without entries',
    schemas: () => ({
      params: raffleParams,
      responses: { 200: envelope(RaffleSchema), ...brandErrors, 409: ErrorSchema },
    }),
    example: onBrand({ raffleId: 'raf-CH-1-1-1-1' }),
  }),
};
