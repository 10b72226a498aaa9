import type { api, Budget, Raffle, Rule } from '@ws/contracts';
import {
  budgetProblem,
  checkPositions,
  configurationOf,
  drawWinner,
  raffleEntries,
} from '../db/engagement/rewards.ts';
import { invalid, notFound } from './replies.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';

const gone = (id: string) => ok({ id, deleted: true as const });
const drawnAlready = (raffle: Raffle) =>
  fail(409, 'RAFFLE_DRAWN', `${raffle.id} has been drawn and can no longer change`);

export const rewardsHandlers: AreaHandlers<typeof api.rewards> = {
  getConfiguration: ({ world, params }) => ok(configurationOf(world, params.brandId)),

  updateConfiguration: ({ world, params, body }) => {
    world.extensions.rewards.configuration.set(params.brandId, body);
    return ok(body);
  },

  listBudgets: ({ world, params }) => ok(world.extensions.rewards.budgets.list(params.brandId)),

  getBudget: ({ world, params }) => {
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    return budget ? ok(budget) : notFound('params.budgetId', params.budgetId);
  },

  createBudget: ({ world, params, body, request }) => {
    const problem = budgetProblem(world, params.brandId, body);
    if (problem) return invalid(problem);
    const store = world.extensions.rewards.budgets;
    const budget: Budget = {
      ...body,
      id: store.nextId(params.brandId),
      brand_id: params.brandId,
      spent: 0,
      created_at: new Date(request.server.clock.now()).toISOString(),
    };
    return ok(store.put(budget));
  },

  updateBudget: ({ world, params, body }) => {
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    if (!budget) return notFound('params.budgetId', params.budgetId);
    const problem = budgetProblem(world, params.brandId, body, budget.spent);
    if (problem) return invalid(problem);
    return ok(Object.assign(budget, body));
  },

  deleteBudget: ({ world, params }) => {
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    if (!budget) return notFound('params.budgetId', params.budgetId);
    world.extensions.rewards.budgets.delete(budget);
    return gone(budget.id);
  },

  listRules: ({ world, params }) => ok(world.extensions.rewards.rules.list(params.brandId)),

  getRule: ({ world, params }) => {
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    return rule ? ok(rule) : notFound('params.ruleId', params.ruleId);
  },

  createRule: ({ world, params, body }) => {
    const problem = checkPositions(world, body.audience.positions);
    if (problem) return invalid(problem);
    const store = world.extensions.rewards.rules;
    const rule: Rule = { ...body, id: store.nextId(params.brandId), brand_id: params.brandId };
    return ok(store.put(rule));
  },

  updateRule: ({ world, params, body }) => {
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    if (!rule) return notFound('params.ruleId', params.ruleId);
    const problem = checkPositions(world, body.audience?.positions);
    if (problem) return invalid(problem);
    return ok(Object.assign(rule, body));
  },

  deleteRule: ({ world, params }) => {
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    if (!rule) return notFound('params.ruleId', params.ruleId);
    world.extensions.rewards.rules.delete(rule);
    return gone(rule.id);
  },

  listRaffles: ({ world, params }) => ok(world.extensions.rewards.raffles.list(params.brandId)),

  getRaffle: ({ world, params }) => {
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    return raffle ? ok(raffle) : notFound('params.raffleId', params.raffleId);
  },

  createRaffle: ({ world, params, body }) => {
    const entries = raffleEntries(world, params.brandId, body.entries);
    if (!('entries' in entries)) return invalid(entries);
    const store = world.extensions.rewards.raffles;
    const raffle: Raffle = {
      ...body,
      ...entries,
      id: store.nextId(params.brandId),
      brand_id: params.brandId,
      status: 'OPEN',
      winner: null,
      drawn_at: null,
    };
    return ok(store.put(raffle));
  },

  updateRaffle: ({ world, params, body }) => {
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    if (!raffle) return notFound('params.raffleId', params.raffleId);
    if (raffle.status === 'DRAWN') return drawnAlready(raffle);
    const entries = raffleEntries(world, params.brandId, body.entries ?? raffle.entries);
    if (!('entries' in entries)) return invalid(entries);
    if ((body.end_date ?? raffle.end_date) < (body.start_date ?? raffle.start_date)) {
      return invalid({ field: 'body.end_date', message: 'must not be before start_date' });
    }
    return ok(Object.assign(raffle, body, entries));
  },

  deleteRaffle: ({ world, params }) => {
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    if (!raffle) return notFound('params.raffleId', params.raffleId);
    world.extensions.rewards.raffles.delete(raffle);
    return gone(raffle.id);
  },

  drawRaffle: ({ world, params, request }) => {
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    if (!raffle) return notFound('params.raffleId', params.raffleId);
    if (raffle.status === 'DRAWN') return ok(raffle);
    if (!raffle.entries.length)
      return fail(409, 'NO_ENTRIES', `${raffle.id} has no entries to draw from`);
    const drawn = {
      status: 'DRAWN' as const,
      winner: drawWinner(world.seed, raffle),
      drawn_at: new Date(request.server.clock.now()).toISOString(),
    };
    return ok(Object.assign(raffle, drawn));
  },
};
