/**
 * Consumer side of the contract (§7): one success interaction per
 * endpoint-table entry and a 401 for every bearer entry, each exercised through the web app's
 * real API client against Pact's mock server. The expectations are the consumer's own
 * (@ws/contracts/pact builds them from the table's schemas and field examples), then the error
 * answers the client handles. One file and one PactV4 for the whole consumer: Pact's native mock
 * server wants one per process, and a single file lets this project run beside the others from
 * the start of the step instead of alone after them (Vitest runs projects without file parallelism
 * last).
 */
import { PactV4 } from '@pact-foundation/pact';
import { listEndpoints } from '@ws/contracts';
import type { InteractionSpec } from '@ws/contracts/pact';
import {
  CONSUMER,
  exampleInput,
  jsonResponseHeaders,
  PACT_DIR,
  PACT_TOKEN,
  PROVIDER,
  REJECTED_TOKEN,
  settle,
  successInteraction,
  unauthorizedInteraction,
} from '@ws/contracts/pact';
import { describe, expect, it } from 'vitest';
import { ApiResponseError, configureApiClient, request } from '../src/lib/api-client.ts';
import { describeHandledResponses } from './handled-responses.ts';

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: PACT_DIR,
  logLevel: 'warn',
});
const entries = listEndpoints().filter(({ entry }) => entry.example);
const bearerEntries = entries.filter(({ entry }) => entry.auth === 'bearer');

const interaction = (spec: InteractionSpec) =>
  pact
    .addInteraction()
    .given(spec.state.name)
    .uponReceiving(spec.description)
    .withRequest(spec.method, spec.path, spec.request)
    .willRespondWith(spec.status, (b) => b.headers(jsonResponseHeaders).jsonBody(spec.body));

describe.each(entries)('$id', ({ entry }) => {
  const spec = successInteraction(entry);

  it(`[R7-03] ${spec.description}`, async () => {
    // Pact's mock answers the examples; the client must parse them as the table says.
    const served = entry.responses[200]!.parse(spec.served) as { data?: unknown };
    await interaction(spec).executeTest(async (server) => {
      configureApiClient({ baseUrl: server.url, getToken: async () => PACT_TOKEN });
      const data = await request(entry, exampleInput(entry, entry.example!));
      expect(data).toEqual(entry.envelope ? served.data : served);
      await settle();
    });
  });
});

describe.each(bearerEntries)('$id', ({ entry }) => {
  const spec = unauthorizedInteraction(entry);

  it(`[R7-01] ${spec.description}`, async () => {
    await interaction(spec).executeTest(async (server) => {
      configureApiClient({ baseUrl: server.url, getToken: async () => REJECTED_TOKEN });
      const error = await request(entry, exampleInput(entry, entry.example!)).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiResponseError);
      expect(error).toMatchObject({ status: 401 });
      await settle();
    });
  });
});

describeHandledResponses(pact);
