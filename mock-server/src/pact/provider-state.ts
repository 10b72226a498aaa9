import { applyScenario } from '@ws/scenarios';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Params every interaction's provider state carries: the demo user the call is made as. */
const StateParamsSchema = z.object({ caller: z.string().optional() }).passthrough();

/**
 * Pact provider states are scenario names: the state is applied through the same
 * `applyScenario` the QA CLI and browser tests use, and the verifier gets a real access token
 * for the interaction's caller (`${token}` in the pact).
 */
export async function setupProviderState(app: FastifyInstance, state: string, params: unknown) {
  applyScenario(app.sim, state);
  const { caller } = StateParamsSchema.parse(params ?? {});
  const token = caller ? (await app.identity.issueTokens(caller)).accessToken : '';
  return { token };
}

const StateChangeSchema = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

/** Pact's state-change protocol, so `pnpm contracts verify --state-change-url` works against the mock. */
export default fp(
  async (app) => {
    app.post('/__sim/provider-state', async (request, reply) => {
      const parsed = StateChangeSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(400).send({ status_code: 400, error: 'VALIDATION_ERROR', field: `body.${issue?.path.join('.')}`, message: issue?.message });
      }
      if (parsed.data.action === 'teardown') return {};
      try {
        return await setupProviderState(app, parsed.data.state, parsed.data.params);
      } catch (error) {
        return reply.code(400).send({ status_code: 400, error: 'UNKNOWN_STATE', field: 'body.state', message: (error as Error).message });
      }
    });
  },
  { name: 'provider-state', dependencies: ['identity'] },
);
