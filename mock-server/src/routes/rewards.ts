import type { api, Budget, Raffle, Rule } from '@ws/contracts';
import { budgetProblem, checkPositions, configurationOf, drawWinner, raffleEntries } from '../db/extensions/rewards.ts';
import { brandDenied, invalid, notFound } from './brand-guard.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';

const gone = (id: string) => ok({ id, deleted: true as const });
const drawnAlready = (raffle: Raffle) => fail(409, 'RAFFLE_DRAWN', `${raffle.id} has been drawn and can no longer change`);

export const rewardsHandlers: AreaHandlers<typeof api.rewards> = {
  getConfiguration: ({ caller, world, params }) =>
    brandDenied(world, caller, params.brandId) ?? ok(configurationOf(world, params.brandId)),

  updateConfiguration: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    world.extensions.rewards.configuration.set(params.brandId, body);
    return ok(body);
  },

  listBudgets: ({ caller, world, params }) =>
    brandDenied(world, caller, params.brandId) ?? ok(world.extensions.rewards.budgets.list(params.brandId)),

  getBudget: ({ caller, world, params }) => {
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    return brandDenied(world, caller, params.brandId) ?? (budget ? ok(budget) : notFound('params.budgetId', params.budgetId));
  },

  createBudget: ({ caller, world, params, body, request }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
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

  updateBudget: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    if (!budget) return notFound('params.budgetId', params.budgetId);
    const problem = budgetProblem(world, params.brandId, body, budget.spent);
    if (problem) return invalid(problem);
    return ok(Object.assign(budget, body));
  },

  deleteBudget: ({ caller, world, params }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const budget = world.extensions.rewards.budgets.get(params.brandId, params.budgetId);
    if (!budget) return notFound('params.budgetId', params.budgetId);
    world.extensions.rewards.budgets.delete(budget);
    return gone(budget.id);
  },

  listRules: ({ caller, world, params }) =>
    brandDenied(world, caller, params.brandId) ?? ok(world.extensions.rewards.rules.list(params.brandId)),

  getRule: ({ caller, world, params }) => {
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    return brandDenied(world, caller, params.brandId) ?? (rule ? ok(rule) : notFound('params.ruleId', params.ruleId));
  },

  createRule: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const problem = checkPositions(world, body.audience.positions);
    if (problem) return invalid(problem);
    const store = world.extensions.rewards.rules;
    const rule: Rule = { ...body, id: store.nextId(params.brandId), brand_id: params.brandId };
    return ok(store.put(rule));
  },

  updateRule: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    if (!rule) return notFound('params.ruleId', params.ruleId);
    const problem = checkPositions(world, body.audience?.positions);
    if (problem) return invalid(problem);
    return ok(Object.assign(rule, body));
  },

  deleteRule: ({ caller, world, params }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const rule = world.extensions.rewards.rules.get(params.brandId, params.ruleId);
    if (!rule) return notFound('params.ruleId', params.ruleId);
    world.extensions.rewards.rules.delete(rule);
    return gone(rule.id);
  },

  listRaffles: ({ caller, world, params }) =>
    brandDenied(world, caller, params.brandId) ?? ok(world.extensions.rewards.raffles.list(params.brandId)),

  getRaffle: ({ caller, world, params }) => {
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    return brandDenied(world, caller, params.brandId) ?? (raffle ? ok(raffle) : notFound('params.raffleId', params.raffleId));
  },

  createRaffle: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
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

  updateRaffle: ({ caller, world, params, body }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
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

  deleteRaffle: ({ caller, world, params }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    if (!raffle) return notFound('params.raffleId', params.raffleId);
    world.extensions.rewards.raffles.delete(raffle);
    return gone(raffle.id);
  },

  drawRaffle: ({ caller, world, params, request }) => {
    const denied = brandDenied(world, caller, params.brandId);
    if (denied) return denied;
    const raffle = world.extensions.rewards.raffles.get(params.brandId, params.raffleId);
    if (!raffle) return notFound('params.raffleId', params.raffleId);
    if (raffle.status === 'DRAWN') return ok(raffle);
    if (!raffle.entries.length) return fail(409, 'NO_ENTRIES', `${raffle.id} has no entries to draw from`);
    const drawn = { status: 'DRAWN' as const, winner: drawWinner(world.seed, raffle), drawn_at: new Date(request.server.clock.now()).toISOString() };
    return ok(Object.assign(raffle, drawn));
  },
};
