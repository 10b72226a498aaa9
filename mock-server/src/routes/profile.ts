import type { api } from '@ws/contracts';
import { employerSchemeFor } from '../db/brand-views.ts';
import { DEFAULT_ACCENT, DEFAULT_HEADER } from '../db/catalogue.ts';
import { userMediaOf } from '../db/media.ts';
import { accountOf } from '../db/user-rows.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';

export const profileHandlers: AreaHandlers<typeof api.profile> = {
  employerScheme: ({ caller, world }) => {
    const user = must(caller);
    if (!user.employer)
      return fail(403, 'FORBIDDEN', 'Only employers have an employer profile scheme');
    return ok(
      employerSchemeFor(world, user) ?? {
        scheme_settings: { background_color: DEFAULT_HEADER, accent_color: DEFAULT_ACCENT },
        profile_image: null,
        rectangle_profile_image: null,
      },
    );
  },

  // Job seekers get the §9 default colours around their own images.
  jobSeekerScheme: ({ caller, world }) =>
    ok({
      scheme_settings: { background_color: DEFAULT_HEADER, accent_color: DEFAULT_ACCENT },
      ...userMediaOf(world, must(caller).id),
    }),

  // A new phone number has not been verified: the person sends and opens a new link (§7).
  updateAccount: ({ caller, world, body }) => {
    const user = must(caller);
    if (body.phone !== user.phone) world.phoneVerified.delete(user.id);
    user.first_name = body.first_name;
    user.last_name = body.last_name;
    user.phone = body.phone;
    return ok(accountOf(user));
  },
};
