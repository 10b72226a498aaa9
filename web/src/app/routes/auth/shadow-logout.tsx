import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserInfo } from '@/lib/queries/user-info';
import { logoutSession } from '../../../features/session/logout';
import { env } from '../../../config/env';
import { getAccessToken } from '../../../lib/auth';

/**
 * /user/shadow-logout (§2): a signed-in shadow user is signed out first; everyone ends on
 * the corporate host's /user/login. No visible content.
 */
export function Component() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void (async () => {
      const token = await getAccessToken().catch(() => null);
      const user = token ? await getUserInfo().catch(() => null) : null;
      if (user?.is_shadow_user) await logoutSession(queryClient);
      window.location.replace(`${env.corporateHost}/user/login`);
    })();
  }, [queryClient]);
  return null;
}
