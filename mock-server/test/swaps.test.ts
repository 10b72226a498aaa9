/**
 * Shift swaps (extension): an employee offers a shift or a trade, a qualified colleague takes it,
 * the manager approves or declines. Each refusal is named, tenant-safe, and changes nothing.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallInput } from './extension-harness.ts';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';
import { addTimeOff, ALWAYS_AVAILABLE } from '../src/db/scheduling/workday.ts';
import { localDay } from '../src/db/scheduling/time.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const MEMBER = 'u-candidate';
const MEMBER_ROW = 'e-u-candidate-CH-1-1-1';
const OFFERED = 'shift-CH-1-1-1-offered';
const HOUR = 3_600_000;

const shift = (id: string) => {
  const row = app.world.extensions.shifts.find(id);
  if (!row) throw new Error(`no ${id}`);
  return row;
};

/** Answers a call, expecting `status`; on a refusal, proves the world is as it was. */
async function expectCall(entry: AnyEndpoint, input: CallInput, status: number) {
  const before = snapshot(app);
  const res = await call(app, entry, input);
  expect(res.statusCode, res.body).toBe(status);
  if (status !== 200) expect(snapshot(app)).toBe(before);
  return res.json();
}

describe('the manager side holds to the standard', () => {
  holdsToTheStandard(
    () => app,
    {
      team: api.swaps.team,
      approve: api.swaps.approve,
      decline: api.swaps.decline,
      settings: api.swaps.settings,
    },
    {
      team: { query: { x: '1' }, field: 'query.x' },
      approve: { params: { brandId: 'CH-1-1-1', swapId: 'swap 2' }, field: 'params.swapId' },
      decline: { body: { reason: 'x'.repeat(301) }, field: 'body.reason' },
      settings: { body: { approval_required: 'yes' }, field: 'body.approval_required' },
    },
  );
});

describe('the employee side: example, 401, 400 naming the field, 403, each refusal changing nothing', () => {
  beforeEach(() => app.resetWorld());
  const cases: [AnyEndpoint, CallInput & { field: string }, CallInput | null][] = [
    [api.swaps.mine, { query: { x: '1' }, field: 'query.x' }, null],
    [
      api.swaps.offer,
      { body: { shift_id: 'a b' }, field: 'body.shift_id' },
      { body: { shift_id: OFFERED } },
    ],
    [
      api.swaps.take,
      { params: { swapId: 'a/b' }, field: 'params.swapId' },
      { params: { swapId: 'swap-3' } },
    ],
    [
      api.swaps.cancel,
      { params: { swapId: 'a b' }, field: 'params.swapId' },
      { params: { swapId: 'swap-1' } },
    ],
  ];
  it.each(cases.map((c) => [c[0].name, ...c] as const))(
    '[R7-01] [R7-02] %s',
    async (_name, entry, bad, forbidden) => {
      const example = entry.example!;
      const ok = await expectCall(entry, example, 200);
      expect(entry.responses[200]?.safeParse(ok).success).toBe(true);
      app.resetWorld();
      await expectCall(entry, { ...example, caller: undefined }, 401);
      const refused = await expectCall(entry, { ...example, ...bad }, 400);
      expect(refused).toMatchObject({ error: 'VALIDATION_ERROR', field: bad.field });
      if (forbidden) await expectCall(entry, { ...example, ...forbidden }, 403);
    },
  );
});

describe('tenancy and permission', () => {
  beforeEach(() => app.resetWorld());

  it("another location's manager cannot see or decide a swap: 404 through their own brand", async () => {
    const input = { caller: 'u-scheduler', params: { brandId: 'CH-1-1-3', swapId: 'swap-2' } };
    await expectCall(api.swaps.approve, input, 404);
    await expectCall(api.swaps.decline, { ...input, body: {} }, 404);
    const team = await expectCall(
      api.swaps.team,
      { ...input, params: { brandId: 'CH-1-1-3' } },
      200,
    );
    expect(team.data.pending).toEqual([]);
  });

  it('an employer without the scheduling product is refused the manager calls (403)', async () => {
    const res = await expectCall(
      api.swaps.team,
      { caller: 'u-hiring', params: { brandId: 'CH-1-1-2' } },
      403,
    );
    expect(res.error).toBe('NO_PRODUCT_ACCESS');
  });

  it("someone else's shift cannot be offered, and a swap where one does not work is not found", async () => {
    await expectCall(api.swaps.offer, { caller: MEMBER, body: { shift_id: OFFERED } }, 403);
    await expectCall(api.swaps.take, { caller: 'u-manager', params: { swapId: 'swap-1' } }, 404);
  });
});

describe('a swap from offer to the week (behaviour)', () => {
  beforeEach(() => app.resetWorld());

  it('the demo opens with a shift the member may take, one of theirs offered, and one awaiting the manager', async () => {
    const mine = await expectCall(api.swaps.mine, { caller: MEMBER }, 200);
    expect(mine.data.available.map((s: { id: string }) => s.id)).toEqual(['swap-1']);
    expect(mine.data.mine.map((s: { id: string }) => s.id)).toEqual(['swap-3']);
    const team = await expectCall(api.swaps.team, api.swaps.team.example!, 200);
    expect(team.data).toMatchObject({ approval_required: true, pending: [{ id: 'swap-2' }] });
  });

  it('taken, then approved: the shift is the taker’s, on the grid and in their week', async () => {
    const taken = await expectCall(api.swaps.take, api.swaps.take.example!, 200);
    expect(taken.data).toMatchObject({ status: 'PENDING', taken_by: { employee_id: MEMBER_ROW } });
    expect(shift(OFFERED).user_id).not.toBe(MEMBER_ROW);
    const params = { brandId: 'CH-1-1-1', swapId: 'swap-1' };
    const approved = await expectCall(api.swaps.approve, { caller: 'u-manager', params }, 200);
    expect(approved.data.status).toBe('APPROVED');
    expect(shift(OFFERED).user_id).toBe(MEMBER_ROW);
    const told = app.world.extensions.notifications.byUser.get(MEMBER) ?? [];
    expect(told[0]).toMatchObject({ kind: 'SWAP_DECIDED', decision: 'APPROVED', read: false });
    const tz = app.world.brands.get('CH-1-1-1')?.timezone ?? 'UTC';
    const day = localDay(shift(OFFERED).start, tz);
    const monday = new Date(`${day}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = await expectCall(
      api.myShifts.week,
      { caller: MEMBER, query: { week_start: monday.toISOString().slice(0, 10) } },
      200,
    );
    expect(week.data.shifts.map((s: { id: string }) => s.id)).toContain(OFFERED);
  });

  it('declined with a reason: the shift stays, the reason is kept', async () => {
    const before = shift('shift-CH-1-1-1-traded').user_id;
    const declined = await expectCall(api.swaps.decline, api.swaps.decline.example!, 200);
    expect(declined.data).toMatchObject({ status: 'DECLINED', reason: 'We need you on the floor' });
    expect(shift('shift-CH-1-1-1-traded').user_id).toBe(before);
    await expectCall(api.swaps.approve, api.swaps.approve.example!, 400);
  });

  it('where the brand needs no approval, a take stands at once', async () => {
    await expectCall(api.swaps.settings, api.swaps.settings.example!, 200);
    const taken = await expectCall(api.swaps.take, api.swaps.take.example!, 200);
    expect(taken.data.status).toBe('APPROVED');
    expect(shift(OFFERED).user_id).toBe(MEMBER_ROW);
  });

  it('a trade names the colleague, and approving it swaps both shifts', async () => {
    const spare = 'shift-CH-1-1-1-spare';
    const offerer = shift(OFFERED).user_id;
    const res = await expectCall(
      api.swaps.offer,
      { caller: MEMBER, body: { shift_id: spare, counter_shift_id: OFFERED } },
      400,
    );
    // The colleague's shift is already offered to everyone: a trade for it waits until that ends.
    expect(res.field).toBe('body.counter_shift_id');
    await expectCall(api.swaps.cancel, { caller: MEMBER, params: { swapId: 'swap-3' } }, 200);
    app.world.extensions.swaps.rows.get('swap-1')!.status = 'CANCELLED';
    // The colleague is made free for the member's shift: none of theirs in its way, any day open.
    const store = app.world.extensions.shifts;
    for (const s of store.list('CH-1-1-1'))
      if (s.user_id === offerer && s.start < shift(spare).end && shift(spare).start < s.end)
        store.delete(s);
    app.world.extensions.workday.availability.delete(offerer!);
    const trade = await expectCall(
      api.swaps.offer,
      { caller: MEMBER, body: { shift_id: spare, counter_shift_id: OFFERED } },
      200,
    );
    expect(trade.data).toMatchObject({ kind: 'TRADE', colleague: { employee_id: offerer } });
    const swap = app.world.extensions.swaps.rows.get(trade.data.id)!;
    Object.assign(swap, { status: 'PENDING', taken_by: offerer });
    const params = { brandId: 'CH-1-1-1', swapId: swap.id };
    await expectCall(api.swaps.approve, { caller: 'u-manager', params }, 200);
    expect([shift(spare).user_id, shift(OFFERED).user_id]).toEqual([offerer, MEMBER_ROW]);
  });

  it('a shift under way cannot be offered, nor one already offered', async () => {
    const now = { caller: MEMBER, body: { shift_id: 'shift-CH-1-1-1-now' } };
    expect((await expectCall(api.swaps.offer, now, 400)).error).toBe('SWAP_CLOSED');
    const again = { caller: MEMBER, body: { shift_id: 'shift-CH-1-1-1-mine' } };
    expect((await expectCall(api.swaps.offer, again, 400)).error).toBe('SWAP_CLOSED');
  });
});

describe('the seeded story on any day of the week', () => {
  it('at any hour of any day, the member clocks out of the shift under way, claims the open shift or takes the offered one, and offers a spare', async () => {
    // Monday 2026-12-07 to Sunday 2026-12-13 late in the day, and a Sunday's night and afternoon:
    // on a Sunday the story's days are next week's, as this week has no tomorrow.
    const moments = [7, 8, 9, 10, 11, 12, 13].map((day) => Date.UTC(2026, 11, day, 21));
    moments.push(Date.UTC(2026, 11, 13, 3), Date.UTC(2026, 11, 13, 15));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const moment of moments) {
        vi.setSystemTime(moment);
        const seeded = await buildTestApp();
        const when = new Date(moment).toISOString();
        try {
          for (const [entry, input] of [
            [api.myShifts.clockOutForm, api.myShifts.clockOutForm.example!],
            [api.myShifts.claim, api.myShifts.claim.example!],
            [api.swaps.take, api.swaps.take.example!],
            [api.swaps.offer, { caller: MEMBER, body: { shift_id: 'shift-CH-1-1-1-spare' } }],
          ] as const) {
            // Each on the world as seeded: the open shift and the offered one may not both fit a week.
            seeded.resetWorld();
            const res = await call(seeded, entry, input);
            expect(res.statusCode, `${entry.path} seeded at ${when}: ${res.body}`).toBe(200);
          }
        } finally {
          await seeded.close();
        }
      }
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

describe('conflicts are refused by name (400 naming the swap, nothing changed)', () => {
  beforeEach(() => app.resetWorld());
  const take = () => expectCall(api.swaps.take, api.swaps.take.example!, 400);
  const offered = () => shift(OFFERED);
  const member = () => app.world.employees.get(MEMBER_ROW)!;
  const dayOf = () => localDay(offered().start, app.world.brands.get('CH-1-1-1')!.timezone);

  const conflicts: [string, () => void][] = [
    [
      'SWAP_OVERLAP',
      () => {
        const store = app.world.extensions.shifts;
        store.put({ ...offered(), id: store.nextId('CH-1-1-1'), user_id: MEMBER_ROW });
      },
    ],
    [
      'SWAP_TIME_OFF',
      () => {
        addTimeOff(app.world.extensions.workday, {
          person_id: MEMBER,
          name: 'Casey Moreno',
          start_date: dayOf(),
          end_date: dayOf(),
          reason: null,
          status: 'APPROVED',
          requested_at: 0,
          decided_at: null,
          decided_by: null,
        });
      },
    ],
    [
      'SWAP_UNAVAILABLE',
      () => {
        app.world.extensions.workday.availability.set(
          MEMBER,
          ALWAYS_AVAILABLE.map((d) => ({ ...d, available: false })),
        );
      },
    ],
    [
      'SWAP_OVER_HOURS',
      () => {
        const store = app.world.extensions.shifts;
        // Five 9-hour shifts the same morning (their own overlaps are not the point): 45 hours.
        for (let i = 0; i < 5; i++) {
          const start = offered().start - 10 * HOUR;
          store.put({
            ...offered(),
            id: store.nextId('CH-1-1-1'),
            user_id: MEMBER_ROW,
            start,
            end: start + 9 * HOUR,
          });
        }
      },
    ],
    [
      'SWAP_POSITION',
      () => {
        member().position_id = 'po-2';
      },
    ],
  ];
  it.each(conflicts)('%s', async (code, arrange) => {
    arrange();
    const res = await take();
    expect(res).toMatchObject({ status_code: 400, error: code, field: 'params.swapId' });
  });
});
