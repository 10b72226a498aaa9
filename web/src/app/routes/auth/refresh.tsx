import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refreshSession } from '../../../lib/auth';

/** /user/refresh (§2) [R2-33]: a forced token refresh, then the target (ref, default /). */
export function Component() {
  const [params] = useSearchParams();
  useEffect(() => {
    const target = decodeURIComponent(params.get('ref') ?? '/') || '/';
    void refreshSession()
      .catch((error: unknown) => console.warn('refresh failed', error))
      .finally(() => window.location.replace(new URL(target, window.location.origin).toString()));
  }, [params]);
  return null;
}
