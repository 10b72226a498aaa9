import type { SimStatus } from '@ws/scenarios';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  FaultRuleSchema,
  UnknownScenarioError,
  applyScenario,
  parseDuration,
  scenarios,
} from '@ws/scenarios';
import { z } from 'zod';
import { rumCollectorRoutes } from './rum-collector.ts';

const ClockSetSchema = z.object({ now: z.iso.datetime({ offset: true }) });
const ClockAdvanceSchema = z.object({ by: z.union([z.string(), z.number().int()]) });
const FaultsSchema = z.object({
  seed: z.number().int().optional(),
  rules: z.array(FaultRuleSchema),
});
const LiveSchema = z.object({ every_seconds: z.number().int().min(1).max(3600).nullable() });

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: 'BAD_REQUEST', message });
}

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  void badRequest(reply, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  return undefined;
}

/**
 * The simulator's admin API (`/__sim`): plain JSON routes, outside the endpoint table and never
 * touched by faults. The QA CLI and browser tests drive the simulator through it.
 */
export async function simAdminRoutes(app: FastifyInstance) {
  const { sim } = app;
  const clock = () => ({
    now: new Date(sim.clock.now()).toISOString(),
    offset_ms: app.clock.offset(),
  });
  const faults = () => ({ ...sim.faults.settings(), hung: sim.faults.hungCount });
  const status = (): SimStatus => ({
    scenario: sim.scenario,
    seed: app.world.seed,
    scale: app.world.scale,
    clock: clock(),
    version: sim.version,
    faults: faults(),
    live: sim.live.status(),
  });

  app.get('/__sim', async () => status());

  app.get('/__sim/scenarios', async () => ({
    active: sim.scenario,
    scenarios: scenarios.map(({ name, description }) => ({ name, description })),
  }));

  app.post<{ Params: { name: string } }>('/__sim/scenarios/:name', async (request, reply) => {
    try {
      const started = performance.now();
      applyScenario(sim, request.params.name);
      return {
        applied: request.params.name,
        took_ms: round(performance.now() - started),
        status: status(),
      };
    } catch (error) {
      if (!(error instanceof UnknownScenarioError)) throw error;
      return reply.code(404).send({
        error: 'UNKNOWN_SCENARIO',
        message: error.message,
        known: scenarios.map((s) => s.name),
      });
    }
  });

  app.post('/__sim/reset', async () => {
    const started = performance.now();
    sim.reset();
    return { took_ms: round(performance.now() - started), status: status() };
  });

  app.get('/__sim/clock', async () => clock());
  app.put('/__sim/clock', async (request, reply) => {
    const body = parse(ClockSetSchema, request.body, reply);
    if (!body) return reply;
    sim.clock.set(Date.parse(body.now));
    return clock();
  });
  app.post('/__sim/clock/advance', async (request, reply) => {
    const body = parse(ClockAdvanceSchema, request.body, reply);
    if (!body) return reply;
    const ms = typeof body.by === 'number' ? body.by : parseDuration(body.by);
    if (ms === null)
      return badRequest(
        reply,
        `by: cannot read "${String(body.by)}" as a duration (e.g. 90s, 10m, 2h, 1d)`,
      );
    sim.clock.advance(ms);
    return clock();
  });

  app.get('/__sim/faults', async () => faults());
  app.put('/__sim/faults', async (request, reply) => {
    const body = parse(FaultsSchema, request.body, reply);
    if (!body) return reply;
    sim.faults.set(body.rules, body.seed);
    return faults();
  });
  app.post('/__sim/faults', async (request, reply) => {
    const rule = parse(FaultRuleSchema, request.body, reply);
    if (!rule) return reply;
    sim.addFault(rule);
    return faults();
  });
  app.delete('/__sim/faults', async () => {
    sim.faults.set([]);
    return faults();
  });

  app.get('/__sim/live', async () => sim.live.status());
  app.put('/__sim/live', async (request, reply) => {
    const body = parse(LiveSchema, request.body, reply);
    if (!body) return reply;
    sim.setLiveActivity(body.every_seconds);
    return sim.live.status();
  });
  app.post('/__sim/live/tick', async () => sim.live.tick());

  await app.register(rumCollectorRoutes);
}

const round = (ms: number) => Math.round(ms * 100) / 100;
