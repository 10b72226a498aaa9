import { MatchersV3 } from '@pact-foundation/pact';
import type { PactV4 } from '@pact-foundation/pact';
import type { AnyEndpoint, EndpointExample } from '../../src/index.ts';
import { buildPath } from '../../src/index.ts';
import { firstFixture } from './example-input.ts';
import { expectedBody } from './expectations.ts';
import {
  describeSuccess,
  describeUnauthorized,
  FIXTURES_DIR,
  PACT_TOKEN,
  REJECTED_TOKEN,
} from './names.ts';
import type { ProviderState } from './provider-states.ts';
import { stateFor } from './provider-states.ts';

export type RequestBuilder = Parameters<
  Parameters<
    ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest']
  >[2] & {}
>[0];

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const jsonResponseHeaders = {
  'content-type': MatchersV3.regex('^application/json.*$', 'application/json; charset=utf-8'),
};

/** The provider state's token (`${token}`) replaces the consumer's placeholder at verification. */
export const bearerFromState = () => ({
  authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${PACT_TOKEN}`),
});

/**
 * A value the web app sends that names something in the provider's data (an id, a code): each
 * comma-separated part the state answers becomes `${name}`; null when none does.
 */
function expressionOf(value: string, state: ProviderState): string | null {
  let found = false;
  const parts = value.split(',').map((part) => {
    const name = Object.entries(state.values).find(([, example]) => example === part)?.[0];
    if (!name) return part;
    found = true;
    return `\${${name}}`;
  });
  return found ? parts.join(',') : null;
}

function fromState(value: unknown, state: ProviderState): unknown {
  if (typeof value === 'string') {
    const expression = expressionOf(value, state);
    return expression ? MatchersV3.fromProviderState(expression, value) : value;
  }
  if (Array.isArray(value)) return value.map((v) => fromState(v, state));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromState(v, state)]));
  }
  return value;
}

/** The request path; ids from the state become `${name}` so any provider's own ids are used. */
export function pathOf(entry: AnyEndpoint, example: EndpointExample, state: ProviderState) {
  const concrete = buildPath(entry.path, example.params);
  let found = false;
  const expression = entry.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(example.params?.[key]);
    const named = expressionOf(value, state);
    if (named) found = true;
    return named ?? encodeURIComponent(value);
  });
  return found ? MatchersV3.fromProviderState(expression, concrete) : concrete;
}

function queryOf(example: EndpointExample, state: ProviderState) {
  if (!example.query) return undefined;
  return Object.fromEntries(
    Object.entries(example.query).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map((i) => fromState(String(i), state)) : fromState(String(v), state),
    ]),
  ) as Record<string, string>;
}

/** Describes the example request: query, auth header and body in the entry's body kind. */
export function describeRequest(
  entry: AnyEndpoint,
  example: EndpointExample,
  state: ProviderState,
  headers: Record<string, unknown>,
) {
  return (b: RequestBuilder) => {
    const query = queryOf(example, state);
    if (query) b.query(query);
    b.headers({ ...entry.headers, ...headers } as Record<string, string>);
    if (example.body === undefined) return;
    if (entry.bodyKind === 'json') b.jsonBody(fromState(example.body, state));
    else if (entry.bodyKind === 'multipart') {
      const file = firstFixture(example);
      if (!file) throw new Error(`${entry.name}: a multipart example needs a fixture file`);
      b.multipartBody(
        MIME[file.name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        FIXTURES_DIR + file.name,
        file.field,
      );
    } else b.body('', Buffer.from(String(example.body)));
  };
}

/** Everything an interaction of the pact says, built from the table entry on the consumer's side. */
export interface InteractionSpec {
  description: string;
  state: ProviderState;
  method: AnyEndpoint['method'];
  path: ReturnType<typeof pathOf>;
  request: (b: RequestBuilder) => void;
  status: number;
  body: unknown;
  /** What Pact's mock server answers for `body`: the examples. */
  served: unknown;
}

export function successInteraction(
  entry: AnyEndpoint,
  state: ProviderState = stateFor(entry.example?.caller),
): InteractionSpec {
  const example = entry.example ?? {};
  const schema = entry.responses[200];
  if (!schema) throw new Error(`${entry.name} declares no 200 response`);
  const body = expectedBody(schema);
  return {
    description: describeSuccess(entry.name),
    state,
    method: entry.method,
    path: pathOf(entry, example, state),
    request: describeRequest(
      entry,
      example,
      state,
      entry.auth === 'bearer' ? bearerFromState() : {},
    ),
    status: 200,
    body,
    served: MatchersV3.reify(body),
  };
}

export function unauthorizedInteraction(entry: AnyEndpoint): InteractionSpec {
  const example = entry.example ?? {};
  const state = stateFor(example.caller);
  const body = { status_code: 401, error: 'UNAUTHORIZED', message: 'Unauthorized' };
  return {
    description: describeUnauthorized(entry.name),
    state,
    method: entry.method,
    path: pathOf(entry, example, state),
    request: describeRequest(entry, example, state, { authorization: `Bearer ${REJECTED_TOKEN}` }),
    status: 401,
    body,
    served: body,
  };
}

/**
 * Pact's mock server records a match on its own thread after it has answered; on a loaded
 * machine the test can finish first and the match reads as "expected but not received".
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
