/**
 * The week's time off and availability for a page of the schedule (extension): employee_ids keeps
 * the people a page shows, so a large enterprise's page does not bring everyone's availability.
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

type Team = {
  time_off: { id: string; employee_ids: string[] }[];
  availability: { employee_id: string }[];
};
const team = (query: Record<string, string>, brandId = 'GP-1') =>
  call(app, api.timeOff.team, { caller: 'u-enterprise', params: { brandId }, query });
const mondayAfter = (weeks: number) =>
  new Date(Date.UTC(2030, 0, 7) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

describe('time off for a page of the schedule (extension)', () => {
  it('employee_ids keeps the time off and the availability of those employees only', async () => {
    // The seed asks for time off next week or the one after: read the week that holds the most.
    const whole = (await team({})).json().data as Team & { week_start: string };
    const nextWeek = new Date(Date.parse(`${whole.week_start}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const all = (await team({ week_start: nextWeek })).json().data as Team;
    expect(all.availability.length).toBeGreaterThan(1);
    expect(all.time_off.length).toBeGreaterThan(1);
    const picked = [all.availability[0]!.employee_id, ...all.time_off[0]!.employee_ids];
    const res = await team({ week_start: nextWeek, employee_ids: picked.join(',') });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as Team;
    expect(page.availability.map((a) => a.employee_id)).toContain(picked[0]);
    expect(page.availability.every((a) => picked.includes(a.employee_id))).toBe(true);
    expect(page.availability.length).toBeLessThan(all.availability.length);
    expect(page.time_off.map((r) => r.id)).toContain(all.time_off[0]!.id);
    expect(page.time_off.length).toBeLessThan(all.time_off.length);
    expect(page.time_off.flatMap((r) => r.employee_ids).every((id) => picked.includes(id))).toBe(
      true,
    );
  });

  it("another company's employee → 400 naming query.employee_ids, and nothing of them answered", async () => {
    const outsider = [...app.world.employees.values()].find((e) => e.brand_id.startsWith('CH-2-'));
    expect(outsider).toBeDefined();
    const res = await team({ week_start: mondayAfter(0), employee_ids: outsider!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'query.employee_ids' });
    expect(res.body).not.toContain(outsider!.first_name);
  });

  it('an empty employee_ids → 400 naming it', async () => {
    const res = await team({ week_start: mondayAfter(0), employee_ids: ',' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.employee_ids' });
  });
});
