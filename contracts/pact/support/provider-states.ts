/**
 * The provider states of the pact, in words a backend can implement (contracts/README.md lists
 * them). Each state is a situation; the provider sets it up and answers the values named here
 * (a token, and ids that exist in its own data). The pact carries expressions (`${locationId}`)
 * where the web app sends such an id, so no interaction depends on the demo's seed.
 *
 * `values` maps each value's name to the example the endpoint table uses for it (the demo's id):
 * the consumer test sends the example, the verifier sends what the provider's state answered.
 */
export interface ProviderState {
  readonly name: string;
  /** The endpoint table's examples name their caller by demo user id; this state stands for it. */
  readonly caller: string;
  /** What must exist (README). */
  readonly requires: string;
  readonly values: Readonly<Record<string, string>>;
}

const TOKEN = 'pact-token';

export const PROVIDER_STATES: readonly ProviderState[] = [
  {
    name: 'a signed-in location manager',
    caller: 'u-manager',
    requires:
      'An employer whose entry brand is a location (child brand) with TEAM_LIVE and SOURCE_HIRE access, the TTS_DASHBOARD service and own RUM settings; at that location: an employee, a job-board campaign, exactly five clock-out attestation questions, two rewards budgets, two rules and two raffles (the first undrawn), a news item, two shifts, a schedule template, a pending upload, a pending time-off request of someone working there and a shift swap taken by one colleague from another awaiting approval; an application in APPLIED at that location, one in SCREENING with no offer and one in OFFER with an open offer',
    values: {
      token: TOKEN,
      locationId: 'CH-1-1-1',
      employeeId: 'e-CH-1-1-1-1',
      positionId: 'po-1',
      campaignId: 'cp-1',
      questionId1: 'att-CH-1-1-1-1',
      questionId2: 'att-CH-1-1-1-2',
      questionId3: 'att-CH-1-1-1-3',
      questionId4: 'att-CH-1-1-1-4',
      questionId5: 'att-CH-1-1-1-5',
      budgetId: 'bud-CH-1-1-1-1',
      budgetId2: 'bud-CH-1-1-1-2',
      ruleId: 'rule-CH-1-1-1-1',
      ruleId2: 'rule-CH-1-1-1-2',
      raffleId: 'raf-CH-1-1-1-1',
      raffleId2: 'raf-CH-1-1-1-2',
      newsId: 'news-CH-1-1-1-1',
      shiftId: 'shift-CH-1-1-1-1',
      shiftId2: 'shift-CH-1-1-1-2',
      templateId: 'tpl-CH-1-1-1-1',
      timeOffId: 'to-1',
      pendingSwapId: 'swap-2',
      screeningApplicationId: 'ap-8',
      offeredApplicationId: 'ap-5',
      uploadKey: 'demo-upload',
      applicationId: 'ap-9',
      refreshToken: 'example-refresh-token',
    },
  },
  {
    name: 'a signed-in member with an application',
    caller: 'u-candidate',
    requires:
      'A member (not an employer) who works at a location and has an application with at least one message from the employer and an open interview proposal with a time slot-1; the member has no username yet. At their first location: a published shift of theirs under way now, a published open shift they may claim without overlap, and exactly three required active clock-out questions, all yes/no; an upcoming shift of a colleague offered that they qualify to take, an upcoming shift of theirs offered and another not offered; an open job they have not applied for; an unread notification of theirs; an open job offer to them',
    values: {
      token: TOKEN,
      applicationId: 'ap-1',
      messageId: 'm-1-1',
      interviewId: 'iv-ap-1-1',
      currentShiftId: 'shift-CH-1-1-1-now',
      openShiftId: 'shift-CH-1-1-1-open',
      questionId1: 'att-CH-1-1-1-1',
      questionId2: 'att-CH-1-1-1-2',
      questionId3: 'att-CH-1-1-1-3',
      jobId: 'job-CH-1-1-1-1',
      openSwapId: 'swap-1',
      ownSwapId: 'swap-3',
      spareShiftId: 'shift-CH-1-1-1-spare',
      openOfferId: 'of-1',
      notificationId: 'nt-2',
    },
  },
  {
    name: 'a signed-in group employer',
    caller: 'u-enterprise',
    requires:
      'An employer whose entry brand is a GP- group with parents and locations under it, job-board campaigns and a favourite location',
    values: { token: TOKEN, groupId: 'GP-1', parentId: 'PA-1-1', locationId: 'CH-1-1-1' },
  },
  {
    name: 'a signed-in scheduler',
    caller: 'u-scheduler',
    requires: 'An employer of a location with TEAM_LIVE clock-in settings',
    values: { token: TOKEN, locationId: 'CH-1-1-3' },
  },
  {
    name: 'a signed-in halo dashboard viewer',
    caller: 'u-halo',
    requires: 'An employer with home page HALO_DASHBOARD on a GP- group and VIEW_HALO_DASHBOARD',
    values: { token: TOKEN, groupId: 'GP-2' },
  },
  {
    name: 'a signed-in risk dashboard viewer',
    caller: 'u-risk',
    requires:
      'An employer with home page RISK_ANALYSIS on a parent brand with RISK_DETECTION and reporting filter ALL_LEVELS',
    values: { token: TOKEN, parentId: 'PA-1-1' },
  },
  {
    name: 'a signed-in employer registering a brand',
    caller: 'u-hiring',
    requires: 'An employer of a location whose brand details may be set',
    values: { token: TOKEN, locationId: 'CH-1-1-2' },
  },
  {
    name: 'a signed-in account that has not finished registering',
    caller: 'u-newcomer',
    requires:
      'An account that has signed up and not yet completed registration (no type, name or brand set yet)',
    values: { token: TOKEN },
  },
  {
    name: 'a visitor',
    caller: '',
    requires:
      'No one signed in; a light sign-up invitation, a standing password-reset code for a member, that member, and a pending upload',
    values: {
      inviteCode: 'INVITE-DEMO',
      resetCode: 'RESET-DEMO',
      memberLogin: 'candidate@demo.test',
      uploadKey: 'demo-upload',
    },
  },
];

/** The manager's values during maintenance: the version call reports IN_MAINTENANCE. */
export const MAINTENANCE_STATE: ProviderState = {
  name: 'maintenance is on',
  caller: 'u-manager',
  requires: 'As "a signed-in location manager", and the web app is in maintenance (IN_MAINTENANCE)',
  values: { token: TOKEN, locationId: 'CH-1-1-1' },
};

export function stateFor(caller: string | undefined): ProviderState {
  const state = PROVIDER_STATES.find((s) => s.caller === (caller ?? ''));
  if (!state)
    throw new Error(
      `no provider state stands for caller "${caller}": add one to provider-states.ts`,
    );
  return state;
}
