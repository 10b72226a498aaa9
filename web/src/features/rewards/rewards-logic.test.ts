import type { BrandTreeNode } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { budgetUsage, formatMoney } from './budget-usage';
import { checkedLocations, locationItems } from './location-items';
import { canDraw, totalTickets, winChance } from './raffle-odds';
import { managementPath, rewardsBase, tabPath } from './rewards-path';

const node = (id: string, type: string, children: BrandTreeNode[] = []): BrandTreeNode => ({
  id,
  name: id,
  type,
  archived: false,
  children,
});
const tree = node('PA-1', 'PARENT', [node('CH-1', 'CHILD'), node('CH-2', 'CHILD')]);

describe('budget usage', () => {
  it('is ok below 80 %, high from 80 % and spent at the amount', () => {
    expect(budgetUsage({ amount: 1000, spent: 250 })).toEqual({
      remaining: 750,
      percent: 25,
      level: 'ok',
    });
    expect(budgetUsage({ amount: 1000, spent: 800 }).level).toBe('high');
    expect(budgetUsage({ amount: 1000, spent: 1200 })).toEqual({
      remaining: 0,
      percent: 100,
      level: 'spent',
    });
  });
  it('formats a listed currency and falls back for an unknown code', () => {
    expect(formatMoney(1500, 'USD', 'en')).toBe('$1,500');
    expect(formatMoney(1500, 'XX1', 'en')).toBe('1,500 XX1');
  });
});

describe('budget locations in the multi-level selector', () => {
  it('checks the picked locations and derives the parent as partial', () => {
    const items = locationItems(tree, ['CH-2']);
    expect(items.map((i) => [i.id, i.level, i.checked, i.partial])).toEqual([
      ['PA-1', 0, false, true],
      ['CH-1', 1, false, false],
      ['CH-2', 1, true, false],
    ]);
  });
  it('sends only locations, never the parent that shows checked', () => {
    const items = locationItems(tree, ['CH-1', 'CH-2']);
    expect(items[0]?.checked).toBe(true);
    expect(checkedLocations(items, tree)).toEqual(['CH-1', 'CH-2']);
  });
});

describe('raffle odds', () => {
  const entries = [
    { user_id: 'a', name: 'A', tickets: 3 },
    { user_id: 'b', name: 'B', tickets: 1 },
  ];
  it('weights each chance by tickets', () => {
    expect(totalTickets(entries)).toBe(4);
    expect(winChance(3, 4)).toBe(75);
    expect(winChance(1, 0)).toBe(0);
  });
  it('draws only an open raffle with tickets', () => {
    expect(canDraw({ status: 'OPEN', entries })).toBe(true);
    expect(canDraw({ status: 'OPEN', entries: [] })).toBe(false);
    expect(canDraw({ status: 'DRAWN', entries })).toBe(false);
  });
});

describe('rewards paths', () => {
  it('keeps the {path?} prefix between tabs and management pages', () => {
    expect(rewardsBase('/settings/rewards-and-recognition/budget')).toBe(
      '/settings/rewards-and-recognition',
    );
    expect(managementPath('/settings/rewards-and-recognition/budget', 'budget', 'bud-1')).toBe(
      '/settings/rewards-and-recognition/budget-management/bud-1',
    );
    expect(managementPath('/settings/eu/rewards-and-recognition/rules', 'rule')).toBe(
      '/eu/rewards-and-recognition/rule-management',
    );
    expect(tabPath('/eu/rewards-and-recognition/rule-management', 'rules')).toBe(
      '/settings/eu/rewards-and-recognition/rules',
    );
    expect(tabPath('/settings/rewards-and-recognition/configuration', 'budget')).toBe(
      '/settings/rewards-and-recognition/budget',
    );
  });
});
