import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { refDestination } from '../../../lib/redirect-target';

/**
 * `/`: the home redirector, or the page a ref names. The logout sends here with the ref of the page
 * the session ended on (§4 window focus,); dropping it would bring the person back to their
 * home rather than that page once they sign in again. Only a path of this app is followed.
 */
export function Component() {
  const [params] = useSearchParams();
  const target = refDestination(params.get('ref'), window.location.origin, paths.dashboard);
  return <Navigate replace to={target === '/' ? paths.dashboard : target} />;
}
