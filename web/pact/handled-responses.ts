/**
 * The error responses the web client handles: validation errors naming the field, and
 * the version call during maintenance (provider state "maintenance is on").
 */
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { api } from '@ws/contracts';
import {
  bearerFromState,
  jsonResponseHeaders,
  MAINTENANCE_STATE,
  PACT_TOKEN,
  stateFor,
  successInteraction,
} from '@ws/contracts/pact';
import { describe, expect, it } from 'vitest';
import { ApiResponseError, configureApiClient, request } from '../src/lib/api-client.ts';

const { like, regex } = MatchersV3;

const validationError = (field: string) => ({
  status_code: 400,
  error: 'VALIDATION_ERROR',
  field,
  message: like(`${field}: Invalid option`),
});

/** Declared in the consumer's one Pact file, on its one PactV4. */
export function describeHandledResponses(pact: PactV4) {
  describe('handled responses', () => {
    it('a bad query value answers 400 naming the field', async () => {
      await pact
        .addInteraction()
        .given(stateFor('u-enterprise').name)
        .uponReceiving(
          'GET /v1/users/brands with an unknown view_mode answers 400 naming the field',
        )
        .withRequest('GET', '/v1/users/brands', (b) =>
          b.query({ view_mode: 'SIDEWAYS' }).headers(bearerFromState()),
        )
        .willRespondWith(400, (b) =>
          b.headers(jsonResponseHeaders).jsonBody(validationError('query.view_mode')),
        )
        .executeTest(async (server) => {
          configureApiClient({ baseUrl: server.url, getToken: async () => PACT_TOKEN });
          const query = { view_mode: 'SIDEWAYS' } as unknown as { view_mode: 'FLAT' };
          const error = await request(api.users.brands, { query }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(ApiResponseError);
          expect(error).toMatchObject({ status: 400, body: { field: 'query.view_mode' } });
        });
    });

    it('a missing body field answers 400 naming the field', async () => {
      await pact
        .addInteraction()
        .given(stateFor('u-manager').name)
        .uponReceiving('POST /v1/logout without refresh_token answers 400 naming the field')
        .withRequest('POST', '/v1/logout', (b) => b.headers(bearerFromState()).jsonBody({}))
        .willRespondWith(400, (b) =>
          b.headers(jsonResponseHeaders).jsonBody(validationError('body.refresh_token')),
        )
        .executeTest(async (server) => {
          configureApiClient({ baseUrl: server.url, getToken: async () => PACT_TOKEN });
          const body = {} as { refresh_token: string };
          const error = await request(api.users.logout, { body }).catch((e: unknown) => e);
          expect(error).toMatchObject({ status: 400, body: { field: 'body.refresh_token' } });
        });
    });

    it('[R4-13] during maintenance the version call reports IN_MAINTENANCE', async () => {
      const entry = api.versioning.webVersions;
      const spec = successInteraction(entry, MAINTENANCE_STATE);
      const body = spec.body as { data: { maintenance: Record<string, unknown> } };
      // Forms everywhere, but the status itself is what the client acts on.
      body.data.maintenance.status = regex('^IN_MAINTENANCE$', 'IN_MAINTENANCE');
      await pact
        .addInteraction()
        .given(MAINTENANCE_STATE.name)
        .uponReceiving('GET /v1/web_versions during maintenance reports IN_MAINTENANCE')
        .withRequest(spec.method, spec.path, spec.request)
        .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(body))
        .executeTest(async (server) => {
          configureApiClient({ baseUrl: server.url, getToken: async () => PACT_TOKEN });
          const data = await request(entry, { query: entry.example!.query as never });
          expect(data.maintenance.status).toBe('IN_MAINTENANCE');
        });
    });
  });
}
