/**
 * Consumer side of the contract (§7, issue 7): one success interaction per endpoint-table entry,
 * and a 401 for every bearer entry, each exercised through the web app's real API client.
 */
import { PactV4 } from '@pact-foundation/pact';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiResponseError, configureApiClient, request } from '../../web/src/lib/api-client.ts';
import { listEndpoints } from '../src/index.ts';
import { closeExampleProvider, exampleAnswer } from './support/example-answers.ts';
import { exampleInput } from './support/example-input.ts';
import { bearerFromState, describeRequest, jsonResponseHeaders, pathOf, settle } from './support/interactions.ts';
import {
  CONSUMER,
  describeSuccess,
  describeUnauthorized,
  PACT_DIR,
  PACT_TOKEN,
  PROVIDER,
  REJECTED_TOKEN,
} from './support/names.ts';
import { servedExample, shapeOf } from './support/shape.ts';

const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
const entries = listEndpoints().filter(({ entry }) => entry.example);
const bearerEntries = entries.filter(({ entry }) => entry.auth === 'bearer');

afterAll(() => closeExampleProvider());

describe.each(entries)('$id', ({ entry }) => {
  const example = entry.example!;
  const state = example.state ?? 'default';
  const stateParams = { caller: example.caller ?? '' };

  it(`[R7-03] ${describeSuccess(entry.name)}`, async () => {
    const answer = await exampleAnswer(entry, example);
    const shape = shapeOf(answer);
    // Pact's mock answers the matchers' example (arrays of one item), so compare with that.
    const served = servedExample(answer);
    const expected = (entry.responses[200]?.parse(served) ?? served) as { data?: unknown };
    await pact
      .addInteraction()
      .given(state, stateParams)
      .uponReceiving(describeSuccess(entry.name))
      .withRequest(entry.method, pathOf(entry, example), describeRequest(entry, example, entry.auth === 'bearer' ? bearerFromState() : {}))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(shape))
      .executeTest(async (server) => {
        configureApiClient({ baseUrl: server.url, getToken: async () => PACT_TOKEN });
        const data = await request(entry, exampleInput(entry, example));
        expect(data).toEqual(entry.envelope ? expected.data : expected);
        await settle();
      });
  });
});

describe.each(bearerEntries)('$id', ({ entry }) => {
  const example = entry.example!;
  const state = example.state ?? 'default';
  const stateParams = { caller: example.caller ?? '' };

  it(`[R7-01] ${describeUnauthorized(entry.name)}`, async () => {
    await pact
      .addInteraction()
      .given(state, stateParams)
      .uponReceiving(describeUnauthorized(entry.name))
      .withRequest(entry.method, pathOf(entry, example), describeRequest(entry, example, { authorization: `Bearer ${REJECTED_TOKEN}` }))
      .willRespondWith(401, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({ status_code: 401, error: 'UNAUTHORIZED', message: 'Unauthorized' }),
      )
      .executeTest(async (server) => {
        configureApiClient({ baseUrl: server.url, getToken: async () => REJECTED_TOKEN });
        const error = await request(entry, exampleInput(entry, example)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiResponseError);
        expect(error).toMatchObject({ status: 401 });
        await settle();
      });
  });
});
