import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { env } from '../../../config/env';
import { getUserInfo } from '@/lib/queries/user-info';
import { logoutSession } from '../../../features/session/logout';
import { getAccessToken } from '../../../lib/auth';
import { redirectTarget } from '../../../lib/redirect-target';

/** The user, when signed in; a failed check counts as signed out. */
async function signedInUser() {
  const token = await getAccessToken().catch(() => null);
  return token ? getUserInfo().catch(() => null) : null;
}

/**
 * /user/logout (§2): reads ref, brand and redirectAfterLogout (URL-decoded, default
 * /; a value that is not a path of this app falls back to /). A shadow user goes to the corporate
 * host's /user/logout; anyone else to the target with brand and ref appended, by replace navigation.
 * Nothing about the target can stop the sign-out itself.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = redirectTarget(params.get('redirectAfterLogout'), window.location.origin);
    for (const key of ['brand', 'ref'] as const) {
      const value = params.get(key);
      if (value) url.searchParams.set(key, value);
    }
    void (async () => {
      const user = await signedInUser();
      await logoutSession(queryClient);
      window.location.replace(
        user?.is_shadow_user ? `${env.corporateHost}/user/logout` : url.toString(),
      );
    })();
  }, [params, queryClient]);
  return <p aria-busy="true">{t('status.signingOut')}</p>;
}
