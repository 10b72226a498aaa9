/** Profile schemes (§7). */
import { emptyQuery } from '../schemas/common.ts';
import { bearerErrors, endpoint, envelope } from '../define.ts';
import { AccountUpdateSchema } from '../schemas/account-update.ts';
import { ProfileSchemeSchema } from '../schemas/profile-scheme.ts';
import { UserAccountSchema } from '../schemas/user.ts';

export const profile = {
  employerScheme: endpoint({
    method: 'GET',
    path: '/v1/employers/profile_scheme',
    auth: 'bearer',
    summary:
      "The profile scheme of the caller's entry brand (inherited from the nearest ancestor that has one); 403 for non-employers. The client loads it only when the entry brand has MICE (§6)",
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(ProfileSchemeSchema), ...bearerErrors, 403: bearerErrors[401] },
    }),
    example: { caller: 'u-manager' },
  }),
  jobSeekerScheme: endpoint({
    method: 'GET',
    path: '/v1/js_dashboard/profile_scheme',
    auth: 'bearer',
    summary: "The job-seeker dashboard's profile scheme for the caller, with their own images",
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(ProfileSchemeSchema), ...bearerErrors },
    }),
    example: { caller: 'u-candidate' },
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/v1/user',
    auth: 'bearer',
    extension: true,
    // The caller's own account: no brand and no product.
    access: {},
    summary:
      "Changes the caller's first and last name and phone (E.164, or null to remove it); a changed phone is unverified until verified again (§7 verification send/check)",
    schemas: () => ({
      query: emptyQuery,
      body: AccountUpdateSchema,
      responses: { 200: envelope(UserAccountSchema), ...bearerErrors },
    }),
    example: {
      caller: 'u-candidate',
      body: { first_name: 'Casey', last_name: 'Jones-Park', phone: '+12025550143' },
    },
  }),
};
