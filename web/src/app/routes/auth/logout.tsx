import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { logoutSession } from '../../../features/session/logout';

/** /user/logout (§2): reads ref, brand and redirectAfterLogout (URL-decoded, default /). */
export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    const target = decodeURIComponent(params.get('redirectAfterLogout') ?? '/') || '/';
    const url = new URL(target, window.location.origin);
    for (const key of ['brand', 'ref'] as const) {
      const value = params.get(key);
      if (value) url.searchParams.set(key, value);
    }
    void logoutSession(queryClient).finally(() => window.location.replace(url.toString()));
  }, [params, queryClient]);
  return <p aria-busy="true">Signing out…</p>;
}
