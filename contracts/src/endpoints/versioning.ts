import { z } from 'zod';
import { bearerErrors, brandErrors, endpoint, envelope, publicErrors } from '../define.ts';
import {
  BrandRumSettingsSchema,
  LoginTimeSchema,
  RumSettingsSchema,
  VersionInfoSchema,
} from '../schemas/versioning.ts';

/** Versioning and monitoring (§7) */
export const versioning = {
  webVersions: endpoint({
    method: 'GET',
    path: '/v1/web_versions',
    auth: 'bearer',
    access: { unscoped: 'brand_id only tags the check; every caller gets the same versions' },
    summary:
      'The current web version, its update rules, maintenance state and cache invalidation (§3 Version info)',
    schemas: () => ({
      query: z
        .object({
          brand_id: z.string().min(1).optional(),
          web_app_code: z.string().min(1),
          version: z.string().regex(/^\d+$/, 'expected a whole version number'),
        })
        .strict(),
      responses: { 200: envelope(VersionInfoSchema), ...bearerErrors },
    }),
    example: {
      caller: 'u-manager',
      query: { brand_id: 'CH-1-1-1', web_app_code: 'HARBOR_WEB', version: '225' },
    },
  }),
  rumSettings: endpoint({
    method: 'GET',
    path: '/v1/rum_settings',
    auth: 'none',
    summary: 'Monitoring settings for visitors who are not signed in',
    schemas: () => ({
      responses: { 200: envelope(RumSettingsSchema), ...publicErrors },
    }),
    example: {},
  }),
  brandRumSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/rum_settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "A brand's monitoring settings; a null sampling percentage means unset",
    schemas: () => ({
      params: z.object({ brandId: z.string().min(1) }).strict(),
      responses: { 200: envelope(BrandRumSettingsSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } },
  }),
  loginTime: endpoint({
    method: 'GET',
    path: '/v1/users/login_time',
    auth: 'bearer',
    summary:
      'When the signed-in user last authenticated (§7: the login-time call; its path is ours)',
    schemas: () => ({
      responses: { 200: envelope(LoginTimeSchema), ...bearerErrors },
    }),
    example: { caller: 'u-manager' },
  }),
};
