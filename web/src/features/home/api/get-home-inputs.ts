import * as api from '@ws/contracts/areas';
import { env } from '../../../config/env';
import { request } from '../../../lib/api-client';
import { createPolicy } from '../../../lib/policy';
import { readItem } from '../../../lib/storage';
import { getUserInfo } from '@/lib/queries/user-info';
import type { HomeInputs } from '../home-destination';

/**
 * Gathers what the home redirector and the dashboard guards need, with the calls the spec names.
 * The reporting filter is read only for a non-top-level brand whose risk dashboard could apply.
 */
export async function getHomeInputs(): Promise<HomeInputs> {
  const user = await getUserInfo();
  const brandId = user.entry_mode?.brand_id;
  const needsBrand = user.user_employer && !(user.is_shadow_user && user.is_corporate) && brandId;
  const [policy, prefs, services] = needsBrand
    ? await Promise.all([
        request(api.users.brandPolicy, { params: { brandId } }),
        request(api.users.navigationPreferences),
        request(api.brands.services, { query: { brand_ids: [brandId] } }),
      ])
    : [undefined, { default_home_page: null }, []];
  const brandServices = services.find((s) => s.brand_id === brandId)?.services ?? [];
  const riskPossible =
    needsBrand &&
    !user.entry_mode?.top_level &&
    brandServices.some((s) => s.code === 'RISK_DETECTION');
  const reporting = riskPossible
    ? await request(api.brands.reportingSettings, {
        params: { brandId, code: 'RISK_DETECTION' },
      }).catch(() => null)
    : null;
  return {
    user,
    policy: createPolicy(policy),
    services: brandServices,
    defaultHomePage: prefs.default_home_page,
    locationFilterType: reporting?.location_filter_type ?? null,
    customWelcomePageShown: readItem('customWelcomePageShown') === 'true',
    corporateHost: env.corporateHost,
  };
}
