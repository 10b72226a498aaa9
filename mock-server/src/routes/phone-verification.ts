/**
 * Phone verification (§7 verification send/check): the mock "texts" a link to the user's phone
 * number through the mailbox (GET /__mailbox/{phone}); opening it verifies the phone, after
 * which GET /v1/users/verification/check?type=PHONE answers verified.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow, World } from '../db/types.ts';

const pending = new WeakMap<World, Map<string, string>>();
const tokensOf = (world: World) => {
  const tokens = pending.get(world) ?? new Map<string, string>();
  pending.set(world, tokens);
  return tokens;
};

/** `publicUrl` (`--public-url`), not the request's Host: the caller chooses that header. */
export function textVerificationLink(
  request: FastifyRequest,
  user: UserRow & { phone: string },
  publicUrl: string,
) {
  const token = randomUUID();
  tokensOf(request.server.world).set(token, user.id);
  request.server.identity.mailbox.send({
    to: user.phone,
    subject: 'Verify your phone number',
    code: token,
    link: `${publicUrl}/__verify/phone/${token}`,
  });
}

export async function phoneVerificationRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>('/__verify/phone/:token', async (request, reply) => {
    const tokens = tokensOf(app.world);
    const userId = tokens.get(request.params.token);
    if (!userId)
      return reply.code(404).send({
        status_code: 404,
        error: 'NOT_FOUND',
        message: 'This link has expired or was never sent',
      });
    tokens.delete(request.params.token);
    app.world.phoneVerified.add(userId);
    return { verified: true };
  });
}
