import { z } from 'zod';
import { bearerErrors, call, publicErrors } from '../define.ts';
import {
  BrandRumSettingsSchema,
  LoginTimeSchema,
  RumSettingsSchema,
  VersionInfoSchema,
} from '../schemas/versioning.ts';
import { brandCall } from './brand-params.ts';

/** Versioning and monitoring (§7) */
export const versioning = {
  webVersions: call(
    'GET /v1/web_versions',
    'The current web version, its update rules, maintenance state and cache invalidation (§3 Version info)',
    () => ({
      query: z
        .object({
          brand_id: z.string().min(1).optional(),
          web_app_code: z.string().min(1),
          version: z.string().regex(/^\d+$/, 'expected a whole version number'),
        })
        .strict(),
      data: VersionInfoSchema,
      errors: bearerErrors,
    }),
    {
      access: { unscoped: 'brand_id only tags the check; every caller gets the same versions' },
      example: {
        caller: 'u-manager',
        query: { brand_id: 'CH-1-1-1', web_app_code: 'HARBOR_WEB', version: '225' },
      },
    },
  ),
  rumSettings: call(
    'GET /v1/rum_settings',
    'Monitoring settings for visitors who are not signed in',
    () => ({ data: RumSettingsSchema, errors: publicErrors }),
    { auth: 'none', example: {} },
  ),
  brandRumSettings: brandCall(
    'GET /v1/brands/:brandId/rum_settings',
    "A brand's monitoring settings; a null sampling percentage means unset",
    () => ({
      params: z.object({ brandId: z.string().min(1) }).strict(),
      data: BrandRumSettingsSchema,
    }),
    { example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } } },
  ),
  loginTime: call(
    'GET /v1/users/login_time',
    'When the signed-in user last authenticated (§7: the login-time call; its path is ours)',
    () => ({ data: LoginTimeSchema, errors: bearerErrors }),
    { example: { caller: 'u-manager' } },
  ),
};
