import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MainLayout } from '../../components/layouts/main-layout';
import { loginWithRef } from '../../config/paths';
import { useAuthCheck } from '../../features/session/hooks/use-auth-check';

/** Logged-out visitors of a login-required route go to login with ref = current path [R2-06]. */
export function RequireAuth() {
  const status = useAuthCheck();
  const location = useLocation();
  if (status === 'unknown') return null;
  if (status === 'anonymous') {
    return <Navigate replace to={loginWithRef(location.pathname + location.search)} />;
  }
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
