import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../src/config.ts';
import { seedWorld } from '../src/db/seed.ts';
import type { World } from '../src/db/types.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const demo = seedWorld({ now: NOW });
const grown = seedWorld({ now: NOW, enterpriseScale: 4 });

/** GP-1's locations, and what the seed put under them. */
function groupOne(world: World) {
  const locations = new Set(
    [...world.brands.values()]
      .filter((b) => b.group_id === 'GP-1' && b.type === 'CHILD')
      .map((b) => b.id),
  );
  const under = (rows: Iterable<{ brand_id: string }>) =>
    [...rows].filter((r) => locations.has(r.brand_id)).length;
  return {
    locations: locations.size,
    people: under(world.employees.values()),
    applications: under(world.applications.values()),
    shifts: [...locations].reduce((n, id) => n + world.extensions.shifts.list(id).length, 0),
  };
}

describe('--enterprise-scale N', () => {
  it('grows the enterprise persona’s own group N times: locations, people, applications, shifts', () => {
    const before = groupOne(demo);
    const after = groupOne(grown);
    expect(after.locations).toBe(4 * before.locations);
    expect(after.people).toBeGreaterThanOrEqual(3.5 * before.people);
    expect(after.applications).toBeGreaterThanOrEqual(2.5 * before.applications);
    expect(after.shifts).toBeGreaterThanOrEqual(3.5 * before.shifts);
    const other = (w: World) => [...w.brands.values()].filter((b) => b.group_id === 'GP-2').length;
    expect(other(grown)).toBe(other(demo));
  });

  it('keeps every demo brand and account, and is the same world on every start', () => {
    for (const id of demo.brands.keys()) expect(grown.brands.has(id)).toBe(true);
    const accounts = [...demo.usersByEmail.keys()].filter((email) => email.endsWith('@demo.test'));
    expect(accounts.length).toBeGreaterThan(5);
    for (const email of accounts) expect(grown.usersByEmail.has(email)).toBe(true);
    expect(grown.brands.get('CH-1-8-5')?.parent_id).toBe('PA-1-8');
    const again = seedWorld({ now: NOW, enterpriseScale: 4 });
    expect([...again.brands.keys()]).toEqual([...grown.brands.keys()]);
    expect([...again.applications.values()]).toEqual([...grown.applications.values()]);
  });

  it('is read from the command line, 1 (the demo’s world) unless given', () => {
    expect(readServerConfig(['--enterprise-scale', '20'], {}).enterpriseScale).toBe(20);
    expect(readServerConfig([], {}).enterpriseScale).toBe(1);
    expect(() => readServerConfig(['--enterprise-scale', 'x'], {})).toThrow(/enterprise scale/);
  });
});
