import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '../../../config/env';

/** Unknown paths go to the legacy application host, keeping path and query. */
export function Component() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`${env.legacyHost}${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
