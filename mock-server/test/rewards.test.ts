import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, holdsToTheStandard } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const brand = { brandId: 'CH-1-1-1' };
const badBrand = { params: { brandId: 'CH 1/1' }, field: 'params.brandId' };

describe('rewards and recognition (extension)', () => {
  holdsToTheStandard(() => app, api.rewards, {
    getConfiguration: badBrand,
    updateConfiguration: {
      body: {
        enabled: true,
        points_name: 'Stars',
        points_per_currency_unit: 0,
        approval_required: true,
      },
      field: 'body.points_per_currency_unit',
    },
    listBudgets: badBrand,
    getBudget: { params: { ...brand, budgetId: 'bud 1' }, field: 'params.budgetId' },
    createBudget: {
      body: {
        name: 'Pool',
        amount: 100,
        currency_code: 'usd',
        period: 'MONTHLY',
        location_brand_ids: ['CH-1-1-1'],
      },
      field: 'body.currency_code',
    },
    updateBudget: { body: { amount: 1 }, field: 'body.amount' },
    deleteBudget: { params: { ...brand, budgetId: 'bud 2' }, field: 'params.budgetId' },
    listRules: badBrand,
    getRule: { params: { ...brand, ruleId: 'rule 1' }, field: 'params.ruleId' },
    createRule: {
      body: {
        name: 'Birthday',
        trigger: 'BIRTHDAY',
        points: 10,
        audience: { positions: [], roles: [] },
      },
      field: 'body.trigger',
    },
    updateRule: {
      body: { audience: { positions: ['po-999'], roles: [] } },
      field: 'body.audience.positions.0',
    },
    deleteRule: { params: { ...brand, ruleId: 'rule 2' }, field: 'params.ruleId' },
    listRaffles: badBrand,
    getRaffle: { params: { ...brand, raffleId: 'raf 1' }, field: 'params.raffleId' },
    createRaffle: {
      body: { name: 'Backwards', prize: 'A mug', start_date: '2027-03-31', end_date: '2027-03-01' },
      field: 'body.end_date',
    },
    updateRaffle: {
      body: { entries: [{ user_id: 'e-CH-2-1-1-1', tickets: 2 }] },
      field: 'body.entries.0.user_id',
    },
    deleteRaffle: { params: { ...brand, raffleId: 'raf 2' }, field: 'params.raffleId' },
    drawRaffle: { params: { ...brand, raffleId: 'raf/1' }, field: 'params.raffleId' },
  });
});

describe('rewards and recognition: behaviour', () => {
  const as = { caller: 'u-manager', params: brand };

  it('seeds budgets a manager would recognise: the currency of the location, spent below the amount', async () => {
    app.resetWorld();
    const budgets = (await call(app, api.rewards.listBudgets, as)).json().data;
    expect(budgets.map((b: { name: string }) => b.name)).toEqual([
      'Monthly shout-outs',
      'Perfect attendance bonuses',
      'Team celebration fund',
    ]);
    for (const b of budgets) {
      expect(b).toMatchObject({
        brand_id: 'CH-1-1-1',
        currency_code: 'USD',
        location_brand_ids: ['CH-1-1-1'],
      });
      expect(b.spent).toBeGreaterThan(0);
      expect(b.spent).toBeLessThan(b.amount);
    }
    const group = (
      await call(app, api.rewards.listBudgets, {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
      })
    ).json().data;
    expect(group[0]).toMatchObject({ period: 'YEARLY' });
    expect(group[0].location_brand_ids).toHaveLength(10);
  });

  it('a brand without its own configuration inherits its group’s; an update is kept and only for that brand', async () => {
    app.resetWorld();
    const group = (
      await call(app, api.rewards.getConfiguration, {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
      })
    ).json().data;
    expect((await call(app, api.rewards.getConfiguration, as)).json().data).toEqual(group);
    const mine = {
      enabled: true,
      points_name: 'High fives',
      points_per_currency_unit: 4,
      approval_required: false,
    };
    await call(app, api.rewards.updateConfiguration, { ...as, body: mine });
    expect((await call(app, api.rewards.getConfiguration, as)).json().data).toEqual(mine);
    const sibling = { caller: 'u-enterprise', params: { brandId: 'CH-1-1-2' } };
    expect((await call(app, api.rewards.getConfiguration, sibling)).json().data).toEqual(group);
  });

  it('budgets: created ones are listed and kept; locations outside the brand and unknown currencies are refused', async () => {
    app.resetWorld();
    const body = {
      name: 'Holiday pool',
      amount: 900,
      currency_code: 'USD',
      period: 'QUARTERLY',
      location_brand_ids: ['CH-1-1-1'],
    };
    const created = (await call(app, api.rewards.createBudget, { ...as, body })).json().data;
    expect(created).toMatchObject({ ...body, spent: 0, brand_id: 'CH-1-1-1' });
    const got = await call(app, api.rewards.getBudget, {
      ...as,
      params: { ...brand, budgetId: created.id },
    });
    expect(got.json().data).toEqual(created);
    const outside = await call(app, api.rewards.createBudget, {
      ...as,
      body: { ...body, location_brand_ids: ['CH-1-1-1', 'CH-1-1-2'] },
    });
    expect(outside.json()).toMatchObject({ field: 'body.location_brand_ids.1' });
    const currency = await call(app, api.rewards.createBudget, {
      ...as,
      body: { ...body, currency_code: 'XYZ' },
    });
    expect(currency.json()).toMatchObject({ field: 'body.currency_code' });
    const repeated = await call(app, api.rewards.createBudget, {
      ...as,
      body: { ...body, location_brand_ids: ['CH-1-1-1', 'CH-1-1-1'] },
    });
    expect(repeated.json()).toMatchObject({ field: 'body.location_brand_ids' });
    expect((await call(app, api.rewards.listBudgets, as)).json().data).toHaveLength(4);
  });

  it('a deleted budget, rule or raffle is gone: 404 afterwards', async () => {
    app.resetWorld();
    await call(app, api.rewards.deleteBudget, {
      ...as,
      params: { ...brand, budgetId: 'bud-CH-1-1-1-2' },
    });
    const again = await call(app, api.rewards.getBudget, {
      ...as,
      params: { ...brand, budgetId: 'bud-CH-1-1-1-2' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ field: 'params.budgetId' });
    await call(app, api.rewards.deleteRule, {
      ...as,
      params: { ...brand, ruleId: 'rule-CH-1-1-1-2' },
    });
    expect(
      (
        await call(app, api.rewards.getRule, {
          ...as,
          params: { ...brand, ruleId: 'rule-CH-1-1-1-2' },
        })
      ).statusCode,
    ).toBe(404);
    await call(app, api.rewards.deleteRaffle, {
      ...as,
      params: { ...brand, raffleId: 'raf-CH-1-1-1-2' },
    });
    expect(
      (await call(app, api.rewards.listRaffles, as)).json().data.map((r: { id: string }) => r.id),
    ).toEqual(['raf-CH-1-1-1-1']);
  });

  it('an item of another brand is not found under this one', async () => {
    app.resetWorld();
    const res = await call(app, api.rewards.getRule, {
      caller: 'u-enterprise',
      params: { brandId: 'CH-1-1-2', ruleId: 'rule-CH-1-1-1-1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('rules: audience positions must be open positions; active: false pauses a rule', async () => {
    app.resetWorld();
    const archived = await call(app, api.rewards.createRule, {
      ...as,
      body: {
        name: 'Patio',
        trigger: 'SHIFT_COVER',
        points: 5,
        audience: { positions: ['po-11'], roles: [] },
      },
    });
    expect(archived.json()).toMatchObject({ field: 'body.audience.positions.0' });
    const paused = await call(app, api.rewards.updateRule, {
      ...as,
      params: { ...brand, ruleId: 'rule-CH-1-1-1-1' },
      body: { active: false },
    });
    expect(paused.json().data).toMatchObject({ active: false, name: 'Perfect attendance month' });
  });

  it('draw: picks an entrant with a PRNG seeded by the world seed, the same in every fresh world, and is idempotent', async () => {
    const params = { ...brand, raffleId: 'raf-CH-1-1-1-1' };
    app.resetWorld();
    const first = (await call(app, api.rewards.drawRaffle, { ...as, params })).json().data;
    expect(first.status).toBe('DRAWN');
    expect(first.entries.map((e: { user_id: string }) => e.user_id)).toContain(
      first.winner.user_id,
    );
    const again = (await call(app, api.rewards.drawRaffle, { ...as, params })).json().data;
    expect(again).toEqual(first);
    app.resetWorld();
    expect((await call(app, api.rewards.drawRaffle, { ...as, params })).json().data.winner).toEqual(
      first.winner,
    );
  });

  it('draw: weights by tickets (a lone holder of every ticket always wins) and needs entries', async () => {
    app.resetWorld();
    const body = { name: 'Solo', prize: 'A mug', start_date: '2027-01-01', end_date: '2027-01-31' };
    const empty = (await call(app, api.rewards.createRaffle, { ...as, body })).json().data;
    const none = await call(app, api.rewards.drawRaffle, {
      ...as,
      params: { ...brand, raffleId: empty.id },
    });
    expect(none.statusCode).toBe(409);
    const solo = await call(app, api.rewards.updateRaffle, {
      ...as,
      params: { ...brand, raffleId: empty.id },
      body: { entries: [{ user_id: 'e-CH-1-1-1-3', tickets: 5 }] },
    });
    expect(solo.json().data.entries[0]).toMatchObject({
      user_id: 'e-CH-1-1-1-3',
      tickets: 5,
      name: expect.any(String),
    });
    const drawn = (
      await call(app, api.rewards.drawRaffle, { ...as, params: { ...brand, raffleId: empty.id } })
    ).json().data;
    expect(drawn.winner.user_id).toBe('e-CH-1-1-1-3');
  });

  it('a drawn raffle no longer changes (409); an update may not put the end before the start', async () => {
    app.resetWorld();
    const drawn = await call(app, api.rewards.updateRaffle, {
      ...as,
      params: { ...brand, raffleId: 'raf-CH-1-1-1-2' },
      body: { prize: 'More' },
    });
    expect(drawn.statusCode).toBe(409);
    const open = (
      await call(app, api.rewards.getRaffle, {
        ...as,
        params: { ...brand, raffleId: 'raf-CH-1-1-1-1' },
      })
    ).json().data;
    const backwards = await call(app, api.rewards.updateRaffle, {
      ...as,
      params: { ...brand, raffleId: open.id },
      body: { end_date: '2000-01-01' },
    });
    expect(backwards.json()).toMatchObject({ status_code: 400, field: 'body.end_date' });
  });
});
