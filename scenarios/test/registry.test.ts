import type { VersionInfo } from '@ws/contracts';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FaultRule, ScenarioTarget } from '../src/registry.ts';
import {
  UnknownScenarioError,
  applyScenario,
  patternToRegExp,
  scenarioNames,
  scenarios,
} from '../src/registry.ts';

const seedVersion: VersionInfo = {
  version: 225,
  effective_on: '2026-01-01T00:00:00.000Z',
  force_update: false,
  api_pulling_frequency: 600,
  maintenance: {
    status: 'OUT_OF_MAINTENANCE',
    post_maintenance_action: null,
    post_maintenance_action_time: null,
  },
  cache_config: { invalidation: { effective_on: null } },
  rules: [],
};

/** A recording target: what each scenario asks of the simulator, without a server. */
function fakeTarget(now = Date.parse('2026-05-01T10:00:00Z')) {
  const calls: string[] = [];
  const state = {
    version: seedVersion,
    suspended: [] as readonly string[] | 'all',
    faults: [] as FaultRule[],
    live: null as number | null,
    name: '',
    cleared: false,
  };
  const target: ScenarioTarget = {
    reset: () => {
      calls.push('reset');
      Object.assign(state, {
        version: seedVersion,
        suspended: [],
        faults: [],
        live: null,
        cleared: false,
      });
    },
    noteScenario: (name) => void (state.name = name),
    clock: { now: () => now, set: () => {}, advance: () => {} },
    updateVersion: (update) => void (state.version = update(state.version)),
    suspendBrands: (ids) => void (state.suspended = ids),
    addFault: (rule) => void state.faults.push(rule),
    setLiveActivity: (seconds) => void (state.live = seconds),
    clearActivity: () => {
      calls.push('clearActivity');
      state.cleared = true;
    },
  };
  return { target, state, calls, now };
}

describe('scenario registry', () => {
  it('names every required scenario once, each with a description', () => {
    for (const name of [
      'default',
      'maintenance',
      'maintenance-over',
      'force-update',
      'optional-update',
      'cache-invalidate',
      'suspended',
      'flaky',
      'slow',
      'live',
      'empty-business',
      'outage',
    ]) {
      expect(scenarioNames).toContain(name);
    }
    expect(new Set(scenarioNames).size).toBe(scenarioNames.length);
    expect(scenarios.every((s) => s.description.length > 10)).toBe(true);
  });

  it('registers every <name>.scenario.ts file under its own name', () => {
    const dir = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.scenario.ts'))
      .map((f) => f.replace(/\.scenario\.ts$/, ''));
    expect([...files].sort()).toEqual([...scenarioNames].sort());
  });

  it('applyScenario resets to the seed first and records the name', () => {
    const { target, state, calls } = fakeTarget();
    applyScenario(target, 'maintenance');
    expect(calls).toEqual(['reset']);
    expect(state.name).toBe('maintenance');
    expect(state.version.maintenance.status).toBe('IN_MAINTENANCE');
  });

  it('an unknown name throws, listing the known ones', () => {
    const { target } = fakeTarget();
    expect(() => applyScenario(target, 'nope')).toThrow(UnknownScenarioError);
    expect(() => applyScenario(target, 'nope')).toThrow(/Known scenarios: default, maintenance/);
  });

  it('[R4-14] maintenance-over carries REVOKE_SESSION at the simulated now', () => {
    const { target, state, now } = fakeTarget();
    applyScenario(target, 'maintenance-over');
    expect(state.version.maintenance).toEqual({
      status: 'OUT_OF_MAINTENANCE',
      post_maintenance_action: 'REVOKE_SESSION',
      post_maintenance_action_time: new Date(now).toISOString(),
    });
  });

  it('[R4-15] force-update and optional-update differ only in force_update', () => {
    const forced = fakeTarget();
    applyScenario(forced.target, 'force-update');
    const optional = fakeTarget();
    applyScenario(optional.target, 'optional-update');
    expect(forced.state.version).toEqual({ ...optional.state.version, force_update: true });
    expect(forced.state.version.version).toBe(226);
  });

  it('[R4-16] [R4-18] cache-invalidate schedules a time ahead; suspended suspends every brand', () => {
    const cache = fakeTarget();
    applyScenario(cache.target, 'cache-invalidate');
    expect(Date.parse(cache.state.version.cache_config.invalidation.effective_on ?? '')).toBe(
      cache.now + 60_000,
    );
    const suspended = fakeTarget();
    applyScenario(suspended.target, 'suspended');
    expect(suspended.state.suspended).toBe('all');
  });

  it('flaky, slow and live configure faults and live activity; default changes nothing', () => {
    const flaky = fakeTarget();
    applyScenario(flaky.target, 'flaky');
    expect(flaky.state.faults).toEqual([
      { kind: 'latency', pattern: '/v*', min_ms: 200, max_ms: 1000 },
      { kind: 'error', pattern: '/v*', share: 0.33, max_streak: 3 },
    ]);
    const slow = fakeTarget();
    applyScenario(slow.target, 'slow');
    expect(slow.state.faults[0]).toMatchObject({ kind: 'latency' });
    const live = fakeTarget();
    applyScenario(live.target, 'live');
    expect(live.state.live).toBe(10);
    const plain = fakeTarget();
    applyScenario(plain.target, 'default');
    expect(plain.state.version).toBe(seedVersion);
    expect(plain.state.faults).toEqual([]);
  });

  it('empty-business clears the activity after the reset and changes nothing else', () => {
    const { target, state, calls } = fakeTarget();
    applyScenario(target, 'empty-business');
    expect(calls).toEqual(['reset', 'clearActivity']);
    expect(state.cleared).toBe(true);
    expect(state.version).toBe(seedVersion);
    expect(state.faults).toEqual([]);
    expect(state.suspended).toEqual([]);
    expect(state.live).toBeNull();
  });

  it('outage answers 503 on every screen data path and leaves sign-in, the user, the shell and versions up', () => {
    const { target, state } = fakeTarget();
    applyScenario(target, 'outage');
    expect(state.faults.length).toBeGreaterThan(10);
    expect(state.faults.every((f) => f.kind === 'error' && f.share === 1)).toBe(true);
    const down = (path: string) => state.faults.some((f) => patternToRegExp(f.pattern).test(path));
    for (const path of [
      '/v1/employer_applications',
      '/v1/candidate_applications',
      '/v1/application_messages/app-1',
      '/v1/unread_message_count_candidate',
      '/v1/groups/GP-1/unread_message_count_employer',
      '/v3/brands/CH-1-1-1/users',
      '/v1/brands/GP-1/users',
      '/v1/brands/GP-1/users/locations/page',
      '/v1/brands/CH-1-1-1/shifts',
      '/v1/brands/CH-1-1-1/shifts/publish',
      '/v1/brands/CH-1-1-1/media',
      '/v1/brands/CH-1-1-1/clockout_attestation/questions',
      '/v1/brands/CH-1-1-1/rewards/budgets',
      '/v1/brands/CH-1-1-1/rewards/raffles',
      '/v1/indeed/campaigns',
      '/v1/brands/GP-1/brands/search',
      '/v1/brands/CH-1-1-1/news_feed',
    ]) {
      expect(down(path), path).toBe(true);
    }
    for (const path of [
      '/v1/users/info',
      '/v1/users/mfa/setup/status',
      '/v1/users/navigation_preferences',
      '/v1/users/brands',
      '/v1/users/brands/CH-1-1-1/policy',
      '/v1/brands/services',
      '/v1/brands/CH-1-1-1/tree',
      '/v1/brands/CH-1-1-1/account_suspension/check',
      '/v1/brands/CH-1-1-1/rum_settings',
      '/v1/employers/profile_scheme',
      '/v1/user/basic_media',
      '/v1/web_versions',
      '/v1/users/login_time',
      '/v1/logout',
      '/v1/indeed/login/check',
    ]) {
      expect(down(path), path).toBe(false);
    }
  });
});
