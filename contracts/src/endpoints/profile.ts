/** Profile schemes (§7). */
import { emptyQuery } from '../schemas/common.ts';
import { bearerErrors, endpoint, envelope } from '../define.ts';
import { ProfileSchemeSchema } from '../schemas/profile-scheme.ts';

export const profile = {
  employerScheme: endpoint({
    method: 'GET',
    path: '/v1/employers/profile_scheme',
    auth: 'bearer',
    summary:
      "The profile scheme of the caller's entry brand (inherited from the nearest ancestor that has one); 403 for non-employers. The client loads it only when the entry brand has MICE (§6)",
    query: emptyQuery,
    responses: { 200: envelope(ProfileSchemeSchema), ...bearerErrors, 403: bearerErrors[401] },
    example: { caller: 'u-manager' },
  }),
  jobSeekerScheme: endpoint({
    method: 'GET',
    path: '/v1/js_dashboard/profile_scheme',
    auth: 'bearer',
    summary: "The job-seeker dashboard's profile scheme for the caller, with their own images",
    query: emptyQuery,
    responses: { 200: envelope(ProfileSchemeSchema), ...bearerErrors },
    example: { caller: 'u-candidate' },
  }),
};
