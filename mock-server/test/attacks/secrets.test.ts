/**
 * No secret leaves the mock: every way the world is dumped or described, and every answer of the
 * endpoint table, is searched for the demo password, a password set since, and the admin token.
 */
import { listEndpoints } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_PASSWORD } from '../../src/db/demo-accounts.ts';
import { encodeWorld } from '../../src/db/world-file.ts';
import { injectExample, signInWithPassword } from '../helper.ts';

const ADMIN_TOKEN = 'admin-token-under-test-5f3a';
const NEW_PASSWORD = 'Brand-new-pass-77';
const admin = { 'x-admin-token': ADMIN_TOKEN };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ adminToken: ADMIN_TOKEN });
  await app.ready();
  // A password set since the seed: the reset link's new password.
  const reset = await app.inject({
    method: 'POST',
    url: '/v1/resetPasswordConfirmation',
    payload: { code: 'RESET-DEMO', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
});
afterAll(() => app.close());

const SECRETS = [DEMO_PASSWORD, NEW_PASSWORD, ADMIN_TOKEN];
const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe('no secret in any dump', () => {
  it('the reset password opens the account, so the dumps below hold the state that has it', async () => {
    expect(
      (await signInWithPassword(app, 'candidate@demo.test', NEW_PASSWORD)).AuthenticationResult,
    ).toBeDefined();
  });

  it.each([
    ['GET /__sim/world (what `pnpm scenario save` writes)', '/__sim/world'],
    ['GET /__sim', '/__sim'],
    ['GET /__sim/journal (every call so far, the sign-ins among them)', '/__sim/journal'],
    ['GET /docs/openapi.json', '/docs/openapi.json'],
    ['GET /docs', '/docs'],
  ])('%s', async (_name, url) => {
    const res = await app.inject({ url, headers: admin });
    expect(res.statusCode).toBe(200);
    expectNoSecret(res.body);
  });

  it('the encoded world, every store of it', () => {
    expectNoSecret(JSON.stringify(encodeWorld(app.world)));
  });

  it('no answer of any endpoint-table example', async () => {
    for (const { entry } of listEndpoints()) {
      const res = await injectExample(app, entry);
      expect(res.statusCode, entry.name).toBeLessThan(500);
      expectNoSecret(res.body);
    }
  });
});
