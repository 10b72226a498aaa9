import { z } from 'zod';
import { bearerErrors, brandErrors, endpoint, envelope } from '../define.ts';
import { BrandListItemSchema, PolicySchema } from '../schemas/brand.ts';
import {
  MfaSetupStatusSchema,
  NavigationPreferencesSchema,
  UserInfoSchema,
} from '../schemas/user.ts';

const flag = z.enum(['true', 'false']).optional();

export const users = {
  info: endpoint({
    method: 'GET',
    path: '/v1/users/info',
    auth: 'bearer',
    summary: 'The signed-in user (§3 User info)',
    query: z.object({ include_persona: flag, include_highest_parent: flag }).strict(),
    responses: { 200: envelope(UserInfoSchema), ...bearerErrors, 403: bearerErrors[401] },
  }),
  brands: endpoint({
    method: 'GET',
    path: '/v1/users/brands',
    auth: 'bearer',
    summary: "The brands the user can enter, flat or structured",
    query: z
      .object({
        view_mode: z.enum(['STRUCTURED', 'FLAT']).optional(),
        include_archived: flag,
        filter_services: z.enum(['TEAM_SCHEDULING']).optional(),
      })
      .strict(),
    responses: { 200: envelope(z.array(BrandListItemSchema)), ...bearerErrors },
  }),
  brandPolicy: endpoint({
    method: 'GET',
    path: '/v1/users/brands/:brandId/policy',
    auth: 'bearer',
    summary: "The user's policy on one brand",
    params: z.object({ brandId: z.string().min(1) }).strict(),
    responses: { 200: envelope(PolicySchema), ...brandErrors },
  }),
  navigationPreferences: endpoint({
    method: 'GET',
    path: '/v1/users/navigation_preferences',
    auth: 'bearer',
    summary: 'The stored default home page',
    responses: { 200: envelope(NavigationPreferencesSchema), ...bearerErrors },
  }),
  mfaSetupStatus: endpoint({
    method: 'GET',
    path: '/v1/users/mfa/setup/status',
    auth: 'bearer',
    summary: 'Whether the user must set up multi-factor authentication first',
    responses: { 200: envelope(MfaSetupStatusSchema), ...bearerErrors },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/logout',
    auth: 'bearer',
    summary: 'Ends the session server-side, revoking the refresh token',
    body: z.object({ refresh_token: z.string().min(1) }).strict(),
    responses: { 200: envelope(z.object({ logged_out: z.boolean() })), ...bearerErrors },
  }),
};
