import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PHONE = '+12025550143';
const check = async (userId: string) =>
  (
    await app.inject({
      url: '/v1/users/verification/check?type=PHONE',
      headers: await bearer(app, userId),
    })
  ).json().data;
const send = async (userId: string, type = 'PHONE') =>
  app.inject({
    method: 'POST',
    url: '/v1/users/verification/send',
    headers: await bearer(app, userId),
    payload: { type },
  });
const texts = async () =>
  (await app.inject({ url: `/__mailbox/${encodeURIComponent(PHONE)}` })).json() as {
    link: string;
    code: string;
  }[];

describe('phone verification (§7 verification send/check)', () => {
  it('texts a link to an unverified phone; opening it makes check answer verified', async () => {
    expect(await check('u-candidate')).toEqual({ type: 'PHONE', verified: false });
    const sent = await send('u-candidate');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ type: 'PHONE', verified: false, sent: true });
    const [text] = await texts();
    expect(text?.link).toMatch(/\/__verify\/phone\/[0-9a-f-]{36}$/);
    const opened = await app.inject({ url: new URL(text?.link ?? '').pathname });
    expect(opened.statusCode).toBe(200);
    expect(await check('u-candidate')).toEqual({ type: 'PHONE', verified: true });
    // A link works once; a verified phone is not texted again.
    expect((await app.inject({ url: new URL(text?.link ?? '').pathname })).statusCode).toBe(404);
    expect((await send('u-candidate')).json().data).toEqual({
      type: 'PHONE',
      verified: true,
      sent: false,
    });
    expect(await texts()).toHaveLength(1);
  });

  it('answers 404 for a link that was never sent, 400 naming the field for a bad type, 401 without a token', async () => {
    const unknown = await app.inject({ url: '/__verify/phone/not-a-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    const bad = await send('u-candidate', 'FAX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: expect.stringContaining('type') });
    expect((await app.inject({ url: '/v1/users/verification/check?type=PHONE' })).statusCode).toBe(
      401,
    );
  });
});
