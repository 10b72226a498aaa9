/** Profile schemes (§7). */
import { emptyQuery } from '../schemas/common.ts';
import { bearerErrors, call } from '../define.ts';
import { AccountUpdateSchema } from '../schemas/account-update.ts';
import { ProfileSchemeSchema } from '../schemas/profile-scheme.ts';
import { UserAccountSchema } from '../schemas/user.ts';

export const profile = {
  employerScheme: call(
    'GET /v1/employers/profile_scheme',
    "The profile scheme of the caller's entry brand (inherited from the nearest ancestor that has one); 403 for non-employers. The client loads it only when the entry brand has MICE (§6)",
    () => ({
      query: emptyQuery,
      data: ProfileSchemeSchema,
      errors: { ...bearerErrors, 403: bearerErrors[401] },
    }),
    { example: { caller: 'u-manager' } },
  ),
  jobSeekerScheme: call(
    'GET /v1/js_dashboard/profile_scheme',
    "The job-seeker dashboard's profile scheme for the caller, with their own images",
    () => ({ query: emptyQuery, data: ProfileSchemeSchema, errors: bearerErrors }),
    { example: { caller: 'u-candidate' } },
  ),
  // The caller's own account: no brand and no product.
  updateAccount: call(
    'PUT /v1/user',
    "Changes the caller's first and last name and phone (E.164, or null to remove it); a changed phone is unverified until verified again (§7 verification send/check)",
    () => ({
      query: emptyQuery,
      body: AccountUpdateSchema,
      data: UserAccountSchema,
      errors: bearerErrors,
    }),
    {
      extension: true,
      access: {},
      example: {
        caller: 'u-candidate',
        body: { first_name: 'Casey', last_name: 'Jones-Park', phone: '+12025550143' },
      },
    },
  ),
};
