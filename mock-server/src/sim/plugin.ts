import type { VersionInfo } from '@ws/contracts';
import type { FaultRule, ScenarioTarget } from '@ws/scenarios';
import fp from 'fastify-plugin';
import { clearActivity } from '../db/clear-activity.ts';
import { FaultEngine, addFaultHook } from './faults.ts';
import { DEFAULT_JOURNAL_SIZE } from '../config.ts';
import { Journal, addJournalHooks } from './journal.ts';
import { DriftLog, addProxy, type ProxyOptions } from './proxy.ts';
import { LiveActivity } from './live-activity.ts';
import type { RumState } from './version-state.ts';
import { seedRum, seedVersion } from './version-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sim: SimService;
  }
}

export interface SimService extends ScenarioTarget {
  readonly scenario: string;
  readonly version: VersionInfo;
  readonly rum: RumState;
  readonly faults: FaultEngine;
  readonly live: LiveActivity;
  readonly journal: Journal;
  /** What a real backend answered off the contract, when calls are proxied to one. */
  readonly drift: DriftLog;
}

/**
 * The simulator: scenario state (version, maintenance, monitoring), the clock, seeded faults and
 * live activity. `reset` brings everything back to the seed; scenarios change it through the
 * `ScenarioTarget` methods only.
 */
export default fp<{ journalSize?: number; proxy?: ProxyOptions }>(
  async (app, { journalSize = DEFAULT_JOURNAL_SIZE, proxy }) => {
    const faults = new FaultEngine(app.world.seed);
    const journal = new Journal(journalSize);
    const drift = new DriftLog();
    const live = new LiveActivity(
      () => app.world,
      app.world.seed,
      () => app.clock.now(),
    );
    let scenario = 'default';
    let version = seedVersion();
    let rum = seedRum();

    const sim: SimService = {
      get scenario() {
        return scenario;
      },
      get version() {
        return version;
      },
      get rum() {
        return rum;
      },
      faults,
      live,
      journal,
      drift,
      clock: app.clock,
      reset() {
        // Clock first: the world is dated relative to the simulated now it is seeded at.
        app.clock.reset();
        app.resetWorld();
        faults.set([], app.world.seed);
        live.stop();
        live.reseed(app.world.seed);
        version = seedVersion();
        rum = seedRum();
        scenario = 'default';
        journal.clear();
      },
      noteScenario(name) {
        scenario = name;
      },
      updateVersion(update) {
        version = update(version);
      },
      suspendBrands(ids) {
        const targets = ids === 'all' ? [...app.world.brands.keys()] : ids;
        for (const id of targets) {
          const brand = app.world.brands.get(id);
          if (brand) brand.suspended = true;
        }
      },
      addFault(rule: FaultRule) {
        faults.add(rule);
      },
      setLiveActivity(everySeconds) {
        if (everySeconds === null) live.stop();
        else live.start(everySeconds);
      },
      clearActivity() {
        clearActivity(app.world);
      },
    };
    app.decorate('sim', sim);
    addFaultHook(app, faults, journal, { now: () => app.clock.now(), scenario: () => scenario });
    addJournalHooks(app, journal, { now: () => app.clock.now(), scenario: () => scenario });
    // After the faults, so a simulated outage still hits a proxied call; before auth, whose check
    // is the real backend's to make.
    if (proxy) addProxy(app, proxy, drift, () => app.clock.now());
    app.addHook('onClose', async () => live.stop());
  },
  { name: 'sim', dependencies: ['world', 'clock'] },
);
