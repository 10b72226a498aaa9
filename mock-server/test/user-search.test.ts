import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
/** The demo enterprise user (group GP-1) and the demo manager (location CH-1-1-1). */
const as: Record<'enterprise' | 'manager', { authorization: string }> = {
  enterprise: { authorization: '' },
  manager: { authorization: '' },
};
beforeAll(async () => {
  app = await buildTestApp();
  as.enterprise = await bearer(app, 'u-enterprise');
  as.manager = await bearer(app, 'u-manager');
});
afterAll(() => app.close());

interface Found {
  users: {
    id: string;
    brand_id: string;
    first_name: string;
    last_name: string;
    position: { name: string };
  }[];
  total: number;
}
const search = async (brandId: string, query: Record<string, string>, headers = as.enterprise) =>
  injectEntry(app, api.brands.userSearch, { params: { brandId }, query, headers });
const found = async (brandId: string, query: Record<string, string>) =>
  (await search(brandId, query)).json().data as Found;

describe('searching the employees of a brand', () => {
  it('finds by name, accents and case aside, across the brand’s locations', async () => {
    const { users, total } = await found('GP-1', { q: 'CASEY moreno' });
    expect(total).toBe(users.length);
    expect(new Set(users.map((u) => `${u.first_name} ${u.last_name}`))).toEqual(
      new Set(['Casey Moreno']),
    );
    const employee = [...app.world.employees.values()].find((e) => e.brand_id === 'CH-1-1-2')!;
    const accented = `${employee.first_name.slice(0, 1)}\u0301${employee.first_name.slice(1)}`;
    const byAccent = await found('GP-1', { q: `${accented} ${employee.last_name}` });
    expect(byAccent.users.map((u) => u.id)).toContain(employee.id);
  });

  it('needs every word in the name or the position, and answers by last name', async () => {
    const position = [...app.world.positions.values()][0]!.name;
    const { users, total } = await found('GP-1', { q: position.toLowerCase(), limit: '50' });
    expect(total).toBeGreaterThan(1);
    expect(users.every((u) => u.position.name === position)).toBe(true);
    const names = users.map((u) => `${u.last_name} ${u.first_name}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await found('GP-1', { q: `${position} zzqqxx` })).total).toBe(0);
  });

  it('answers a page of limit with the total, so the list never comes whole', async () => {
    const all = [...app.world.employees.values()].filter((e) => e.brand_id.startsWith('CH-1-'));
    const wide = await found('GP-1', { q: 'e', limit: '5' });
    expect(wide.users).toHaveLength(5);
    expect(wide.total).toBeGreaterThan(5);
    expect(wide.total).toBeLessThanOrEqual(all.length);
    expect((await found('GP-1', { q: 'e' })).users).toHaveLength(Math.min(20, wide.total));
  });

  it('keeps to the brand: a manager sees their location’s people and is refused another’s', async () => {
    const own = await found('CH-1-1-1', { q: 'casey' });
    expect(own.users.map((u) => u.brand_id)).toEqual(['CH-1-1-1']);
    const elsewhere = (await found('CH-1-1-2', { q: 'casey' })).users;
    expect(elsewhere).toEqual([]);
    const refused = await search('CH-1-1-2', { q: 'casey' }, as.manager);
    expect(refused.statusCode).toBe(403);
    const otherTenant = await search('GP-2', { q: 'a' }, as.manager);
    expect(otherTenant.statusCode).toBe(403);
  });
});
