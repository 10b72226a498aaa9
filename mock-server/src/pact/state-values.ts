/**
 * The values each provider state of the pact answers (contracts/README.md "Provider states"),
 * looked up in whatever world is loaded: the demo's, or one seeded with other ids. Nothing here
 * names a seeded id; people are found by their sign-in e-mail, everything else from them.
 */
import { appliedKey, openJobs } from '../db/hiring/jobs.ts';
import { notificationsOf } from '../db/notifications/notify.ts';
import type { World } from '../db/types.ts';
import { employeeValues, timeOffValues } from './employee-values.ts';
import { managerSwapValues, memberSwapValues } from '../db/scheduling/swap-values.ts';
import { managerOfferValues, memberOfferValues } from '../db/hiring/offer-values.ts';
import {
  registrationStore,
  DEMO_INVITE_CODE,
  DEMO_RESET_CODE,
} from '../identity/registration-store.ts';

export type StateValues = Record<string, string>;

const need = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null)
    throw new Error(`provider state: the world has no ${what}`);
  return value;
};

function userByEmail(world: World, email: string) {
  return need(world.usersByEmail.get(email), `user ${email}`);
}

const entryBrand = (world: World, email: string) =>
  need(userByEmail(world, email).entry_brand_id, `entry brand of ${email}`);

const firstChild = (world: World, brandId: string) =>
  need(world.childrenOf.get(brandId)?.[0], `brand under ${brandId}`);

function pendingUpload(world: World, brandId?: string) {
  const upload = [...world.uploads.values()].find(
    (u) => brandId === undefined || u.brand_id === brandId,
  );
  return need(upload, 'pending upload').key;
}

function managerValues(world: World): StateValues {
  const locationId = entryBrand(world, 'manager@demo.test');
  const employee = need(
    world.employees.get(world.employeesByBrand.get(locationId)?.[0] ?? ''),
    `employee at ${locationId}`,
  );
  const { rewards, attestation, news, shifts } = world.extensions;
  const ids = (rows: { id: string }[], what: string, count: number) => {
    if (rows.length < count)
      throw new Error(`provider state: ${locationId} needs ${count} ${what}`);
    return rows.map((r) => r.id);
  };
  const questions = ids(attestation.list(locationId), 'attestation questions', 5);
  const budgets = ids(rewards.budgets.list(locationId), 'budgets', 2);
  const rules = ids(rewards.rules.list(locationId), 'rules', 2);
  const raffles = rewards.raffles.list(locationId);
  const undrawn = need(
    raffles.find((r) => r.winner === null),
    `undrawn raffle at ${locationId}`,
  );
  const otherRaffle = need(
    raffles.find((r) => r.id !== undrawn.id),
    `second raffle at ${locationId}`,
  );
  const shiftIds = ids(shifts.list(locationId), 'shifts', 2);
  const campaign = [...world.campaigns.values()].find((c) => c.brand_id === locationId);
  return {
    locationId,
    employeeId: employee.id,
    positionId: employee.position_id,
    campaignId: need(campaign, `campaign at ${locationId}`).id,
    ...Object.fromEntries(questions.slice(0, 5).map((id, i) => [`questionId${i + 1}`, id])),
    budgetId: budgets[0]!,
    budgetId2: budgets[1]!,
    ruleId: rules[0]!,
    ruleId2: rules[1]!,
    raffleId: undrawn.id,
    raffleId2: otherRaffle.id,
    newsId: need(news.byBrand.get(locationId)?.[0], `news at ${locationId}`).id,
    shiftId: shiftIds[0]!,
    shiftId2: shiftIds[1]!,
    templateId: need(world.extensions.templates.list(locationId)[0], `template at ${locationId}`)
      .id,
    uploadKey: pendingUpload(world, locationId),
    applicationId: need(
      (world.applicationsByBrand.get(locationId) ?? []).find(
        (id) => world.applications.get(id)?.stage === 'APPLIED',
      ),
      `application in APPLIED at ${locationId}`,
    ),
  };
}

/** An open job the member has not applied for (applying twice is refused). */
function openJobFor(world: World, userId: string): string {
  const job = openJobs(world).find(
    (row) => !world.extensions.jobs.applied.has(appliedKey(row.id, userId)),
  );
  return need(job, 'open job the member has not applied for').id;
}

function memberValues(world: World): StateValues {
  const member = userByEmail(world, 'candidate@demo.test');
  for (const applicationId of world.applicationsByCandidate.get(member.id) ?? []) {
    const message = (world.messagesByApplication.get(applicationId) ?? [])
      .map((id) => world.messages.get(id))
      .find((m) => m?.sender === 'EMPLOYER');
    const interview = world.extensions.pipeline.interviews
      .get(applicationId)
      ?.find((i) => i.accepted_slot_id === null);
    if (message && interview)
      return {
        applicationId,
        messageId: message.message_id,
        interviewId: interview.id,
        jobId: openJobFor(world, member.id),
      };
  }
  throw new Error(
    'provider state: the member has no application with an employer message and an open interview proposal',
  );
}

function groupValues(world: World): StateValues {
  const groupId = entryBrand(world, 'enterprise@demo.test');
  const parentId = firstChild(world, groupId);
  return { groupId, parentId, locationId: firstChild(world, parentId) };
}

/** Per state: who calls (by sign-in e-mail; none for the visitor) and the ids it answers. */
export const STATE_VALUES: Readonly<
  Record<
    string,
    { email: string | null; values: (world: World) => StateValues; answersRefreshToken?: true }
  >
> = {
  'a signed-in location manager': {
    email: 'manager@demo.test',
    // Logout ends the caller's own session, so it needs the refresh token of the same sign-in.
    answersRefreshToken: true,
    values: (world) => ({
      ...managerValues(world),
      ...timeOffValues(world, entryBrand(world, 'manager@demo.test')),
      ...managerSwapValues(world, entryBrand(world, 'manager@demo.test')),
      ...managerOfferValues(world, entryBrand(world, 'manager@demo.test')),
    }),
  },
  'maintenance is on': {
    email: 'manager@demo.test',
    values: (world) => ({ locationId: entryBrand(world, 'manager@demo.test') }),
  },
  'a signed-in member with an application': {
    email: 'candidate@demo.test',
    values: (world) => ({
      ...memberValues(world),
      ...employeeValues(world, userByEmail(world, 'candidate@demo.test').id),
      ...memberSwapValues(world, userByEmail(world, 'candidate@demo.test').id),
      ...memberOfferValues(world, userByEmail(world, 'candidate@demo.test').id),
      notificationId: need(
        notificationsOf(world, userByEmail(world, 'candidate@demo.test').id).find((n) => !n.read),
        'unread notification of the member',
      ).id,
    }),
  },
  'a signed-in group employer': { email: 'enterprise@demo.test', values: groupValues },
  'a signed-in scheduler': {
    email: 'scheduler@demo.test',
    values: (world) => ({ locationId: entryBrand(world, 'scheduler@demo.test') }),
  },
  'a signed-in halo dashboard viewer': {
    email: 'halo@demo.test',
    values: (world) => ({ groupId: entryBrand(world, 'halo@demo.test') }),
  },
  'a signed-in risk dashboard viewer': {
    email: 'risk@demo.test',
    values: (world) => ({ parentId: entryBrand(world, 'risk@demo.test') }),
  },
  'a signed-in employer registering a brand': {
    email: 'hiring@demo.test',
    values: (world) => ({ locationId: entryBrand(world, 'hiring@demo.test') }),
  },
  'a signed-in account that has not finished registering': {
    email: 'newcomer@demo.test',
    values: () => ({}),
  },
  'a visitor': {
    email: null,
    values: (world) => {
      registrationStore(world); // seeds the standing invitation and reset code
      return {
        inviteCode: DEMO_INVITE_CODE,
        resetCode: DEMO_RESET_CODE,
        memberLogin: userByEmail(world, 'candidate@demo.test').email,
        uploadKey: pendingUpload(world),
      };
    },
  },
};
