import { describe, expect, it } from 'vitest';
import { canSeeBrand } from '../src/db/access.ts';
import { seedWorld } from '../src/db/seed.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const world = seedWorld({ now: NOW });
const values = <T>(m: Map<unknown, T>) => [...m.values()];

describe('the seeded world', () => {
  it('is the same on every start (fixed faker seed)', () => {
    const again = seedWorld({ now: NOW });
    expect([...again.brands.values()]).toEqual([...world.brands.values()]);
    expect([...again.applications.values()]).toEqual([...world.applications.values()]);
    expect([...again.messages.values()]).toEqual([...world.messages.values()]);
    expect([...again.campaigns.values()]).toEqual([...world.campaigns.values()]);
  });

  it('[R1-01] has one enterprise with at least two GP- groups, parents and 20+ child locations with addresses', () => {
    const brands = values(world.brands);
    expect(brands.filter((b) => b.type === 'ENTERPRISE')).toHaveLength(1);
    const groups = brands.filter((b) => b.type === 'GP');
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.every((g) => g.id.startsWith('GP-'))).toBe(true);
    expect(brands.filter((b) => b.type === 'PARENT').length).toBeGreaterThanOrEqual(2);
    const children = brands.filter((b) => b.type === 'CHILD');
    expect(children.length).toBeGreaterThanOrEqual(20);
    for (const c of children) {
      expect(c.address).not.toBe('');
      expect(c.postal_code).toMatch(/^\d{5}$/);
      expect(Math.abs(c.latitude)).toBeGreaterThan(0);
    }
  });

  it('has employees with positions of every open category, and position types', () => {
    const employees = values(world.employees);
    expect(employees.length).toBeGreaterThanOrEqual(20 * 8);
    expect(employees.every((e) => world.positions.has(e.position_id))).toBe(true);
    const categories = new Set(
      employees.map((e) => world.positions.get(e.position_id)?.category_id),
    );
    expect(categories).toEqual(new Set(['pc-foh', 'pc-boh', 'pc-mgmt']));
    expect(world.positionTypes.map((t) => t.code)).toContain('HOURLY');
  });

  it('dates applications and messages before the simulator clock it was seeded at', () => {
    for (const a of values(world.applications)) {
      expect(a.applied_at).toBeLessThan(NOW);
      expect(a.updated_at).toBeGreaterThanOrEqual(a.applied_at);
    }
    for (const m of values(world.messages)) {
      const application = world.applications.get(m.application_id);
      expect(m.sent_at).toBeLessThan(NOW);
      expect(m.sent_at).toBeGreaterThan(application?.applied_at ?? Infinity);
    }
  });

  it('has threads with unread messages and with files, and every application stage', () => {
    const messages = values(world.messages);
    expect(messages.some((m) => !m.is_read)).toBe(true);
    expect(messages.some((m) => m.files.length > 0)).toBe(true);
    expect(new Set(values(world.applications).map((a) => a.stage)).size).toBe(6);
  });

  it('[R3-09] has currencies with symbols', () => {
    const byCode = new Map(values(world.currencies).map((c) => [c.code, c.symbol]));
    expect(byCode.get('USD')).toBe('$');
    expect(byCode.get('EUR')).toBe('€');
    expect(byCode.size).toBeGreaterThanOrEqual(20);
  });

  it('[R3-03] has brand services with sub-services, and settings on every brand', () => {
    const child = world.brands.get('CH-1-2-2');
    expect(child?.services.find((s) => s.code === 'SOURCE_HIRE')?.sub_services).toEqual([
      { code: 'JOB_BOARDS' },
      { code: 'CAREERS_PAGE' },
    ]);
    expect([...world.brands.keys()].every((id) => world.brandSettings.has(id))).toBe(true);
  });

  it('[R3-05] keeps positions settings level as a comma-separated string', () => {
    expect(world.brandSettings.get('CH-2-1-2')?.positions.level).toBe('GP,PARENT,CHILD');
  });

  it('[R9-03] has more than one page of 30 job-board campaigns for a group', () => {
    const underGroup = values(world.campaigns).filter(
      (c) => world.brands.get(c.brand_id)?.group_id === 'GP-1',
    );
    expect(underGroup.length).toBeGreaterThanOrEqual(40);
  });

  it('has favourites, media, profile schemes (employer and job seeker) and an issued upload', () => {
    expect(world.favourites.get('u-enterprise')?.size).toBe(2);
    expect(values(world.media).some((m) => m.type === 'VIDEO' && m.is_hosted === true)).toBe(true);
    expect(world.employerSchemes.has('GP-1')).toBe(true);
    expect(world.employerSchemes.has('CH-1-1-1')).toBe(true);
    expect(world.userMedia.get('u-manager')?.profile_image?.path).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect(world.uploads.get('demo-upload')?.brand_id).toBe('CH-1-1-1');
  });

  it('--scale N multiplies groups, locations, people and records', () => {
    const big = seedWorld({ scale: 3, now: NOW });
    const count = (w: typeof world, type: string) =>
      values(w.brands).filter((b) => b.type === type).length;
    expect(count(big, 'GP')).toBe(3 * count(world, 'GP'));
    expect(count(big, 'CHILD')).toBe(3 * count(world, 'CHILD'));
    expect(big.applications.size).toBeGreaterThan(2 * world.applications.size);
    expect(big.campaigns.size).toBe(3 * world.campaigns.size);
  });

  it('checks policy coverage by walking up the tree, not by listing it', () => {
    const enterprise = world.users.get('u-enterprise');
    if (!enterprise) throw new Error('no enterprise demo account');
    expect(canSeeBrand(world, enterprise, 'CH-1-2-5')).toBe(true);
    expect(canSeeBrand(world, enterprise, 'CH-2-1-1')).toBe(false);
    expect(canSeeBrand(world, enterprise, 'EN-1')).toBe(false);
    expect(canSeeBrand(world, enterprise, 'NOPE')).toBe(false);
  });
});
