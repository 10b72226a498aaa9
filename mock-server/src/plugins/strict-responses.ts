/**
 * Strict mode: every answer of a table route is checked against the entry's response schema for
 * its status before it leaves, whoever wrote it (a handler, the access guard, the auth check, a
 * simulated fault, a scenario). An answer no real backend could give under the contract becomes a
 * 500 that names the entry and the field, and is logged, so a test sees it at once. On by default;
 * benchmarks turn it off (`--no-strict`) to measure the mock without it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ContractBreach {
  entry: string;
  status: number;
  /** Where in the body the schema was not met (`data.items.0.id`), or `status` for an undeclared one. */
  field: string;
  problem: string;
}

/** What an answer breaks of its entry's contract; null when it keeps it. */
export function contractBreach(
  request: FastifyRequest,
  status: number,
  payload: unknown,
): ContractBreach | null {
  const entry = request.routeOptions.config.endpoint;
  if (!entry) return null;
  const schema = entry.responses[status];
  // A success the contract does not know is the mock's fault; an undeclared failure (413, 415 from
  // the HTTP layer) is one every backend may give, and the table does not describe its body.
  if (!schema && status < 400)
    return {
      entry: entry.name,
      status,
      field: 'status',
      problem: `${status} is not a status this call declares`,
    };
  if (!schema) return null;
  let body: unknown = payload;
  if (typeof payload === 'string') {
    try {
      body = payload === '' ? undefined : JSON.parse(payload);
    } catch {
      return { entry: entry.name, status, field: 'body', problem: 'the body is not JSON' };
    }
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return {
    entry: entry.name,
    status,
    field: issue?.path.join('.') || 'body',
    problem: issue?.message ?? 'does not match',
  };
}

function breachAnswer(reply: FastifyReply, breach: ContractBreach) {
  reply.code(500).header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({
    status_code: 500,
    error: 'OFF_CONTRACT_RESPONSE',
    field: breach.field,
    message: `The mock's ${breach.status} answer to ${breach.entry} breaks the contract at ${breach.field}: ${breach.problem}`,
  });
}

export function addStrictResponses(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only JSON bodies are described by the table; a file download or an empty 204 is not.
    const type = String(reply.getHeader('content-type') ?? '');
    // A proxied answer is the real backend's: passed on as it came, its drift listed (sim/proxy.ts).
    if (
      request.proxiedTo !== undefined ||
      !request.routeOptions.config.endpoint ||
      (payload !== null && typeof payload !== 'string') ||
      !type.includes('json')
    ) {
      return done(null, payload);
    }
    const breach = contractBreach(request, reply.statusCode, payload);
    if (!breach) return done(null, payload);
    request.log.error({ breach }, 'off-contract answer');
    done(null, breachAnswer(reply, breach));
  });
}
