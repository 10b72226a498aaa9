import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The monitoring collector (§9): what the web app's agent would send to a real-user
 * monitoring service, kept here so QA can read it. The agent posts text/plain JSON (a request
 * the browser sends without a preflight, even as the page unloads).
 */
const EventSchema = z.object({
  type: z.enum(['page_view', 'error']),
  path: z.string().max(2048),
  at: z.iso.datetime({ offset: true }),
  message: z.string().max(2048).optional(),
});

export const RumBatchSchema = z.object({
  session_id: z.string().min(1).max(64),
  sampling_percentage: z.number().min(0).max(100),
  signed_in: z.boolean(),
  brand_id: z.string().max(64).nullable(),
  events: z.array(EventSchema).min(1).max(100),
});

export type RumBatch = z.infer<typeof RumBatchSchema>;

/** Enough for a QA session; the oldest batches go first. */
const KEEP = 500;

export async function rumCollectorRoutes(app: FastifyInstance) {
  const received: (RumBatch & { received_at: string })[] = [];

  app.post('/__sim/rum', async (request, reply) => {
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply
          .code(400)
          .send({ error: 'BAD_REQUEST', field: 'body', message: 'body: not JSON' });
      }
    }
    const result = RumBatchSchema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = `body.${issue?.path.join('.') ?? ''}`.replace(/\.$/, '');
      return reply
        .code(400)
        .send({ error: 'BAD_REQUEST', field, message: `${field}: ${issue?.message ?? 'invalid'}` });
    }
    received.push({ ...result.data, received_at: new Date(app.sim.clock.now()).toISOString() });
    received.splice(0, Math.max(0, received.length - KEEP));
    return reply.code(202).send({ accepted: result.data.events.length });
  });

  app.get('/__sim/rum', async () => ({
    batches: received,
    events: received.reduce((n, b) => n + b.events.length, 0),
  }));

  app.delete('/__sim/rum', async () => {
    received.length = 0;
    return { batches: [], events: 0 };
  });
}
