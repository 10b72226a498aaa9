import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry, injectExample } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

const entry = api.profile.updateAccount;
const body = { first_name: 'Casey', last_name: 'Jones', phone: '+12025550143' };
const candidate = () => app.world.users.get('u-candidate');
const state = () => JSON.stringify({ user: candidate(), verified: [...app.world.phoneVerified] });
const verifyPhone = async () => {
  const headers = await bearer(app, 'u-candidate');
  await app.inject({
    method: 'POST',
    url: '/v1/users/verification/send',
    headers,
    payload: { type: 'PHONE' },
  });
  const phone = candidate()?.phone ?? '';
  const [text] = (await app.inject({ url: `/__mailbox/${encodeURIComponent(phone)}` })).json() as {
    link: string;
  }[];
  await app.inject({ url: new URL(text?.link ?? '').pathname });
};

describe('PUT /v1/user: a person edits their name and phone (§7 extension)', () => {
  it('[R7-02] its example succeeds as its schema says, and GET /v1/user answers the new values', async () => {
    const res = await injectExample(app, entry);
    expect(res.statusCode, res.body).toBe(200);
    expect(entry.extension).toBe(true);
    expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
    const account = (
      await injectEntry(app, api.users.user, { headers: await bearer(app, 'u-candidate') })
    ).json().data;
    expect(account).toMatchObject({
      first_name: 'Casey',
      last_name: 'Jones-Park',
      phone: '+12025550143',
    });
  });

  it('[R7-01] no token → 401, nothing changed', async () => {
    const before = state();
    expect((await injectEntry(app, entry, { body })).statusCode).toBe(401);
    expect(state()).toBe(before);
  });

  it.each([
    [{ ...body, first_name: ' ' }, 'body.first_name'],
    [{ ...body, phone: '2025550143' }, 'body.phone'],
    [{ ...body, email: 'x@y.z' }, 'body'],
    [{ first_name: 'A', phone: null }, 'body.last_name'],
  ])('bad input → 400 naming %s, nothing changed', async (bad, field) => {
    const before = state();
    const res = await injectExample(app, entry, { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status_code: 400,
      error: 'VALIDATION_ERROR',
      field: expect.stringContaining(field),
    });
    expect(state()).toBe(before);
  });

  it('§7 a verified phone stays verified under the same number, and is unverified once changed', async () => {
    await verifyPhone();
    const check = async () =>
      (
        await app.inject({
          url: '/v1/users/verification/check?type=PHONE',
          headers: await bearer(app, 'u-candidate'),
        })
      ).json().data;
    expect(await check()).toMatchObject({ verified: true });
    await injectExample(app, entry, { body: { ...body, phone: candidate()?.phone ?? null } });
    expect(await check()).toMatchObject({ verified: true });
    await injectExample(app, entry, { body: { ...body, phone: '+12025550199' } });
    expect(await check()).toMatchObject({ verified: false });
    await verifyPhone();
    expect(await check()).toMatchObject({ verified: true });
  });
});

describe("the job-board partner's hosted consent page", () => {
  const authorize = (query: Record<string, string>) =>
    app.inject({ url: `/partners/indeed/authorize?${new URLSearchParams(query).toString()}` });
  const back = 'http://localhost:5173/job-boards/indeed/connected';

  it('serves a page to allow or cancel; Allow returns to redirect_uri with a code and the state, Cancel with access_denied', async () => {
    const page = await authorize({ redirect_uri: back, state: 's1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Connect Indeed');
    const allowed = await authorize({ redirect_uri: back, state: 's1', decision: 'allow' });
    expect(allowed.statusCode).toBe(302);
    const target = new URL(allowed.headers.location ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(back);
    expect(target.searchParams.get('state')).toBe('s1');
    expect(target.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    const denied = new URL(
      (await authorize({ redirect_uri: back, state: 's1', decision: 'deny' })).headers.location ??
        '',
    );
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.has('code')).toBe(false);
  });

  it('a bad redirect_uri or a missing state → 400 naming the field', async () => {
    expect(
      (await authorize({ redirect_uri: 'javascript:alert(1)', state: 's' })).json(),
    ).toMatchObject({ status_code: 400, field: 'query.redirect_uri' });
    expect((await authorize({ redirect_uri: back })).json()).toMatchObject({
      status_code: 400,
      field: 'query.state',
    });
  });

  it('sends a code back to the web app only: another origin → 400 naming redirect_uri, and no redirect', async () => {
    for (const elsewhere of [
      'https://evil.example/steal',
      'http://localhost:9999/job-boards/indeed/connected',
    ]) {
      const answer = await authorize({ redirect_uri: elsewhere, state: 's1', decision: 'allow' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'query.redirect_uri' });
      expect(answer.headers.location).toBeUndefined();
    }
  });
});
