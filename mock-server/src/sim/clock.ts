import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    clock: SimClock;
  }
}

export interface SimClock {
  /** Simulated now in ms: wall time plus the offset QA has set or advanced. */
  now(): number;
  /** How far the simulated clock is from wall time, in ms. */
  offset(): number;
  set(ms: number): void;
  advance(ms: number): void;
  reset(): void;
}

/** The simulator's clock: tokens, versions and maintenance windows all read it. */
export default fp<{ now?: () => number }>(
  async (app, opts) => {
    const wall = opts.now ?? Date.now;
    let offset = 0;
    app.decorate('clock', {
      now: () => wall() + offset,
      offset: () => offset,
      set: (ms: number) => {
        offset = ms - wall();
      },
      advance: (ms: number) => {
        offset += ms;
      },
      reset: () => {
        offset = 0;
      },
    });
  },
  { name: 'clock' },
);
