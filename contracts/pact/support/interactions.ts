import { MatchersV3 } from '@pact-foundation/pact';
import type { PactV4 } from '@pact-foundation/pact';
import type { AnyEndpoint, EndpointExample } from '../../src/index.ts';
import { buildPath } from '../../src/index.ts';
import { firstFixture } from './example-input.ts';
import { FIXTURES_DIR, PACT_TOKEN } from './names.ts';

type RequestBuilder = Parameters<Parameters<ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest']>[2] & {}>[0];

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

export const jsonResponseHeaders = {
  'content-type': MatchersV3.regex('^application/json.*$', 'application/json; charset=utf-8'),
};

/** The provider state's token (`${token}`) replaces the consumer's placeholder at verification. */
export const bearerFromState = () => ({
  authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${PACT_TOKEN}`),
});

export function queryOf(example: EndpointExample): Record<string, string | string[]> | undefined {
  if (!example.query) return undefined;
  return Object.fromEntries(
    Object.entries(example.query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}

export const pathOf = (entry: AnyEndpoint, example: EndpointExample) => buildPath(entry.path, example.params);

/** Describes the example request: query, auth header and body in the entry's body kind. */
export function describeRequest(
  entry: AnyEndpoint,
  example: EndpointExample,
  headers: Record<string, unknown>,
) {
  return (b: RequestBuilder) => {
    const query = queryOf(example);
    if (query) b.query(query);
    b.headers({ ...entry.headers, ...headers } as Record<string, string>);
    if (example.body === undefined) return;
    if (entry.bodyKind === 'json') b.jsonBody(example.body);
    else if (entry.bodyKind === 'multipart') {
      const file = firstFixture(example);
      if (!file) throw new Error(`${entry.name}: a multipart example needs a fixture file`);
      b.multipartBody(MIME[file.name.split('.').pop() ?? ''] ?? 'application/octet-stream', FIXTURES_DIR + file.name, file.field);
    } else b.body('', Buffer.from(String(example.body)));
  };
}

/**
 * Pact's mock server records a match on its own thread after it has answered; on a loaded
 * machine the test can finish first and the match reads as "expected but not received".
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
