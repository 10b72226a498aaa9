import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WORLD_BODY_LIMIT, worldFileOf } from '../db/world-file.ts';
import { BundleError, buildBundle, replayBundle } from './bundles.ts';
import { UnknownMarkError, type Journal } from './journal.ts';

const FilterSchema = z
  .object({
    route: z.string().min(1).optional(),
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, 'a method such as GET or POST')
      .optional(),
    status: z
      .string()
      .regex(/^([1-5]\d\d|[1-5]xx)$/i, 'a status (503) or a class (4xx)')
      .optional(),
    persona: z.string().min(1).optional(),
    since: z.string().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .strict();
const MarkSchema = z
  .object({
    name: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, dashes and underscores')
      .default('mark'),
  })
  .strict();

const badRequest = (issue: z.core.$ZodIssue | undefined, where: string) => ({
  status_code: 400,
  error: 'BAD_REQUEST',
  field: `${where}.${issue?.path.join('.') ?? ''}`,
  message: `${issue?.path.join('.') || where}: ${issue?.message ?? 'invalid'}`,
});

/**
 * The journal's part of the control plane: read it with filters, mark a point in it, clear it.
 * Registered inside the control plane, behind its origin and admin-token guards.
 */
export async function journalRoutes(
  app: FastifyInstance,
  { journal, root }: { journal: Journal; root: FastifyInstance },
) {
  app.get('/__sim/journal', async (request, reply) => {
    const filter = FilterSchema.safeParse(request.query ?? {});
    if (!filter.success) return reply.code(400).send(badRequest(filter.error.issues[0], 'query'));
    try {
      const entries = journal.find(filter.data);
      return {
        capacity: journal.capacity,
        marks: journal.markList(),
        count: entries.length,
        entries,
      };
    } catch (error) {
      if (!(error instanceof UnknownMarkError)) throw error;
      return reply.code(404).send({
        status_code: 404,
        error: 'UNKNOWN_MARK',
        field: 'query.since',
        message: error.message,
        marks: journal.markList(),
      });
    }
  });

  app.post('/__sim/journal/marks', async (request, reply) => {
    const body = MarkSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(badRequest(body.error.issues[0], 'body'));
    // The world at the mark is kept with it, so a bundle can start its replay from there.
    return journal.mark(body.data.name, JSON.stringify(worldFileOf(root)));
  });

  app.get<{ Querystring: { since?: string } }>('/__sim/bundles', async (request, reply) => {
    const mark = request.query.since ?? journal.lastMark;
    if (mark === undefined)
      return reply.code(404).send({
        status_code: 404,
        error: 'NO_MARK',
        field: 'query.since',
        message: 'No mark is set: run pnpm scenario mark NAME before the steps to bundle',
      });
    if (journal.resolveSince(mark) === undefined)
      return reply.code(404).send({
        status_code: 404,
        error: 'UNKNOWN_MARK',
        field: 'query.since',
        message: `No mark named "${mark}"`,
      });
    try {
      return buildBundle(journal, mark);
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      return reply.code(409).send({
        status_code: 409,
        error: 'MARK_WORLD_GONE',
        field: 'query.since',
        message: error.message,
      });
    }
  });

  app.post('/__sim/bundles/replay', { bodyLimit: WORLD_BODY_LIMIT }, async (request, reply) => {
    try {
      return await replayBundle(root, request.body);
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      return reply.code(400).send({
        status_code: 400,
        error: 'BAD_BUNDLE',
        message: `Bundle not replayed: ${error.message}. The running world is unchanged.`,
      });
    }
  });

  app.get('/__sim/drift', async () => ({ reports: root.sim.drift.list() }));
  app.delete('/__sim/drift', async () => {
    root.sim.drift.clear();
    return { cleared: true };
  });

  app.delete('/__sim/journal', async () => {
    journal.clear();
    return { cleared: true };
  });
}
