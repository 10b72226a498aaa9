import { applyScenario, scenarioNames } from '@ws/scenarios';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATE_VALUES } from './state-values.ts';

/** Scenario-named states (QA's older form) carry the demo user the call is made as. */
const StateParamsSchema = z.object({ caller: z.string().optional() }).passthrough();

/**
 * Pact's state-change protocol, the same a backend implements (contracts/README.md): the pact's
 * named states start from the seed (the `default` scenario, or `maintenance`), and answer a real
 * access token for the state's caller plus the ids the pact's `${…}` expressions name, looked
 * up in the loaded world. A scenario name is also accepted as a state, with `caller` a user id.
 */
export async function setupProviderState(app: FastifyInstance, state: string, params: unknown) {
  const named = STATE_VALUES[state];
  if (!named) {
    applyScenario(app.sim, state);
    const { caller } = StateParamsSchema.parse(params ?? {});
    return { token: caller ? (await app.identity.issueTokens(caller)).accessToken : '' };
  }
  applyScenario(app.sim, state === 'maintenance is on' ? 'maintenance' : 'default');
  const caller = named.email ? app.world.usersByEmail.get(named.email) : undefined;
  const issued = caller ? await app.identity.issueTokens(caller.id) : undefined;
  const refresh = named.answersRefreshToken ? { refreshToken: issued?.refreshToken ?? '' } : {};
  return { token: issued?.accessToken ?? '', ...refresh, ...named.values(app.world) };
}

export const knownStates = () => [...Object.keys(STATE_VALUES), ...scenarioNames];

const StateChangeSchema = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

/**
 * Pact's state-change protocol, so `pnpm contracts verify --state-change-url` works against the
 * mock. Part of the control plane (sim/control-plane.ts), whose guards it runs behind.
 */
export default async function providerStateRoutes(app: FastifyInstance) {
  app.post('/__sim/provider-state', async (request, reply) => {
    const parsed = StateChangeSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        field: `body.${issue?.path.join('.')}`,
        message: issue?.message,
      });
    }
    if (parsed.data.action === 'teardown') return {};
    try {
      return await setupProviderState(app, parsed.data.state, parsed.data.params);
    } catch (error) {
      const message = `${(error as Error).message}. Known states: ${knownStates().join(', ')}`;
      return reply
        .code(400)
        .send({ status_code: 400, error: 'UNKNOWN_STATE', field: 'body.state', message });
    }
  });
}
