import * as api from '@ws/contracts/areas';
import { managedItems } from './managed-items';

/** Recognition budgets, the rules that award points and the raffles, each managed the same way. */
export const {
  useList: useBudgets,
  useItem: useBudget,
  useSave: useSaveBudget,
  useDelete: useDeleteBudget,
} = managedItems({
  list: api.rewards.listBudgets,
  get: api.rewards.getBudget,
  create: api.rewards.createBudget,
  update: api.rewards.updateBudget,
  remove: api.rewards.deleteBudget,
  id: 'budgetId',
});

export const {
  useList: useRules,
  useItem: useRule,
  useSave: useSaveRule,
  useUpdate: useUpdateRule,
  useDelete: useDeleteRule,
} = managedItems({
  list: api.rewards.listRules,
  get: api.rewards.getRule,
  create: api.rewards.createRule,
  update: api.rewards.updateRule,
  remove: api.rewards.deleteRule,
  id: 'ruleId',
});

export const {
  useList: useRaffles,
  useItem: useRaffle,
  useSave: useSaveRaffle,
  useDelete: useDeleteRaffle,
} = managedItems({
  list: api.rewards.listRaffles,
  get: api.rewards.getRaffle,
  create: api.rewards.createRaffle,
  update: api.rewards.updateRaffle,
  remove: api.rewards.deleteRaffle,
  id: 'raffleId',
});
