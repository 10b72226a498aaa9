import type { AnyEndpoint } from '@ws/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed =
  | { ok: true; value: { params: unknown; query: unknown; body: unknown } }
  | { ok: false; error: { status_code: 400; error: 'VALIDATION_ERROR'; message: string; field: string } };

/** Names the first field at fault, e.g. "body.email: Invalid email address". */
function describe(where: string, issues: z.core.$ZodIssue[]) {
  const first = issues[0];
  const field = [where, ...(first?.path ?? []).map(String)].join('.');
  return { field, message: `${field}: ${first?.message ?? 'invalid'}` };
}

export function parseInput(entry: AnyEndpoint, request: FastifyRequest): Parsed {
  const parts = { params: request.params ?? {}, query: request.query ?? {}, body: request.body } as const;
  const value: Record<string, unknown> = {};
  for (const where of ['params', 'query', 'body'] as const) {
    const result = entry[where].safeParse(parts[where]);
    if (!result.success) {
      const { field, message } = describe(where, result.error.issues);
      return { ok: false, error: { status_code: 400, error: 'VALIDATION_ERROR', message, field } };
    }
    value[where] = result.data;
  }
  return { ok: true, value: value as { params: unknown; query: unknown; body: unknown } };
}
