import { useQuery } from '@tanstack/react-query';
import { api } from '@ws/contracts';
import { env } from '../../../config/env';
import { request } from '../../../lib/api-client';
import { createPolicy } from '../../../lib/policy';
import { keyFor } from '../../../lib/query-keys';
import { readItem } from '../../../lib/storage';
import { getUserInfo } from '../../session/api/get-user-info';
import { homeDestination } from '../home-destination';

/** Gathers what the home redirector needs with the calls the spec names, then decides (§2). */
async function resolveHome(): Promise<string> {
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
  return homeDestination({
    user,
    policy: createPolicy(policy),
    services: services.find((s) => s.brand_id === brandId)?.services ?? [],
    defaultHomePage: prefs.default_home_page,
    locationFilterType: null,
    customWelcomePageShown: readItem('customWelcomePageShown') === 'true',
    corporateHost: env.corporateHost,
  });
}

export const useHomeDestination = () =>
  useQuery({ queryKey: [...keyFor(api.users.info), 'home-destination'], queryFn: resolveHome, retry: false, staleTime: 0 });
