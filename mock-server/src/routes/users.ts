import type { api } from '@ws/contracts';
import {
  coveredBrandIds,
  PERMISSION_CATEGORIES,
  holds,
  policyFor,
  settleFirstExternalLogin,
  toUserInfo,
} from '../db/access.ts';
import { toListItem } from '../db/brand-views.ts';
import { pick } from '../db/indexes.ts';
import { setProfilePhoto, userMediaOf } from '../db/media.ts';
import { accountOf } from '../db/user-rows.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';
import { textVerificationLink } from './phone-verification.ts';

export const usersHandlers: AreaHandlers<typeof api.users> = {
  info: ({ caller, world, request }) => {
    const user = must(caller);
    settleFirstExternalLogin(user, request.callerSession ?? null);
    return ok(toUserInfo(world, user));
  },

  user: ({ caller }) => ok(accountOf(must(caller))),

  brands: ({ caller, world, query }) => {
    const user = must(caller);
    const favourites = world.favourites.get(user.id);
    const rows = [...coveredBrandIds(world, user)]
      .map((id) => world.brands.get(id))
      .filter((b) => b !== undefined)
      .filter((b) => query.include_archived === 'true' || !b.archived)
      .filter(
        (b) => !query.filter_services || b.services.some((s) => s.code === query.filter_services),
      )
      .map(({ id, name, type, group_id, parent_id }) => ({
        id,
        name,
        type,
        group_id,
        parent_id,
        is_favourite: favourites?.has(id) ?? false,
      }));
    return ok(
      query.view_mode === 'FLAT' ? rows.sort((a, b) => a.name.localeCompare(b.name)) : rows,
    );
  },

  favouriteBrands: ({ caller, world }) => {
    const user = must(caller);
    const covered = coveredBrandIds(world, user);
    // Stars stay when the brand leaves the caller's reach (moved, or the caller's entry changed).
    const starred = [...(world.favourites.get(user.id) ?? [])].filter((id) => covered.has(id));
    return ok(pick(world.brands, starred).map((b) => ({ ...toListItem(b), is_favourite: true })));
  },

  brandPolicy: ({ caller, world, params }) => {
    return ok(policyFor(world, must(caller), params.brandId));
  },

  navigationPreferences: ({ caller }) => ok({ default_home_page: must(caller).default_home_page }),

  mfaSetupStatus: ({ caller }) => ok({ setup_required: must(caller).mfa_setup_required }),

  latLong: ({ world }) => {
    const home = world.brands.get('EN-1');
    return ok({
      latitude: home?.latitude ?? 0,
      longitude: home?.longitude ?? 0,
      city: home?.city ?? '',
      country_code: 'US',
    });
  },

  logout: async ({ caller, world, body, request }) => {
    const owner = await request.server.identity.refreshTokenOwner(body.refresh_token);
    if (owner === undefined)
      return fail(
        400,
        'INVALID_REFRESH_TOKEN',
        'This is not a refresh token of this sign-in service.',
        'body.refresh_token',
      );
    if (owner !== must(caller).id)
      return fail(
        403,
        'NOT_YOUR_SESSION',
        'You can only end your own session.',
        'body.refresh_token',
      );
    world.revokedRefreshTokens.add(body.refresh_token);
    // The session's access tokens are refused from the next call on.
    await request.server.identity.endSession(body.refresh_token);
    return ok({ logged_out: true });
  },

  sendVerification: ({ caller, world, body, request, publicUrl }) => {
    const user = must(caller);
    const verified = body.type === 'EMAIL' ? user.verified : world.phoneVerified.has(user.id);
    if (body.type === 'PHONE' && !user.phone)
      return fail(400, 'NO_PHONE', 'No phone number to verify', 'body.type');
    if (body.type === 'PHONE' && !verified && user.phone)
      textVerificationLink(request, { ...user, phone: user.phone }, publicUrl);
    return ok({ type: body.type, verified, sent: !verified });
  },

  checkVerification: ({ caller, world, query }) => {
    const user = must(caller);
    return ok({
      type: query.type,
      verified: query.type === 'EMAIL' ? user.verified : world.phoneVerified.has(user.id),
    });
  },

  profilePhoto: ({ caller, world, files }) => {
    const bytes = files.file?.[0];
    if (!bytes) return fail(400, 'VALIDATION_ERROR', 'body.file: a file is required', 'body.file');
    return ok(setProfilePhoto(world, must(caller).id, bytes));
  },

  basicMedia: ({ caller, world }) => ok(userMediaOf(world, must(caller).id)),

  policy: ({ caller, world, query }) => {
    const user = must(caller);
    return ok(policyFor(world, user, query.brands_ids));
  },

  permissionGrants: ({ caller, query }) => {
    const user = must(caller);
    return ok(
      query.brands_ids.map((brand_id) => ({
        brand_id,
        permissions: query.permissions.map((name) => ({
          name,
          granted: holds(user, name) !== undefined,
        })),
      })),
    );
  },

  isAuthorized: ({ caller, query }) => {
    const user = must(caller);
    const inCategory = (name: string) =>
      !query.permission_category || PERMISSION_CATEGORIES[name] === query.permission_category;
    return ok({
      authorized: query.required_permissions.every(
        (name) => inCategory(name) && holds(user, name) !== undefined,
      ),
    });
  },
};
