/**
 * §8: parallel writes. 50 distinct records written at once all exist afterwards; two
 * concurrent moves of one shift end last-write-wins, the shift always one move or the other,
 * never half of each (the update call has no version field in the spec's table, and a handler
 * applies a move whole, within one turn of the event loop).
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './extension-harness.ts';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const manager = { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } };
const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('parallel writes', () => {
  it('50 parallel messages on one thread all exist afterwards, each once', async () => {
    const headers = await bearer(app, 'u-candidate');
    const before = app.world.messagesByApplication.get('ap-1')?.length ?? 0;
    const bodies = Array.from({ length: 50 }, (_, i) => `parallel message ${i}`);
    const answers = await Promise.all(
      bodies.map((message_body) =>
        injectEntry(app, api.applications.sendMessage, {
          params: { applicationId: 'ap-1' },
          body: { message_body },
          headers,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const thread = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-1' },
      headers,
    });
    const texts: string[] = thread
      .json()
      .data.messages.map((m: { message_body: string }) => m.message_body);
    expect(texts).toHaveLength(before + 50);
    expect(texts.filter((t) => t.startsWith('parallel message ')).sort()).toEqual(
      [...bodies].sort(),
    );
  });

  it('50 parallel shifts in one week (the location’s schedulable staff, no overlaps) all exist afterwards with distinct ids', async () => {
    const staff = [...app.world.employees.values()].filter(
      (e) => e.brand_id === 'CH-1-1-1' && e.schedulable && e.status === 'ACTIVE',
    );
    expect(staff.length).toBeGreaterThanOrEqual(3);
    // Person i % n, in 2-hour slots that never overlap for the same person.
    const shifts = Array.from({ length: 50 }, (_, i) => {
      const slot = Math.floor(i / staff.length);
      const start = MONDAY + Math.floor(slot / 4) * 24 * HOUR + 6 * HOUR + (slot % 4) * 3 * HOUR;
      return {
        user_id: staff[i % staff.length]?.id,
        position_id: 'po-1',
        start: iso(start),
        end: iso(start + 2 * HOUR),
        hourly_rate: 15,
      };
    });
    const answers = await Promise.all(
      shifts.map((body) => call(app, api.shifts.create, { ...manager, body })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(shifts.map(() => 200));
    const ids = new Set(answers.map((r) => r.json().data.id as string));
    expect(ids.size).toBe(50);
    const week = (
      await call(app, api.shifts.week, { ...manager, query: { week_start: '2030-01-07' } })
    ).json().data;
    const found = (week.shifts as { id: string }[]).filter((s) => ids.has(s.id));
    expect(found).toHaveLength(50);
  });

  it('two concurrent moves of one shift: last write wins, the shift is always one whole move', async () => {
    const created = (
      await call(app, api.shifts.create, {
        ...manager,
        body: {
          user_id: 'e-CH-1-1-1-1',
          position_id: 'po-1',
          start: '2030-02-04T09:00:00Z',
          end: '2030-02-04T12:00:00Z',
          hourly_rate: 15,
        },
      })
    ).json().data;
    const params = { ...manager.params, shiftId: created.id };
    const tuesday = {
      start: '2030-02-05T10:00:00Z',
      end: '2030-02-05T14:00:00Z',
      break_minutes: 15,
    };
    const wednesday = {
      start: '2030-02-06T16:00:00Z',
      end: '2030-02-06T22:00:00Z',
      break_minutes: 30,
    };
    for (let round = 0; round < 10; round++) {
      const [first, second] = round % 2 ? [tuesday, wednesday] : [wednesday, tuesday];
      const answers = await Promise.all([
        call(app, api.shifts.update, { ...manager, params, body: first }),
        call(app, api.shifts.update, { ...manager, params, body: second }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const row = app.world.extensions.shifts.find(created.id);
      const now = {
        start: iso(row?.start ?? 0),
        end: iso(row?.end ?? 0),
        break_minutes: row?.break_minutes,
      };
      // Whichever move the server applied last stays, whole.
      expect([tuesday, wednesday]).toContainEqual(now);
    }
  });
});
