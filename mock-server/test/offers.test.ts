/**
 * Job offers (extension): the manager sends an offer on an application in screening or interview,
 * reads and withdraws it; its candidate accepts it (a hire, through the pipeline's own hire) or
 * declines it (a rejection with their reason). Each refusal is named, tenant-safe, and changes nothing.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput } from './extension-harness.ts';
import { call, OUTSIDER } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

const MEMBER = 'u-candidate';
const MEMBER_OFFER = 'of-1';
const MEMBER_APPLICATION = 'ap-offer-1';
const MANAGER_OFFER = 'of-2';

let app: FastifyInstance;
beforeAll(async () => void (app = await buildTestApp()));
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

/** Everything an offer call may write: applications, employees and the extension stores. */
const state = () =>
  JSON.stringify([app.world.applications, app.world.employees, app.world.extensions], (_, v) =>
    v instanceof Map || v instanceof Set ? [...v] : (v as unknown),
  );

/** Answers a call, expecting `status`; on a refusal, proves the world is as it was. */
async function expectCall(entry: AnyEndpoint, input: CallInput, status: number) {
  const before = state();
  const res = await call(app, entry, input);
  expect(res.statusCode, res.body).toBe(status);
  if (status !== 200) expect(state()).toBe(before);
  return res.json();
}

const day = (days: number) =>
  new Date(app.clock.now() + days * 86_400_000).toISOString().slice(0, 10);
const sendTo = (applicationId: string, body: Record<string, unknown> = {}) => ({
  caller: 'u-manager',
  params: { applicationId },
  body: { position_id: 'po-1', start_date: day(7), hourly_rate: 18, ...body },
});
/** Decline takes a body (its reason is optional); accept takes none. */
const answer = (entry: AnyEndpoint, caller: string, offerId: string) => ({
  caller,
  params: { offerId },
  ...(entry === api.offers.decline ? { body: {} } : {}),
});
const notificationsOf = (userId: string) =>
  app.world.extensions.notifications.byUser.get(userId) ?? [];

describe('each call: its example, 401, and a bad input → 400 naming the field, changing nothing', () => {
  const cases: [AnyEndpoint, CallInput & { field: string }][] = [
    [
      api.offers.ofApplication,
      { params: { applicationId: 'ap 9' }, field: 'params.applicationId' },
    ],
    [api.offers.send, { body: { position_id: 'po-1' }, field: 'body.start_date' }],
    [api.offers.withdraw, { params: { applicationId: 'a/b' }, field: 'params.applicationId' }],
    [api.offers.mine, { query: { x: '1' }, field: 'query.x' }],
    [api.offers.accept, { params: { offerId: 'of 1' }, field: 'params.offerId' }],
    [api.offers.decline, { body: { reason: 'x'.repeat(501) }, field: 'body.reason' }],
  ];
  it.each(cases.map((c) => [c[0].name, ...c] as const))(
    '[R7-01] [R7-02] %s',
    async (_name, entry, bad) => {
      const { example, extension, responses } = entry;
      expect(extension).toBe(true);
      // The example succeeds as its schema says; then, in a fresh world, no token and a bad input.
      expect(responses[200]?.safeParse(await expectCall(entry, example!, 200)).success).toBe(true);
      app.resetWorld();
      for (const [input, status] of [
        [{ ...example, caller: undefined }, 401],
        [{ ...example, ...bad }, 400],
      ] as const) {
        const refused = await expectCall(entry, input, status);
        if (status === 400)
          expect(refused).toMatchObject({ error: 'VALIDATION_ERROR', field: bad.field });
      }
    },
  );
});

describe('tenancy and permission', () => {
  it.each([api.offers.ofApplication, api.offers.send, api.offers.withdraw].map((e) => [e.name, e]))(
    '[R6-04] %s: a caller whose brands do not cover the application → 403, changing nothing',
    async (_name, entry) => {
      const res = await expectCall(entry, { ...entry.example, caller: OUTSIDER }, 403);
      expect(res.field).toBe('params.applicationId');
      // Another location's manager in the same group is refused the same way.
      await expectCall(entry, { ...entry.example, caller: 'u-hiring' }, 403);
    },
  );

  it('an employer without the hiring product is refused (403), and a candidate may not send or withdraw', async () => {
    const refused = await expectCall(
      api.offers.send,
      { ...api.offers.send.example, caller: 'u-scheduler' },
      403,
    );
    expect(refused.error).toBe('NO_PRODUCT_ACCESS');
    await expectCall(api.offers.send, { ...sendTo(MEMBER_APPLICATION), caller: MEMBER }, 403);
    await expectCall(
      api.offers.withdraw,
      { caller: MEMBER, params: { applicationId: MEMBER_APPLICATION } },
      403,
    );
  });

  it("a candidate answers only their own offer: another's, or a manager answering, is not found (404)", async () => {
    for (const entry of [api.offers.accept, api.offers.decline]) {
      const other = await expectCall(entry, answer(entry, MEMBER, MANAGER_OFFER), 404);
      expect(other.field).toBe('params.offerId');
      await expectCall(entry, answer(entry, 'u-manager', MEMBER_OFFER), 404);
      await expectCall(entry, answer(entry, MEMBER, 'of-999'), 404);
    }
  });
});

describe('the seeded offers', () => {
  it("the demo candidate has an open offer, first in their list, and the manager's board one of theirs", async () => {
    const mine = await expectCall(api.offers.mine, { caller: MEMBER }, 200);
    expect(mine.data.offers[0]).toMatchObject({
      id: MEMBER_OFFER,
      status: 'SENT',
      application_id: MEMBER_APPLICATION,
      currency_code: 'USD',
    });
    expect(app.world.applications.get(MEMBER_APPLICATION)?.stage).toBe('OFFER');
    const managed = await expectCall(
      api.offers.ofApplication,
      { caller: 'u-manager', params: { applicationId: 'ap-5' } },
      200,
    );
    expect(managed.data.offers.map((o: { id: string }) => o.id)).toEqual([MANAGER_OFFER]);
  });
});

describe('sending and withdrawing', () => {
  it('an offer on an application in screening moves it to the offer stage and tells the candidate; one open offer at a time', async () => {
    const application = app.world.applications.get('ap-8')!;
    expect(application.stage).toBe('SCREENING');
    const sent = await expectCall(api.offers.send, sendTo('ap-8', { note: 'Welcome' }), 200);
    expect(sent.data).toMatchObject({
      status: 'SENT',
      position: { id: 'po-1' },
      hourly_rate: 18,
      currency_code: 'USD',
      note: 'Welcome',
      answered_at: null,
    });
    expect(application.stage).toBe('OFFER');
    expect(notificationsOf(application.candidate_id)[0]).toMatchObject({
      kind: 'OFFER_SENT',
      application_id: 'ap-8',
    });
    const again = await expectCall(api.offers.send, sendTo('ap-8'), 409);
    expect(again.message).toBe('This application already has an open offer: withdraw it first');
  });

  it('withdrawing moves the application back to where it was and tells the candidate; a second withdrawal is refused (409)', async () => {
    await expectCall(api.offers.send, sendTo('ap-16'), 200);
    const withdrawn = await expectCall(
      api.offers.withdraw,
      { caller: 'u-manager', params: { applicationId: 'ap-16' } },
      200,
    );
    expect(withdrawn.data.status).toBe('WITHDRAWN');
    expect(withdrawn.data.answered_at).not.toBeNull();
    const application = app.world.applications.get('ap-16')!;
    expect(application.stage).toBe('INTERVIEW');
    expect(notificationsOf(application.candidate_id)[0]?.kind).toBe('OFFER_WITHDRAWN');
    const again = await expectCall(
      api.offers.withdraw,
      { caller: 'u-manager', params: { applicationId: 'ap-16' } },
      409,
    );
    expect(again.message).toBe('This application has no open offer');
    // A withdrawn offer does not count as open: a new one may be sent.
    await expectCall(api.offers.send, sendTo('ap-16'), 200);
  });

  it('only an application in screening or interview (or at the offer stage without an open offer) gets an offer', async () => {
    const applied = await expectCall(api.offers.send, sendTo('ap-9'), 400);
    expect(applied).toMatchObject({ field: 'params.applicationId' });
    expect(applied.message).toContain('screening or interview; this one is applied');
    await expectCall(api.offers.send, sendTo('ap-4'), 400);
    await expectCall(api.offers.send, sendTo('ap-14'), 200);
  });

  it('a start date in the past, pay of 0 or less and an unknown position are refused by name', async () => {
    const past = await expectCall(api.offers.send, sendTo('ap-8', { start_date: day(-2) }), 400);
    expect(past).toMatchObject({ field: 'body.start_date' });
    expect(past.message).toContain('must be today or later');
    for (const hourly_rate of [0, -5]) {
      const pay = await expectCall(api.offers.send, sendTo('ap-8', { hourly_rate }), 400);
      expect(pay).toMatchObject({ field: 'body.hourly_rate' });
    }
    const position = await expectCall(
      api.offers.send,
      sendTo('ap-8', { position_id: 'po-nope' }),
      404,
    );
    expect(position.field).toBe('body.position_id');
  });
});

describe('answering', () => {
  it("accepting hires through the pipeline's hire: the employee starts on the offer's date in its position, and the manager hears of it", async () => {
    const offer = app.world.extensions.offers.rows.get(MEMBER_OFFER)!;
    offer.position_id = 'po-2';
    const accepted = await expectCall(
      api.offers.accept,
      { caller: MEMBER, params: { offerId: MEMBER_OFFER } },
      200,
    );
    expect(accepted.data.status).toBe('ACCEPTED');
    expect(app.world.applications.get(MEMBER_APPLICATION)?.stage).toBe('HIRED');
    const employeeId = app.world.extensions.pipeline.hires.get(MEMBER_APPLICATION)!;
    expect(app.world.employees.get(employeeId)).toMatchObject({
      user_id: MEMBER,
      status: 'ACTIVE',
      schedulable: true,
      position_id: 'po-2',
    });
    const detail = await expectCall(
      api.pipeline.detail,
      { caller: 'u-halo', params: { applicationId: MEMBER_APPLICATION } },
      200,
    );
    expect(detail.data.employee_id).toBe(employeeId);
    expect(detail.data.history.at(-1)).toMatchObject({
      stage: 'HIRED',
      start_date: offer.start_date,
    });
    expect(notificationsOf(offer.sent_by)[0]).toMatchObject({
      kind: 'OFFER_ANSWERED',
      decision: 'APPROVED',
    });
    for (const entry of [api.offers.accept, api.offers.decline]) {
      const again = await expectCall(entry, answer(entry, MEMBER, MEMBER_OFFER), 409);
      expect(again.message).toBe('This offer was already accepted');
    }
  });

  it("declining rejects the application with the candidate's reason, which the manager reads", async () => {
    const declined = await expectCall(
      api.offers.decline,
      { caller: MEMBER, params: { offerId: MEMBER_OFFER }, body: { reason: 'I took another job' } },
      200,
    );
    expect(declined.data).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'I took another job',
    });
    expect(app.world.applications.get(MEMBER_APPLICATION)?.stage).toBe('REJECTED');
    const seen = await expectCall(
      api.offers.ofApplication,
      { caller: 'u-halo', params: { applicationId: MEMBER_APPLICATION } },
      200,
    );
    expect(seen.data.offers[0].decline_reason).toBe('I took another job');
    const again = await expectCall(
      api.offers.accept,
      { caller: MEMBER, params: { offerId: MEMBER_OFFER } },
      409,
    );
    expect(again.message).toBe('This offer was already declined');
  });

  it('an offer whose application was moved on from the offer stage can no longer be answered (409)', async () => {
    await expectCall(
      api.pipeline.move,
      {
        caller: 'u-manager',
        params: { applicationId: 'ap-5' },
        body: { stage: 'INTERVIEW' },
      },
      200,
    );
    const candidate = app.world.applications.get('ap-5')!.candidate_id;
    const res = await call(app, api.offers.accept, {
      caller: candidate,
      params: { offerId: MANAGER_OFFER },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The application is no longer at the offer stage');
  });
});
