import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refreshSession } from '../../../lib/auth';
import { redirectTarget } from '../../../lib/redirect-target';

/** /user/refresh (§2): a forced token refresh, then the target (ref, default /; see redirectTarget). */
export function Component() {
  const [params] = useSearchParams();
  useEffect(() => {
    const target = redirectTarget(params.get('ref'), window.location.origin);
    void refreshSession()
      .catch((error: unknown) => console.warn('refresh failed', error))
      .finally(() => window.location.replace(target.toString()));
  }, [params]);
  return null;
}
