import type { FaultRule } from './src/faults.ts';
import { defineScenario } from './src/target.ts';

/**
 * The screens' own data calls (path globs, `*` matches anything). Everything not listed keeps
 * answering: sign-in, the user (users/info, MFA status, navigation preferences, photo), the shell's
 * brand calls (users/brands, policy, services, the brand switcher's tree and favourites, account
 * suspension, profile schemes, monitoring settings), version checks, brand settings and lookups
 * (currencies, positions). So the frame stands and each screen shows its own error with Try again.
 */
export const OUTAGE_PATTERNS: readonly string[] = [
  // Applications and messaging (hiring, member, the time-to-serve dashboard, threads, unread counts).
  '/v1/employer_applications',
  '/v1/brands/*/applications/board',
  '/v1/candidate_applications',
  '/v1/application_messages/*',
  '/v1/applications/*/messages',
  '/v1/message_is_read',
  '/v1/unread_message_count_candidate',
  '/v1/groups/*/unread_message_count_employer',
  '/v1/groups/*/employer/message_baord_data',
  // People on a team (schedule, dashboards, raffle entrants, search's employee cards).
  '/v3/brands/*/users',
  '/v1/brands/*/users',
  '/v1/brands/*/users/locations*',
  '/v1/brands/*/users/*/basic_info',
  // Schedule, brand media, clock-out attestation, rewards.
  '/v1/brands/*/shifts*',
  '/v1/brands/*/media*',
  '/v1/brands/*/clockout_attestation/*',
  '/v1/brands/*/rewards/*',
  // Job boards' campaigns (connecting a board still answers), global search, news feed.
  '/v1/*/campaigns*',
  '/v1/brands/*/brands/search',
  '/v1/brands/*/news_feed*',
];

export default defineScenario({
  name: 'outage',
  description:
    "The data services are down: every screen's data call answers 503 while sign-in, the user, the shell's brand and version calls still answer [R7-07]",
  apply(sim) {
    for (const pattern of OUTAGE_PATTERNS) {
      const rule: FaultRule = { kind: 'error', pattern, share: 1 };
      sim.addFault(rule);
    }
  },
});
