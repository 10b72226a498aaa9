import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { livePendingSetup, useMfaSetupStore } from '../../../features/auth/stores/mfa-setup-store';
import { useAuthCheck } from '../../../features/session/hooks/use-auth-check';
import { refDestination } from '../../../lib/redirect-target';

const SIGNUP_PATHS: readonly string[] = [paths.signup, paths.employerSignup, paths.candidateSignup];
/** Pages a logged-in user is sent away from (§2). */
const GUEST_ONLY: readonly string[] = [
  paths.login,
  paths.qsrLogin,
  paths.forgotPassword,
  ...SIGNUP_PATHS,
];
/** Our choice: the QSR login and MFA set-up show no sign-up prompt ("unless sign-up is hidden"). */
const SIGNUP_HIDDEN: readonly string[] = [paths.qsrLogin, paths.setupMfa];

/** The auth pages' layout route; the session is re-checked on every path change. */
export function AuthShell() {
  const status = useAuthCheck();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pendingMfa = useMfaSetupStore(livePendingSetup);
  if (status === 'unknown') return null;
  // A sign-in stopped at MFA set-up goes there before anything else.
  if (status === 'anonymous' && pendingMfa && GUEST_ONLY.includes(pathname)) {
    const ref = refDestination(params.get('ref'), window.location.origin, '');
    return (
      <Navigate
        replace
        to={ref ? `${paths.setupMfa}?ref=${encodeURIComponent(ref)}` : paths.setupMfa}
      />
    );
  }
  if (status === 'authenticated' && GUEST_ONLY.includes(pathname)) {
    return (
      <Navigate
        replace
        to={refDestination(params.get('ref'), window.location.origin, paths.dashboard)}
      />
    );
  }
  const footer =
    status !== 'anonymous'
      ? 'none'
      : SIGNUP_PATHS.includes(pathname)
        ? 'login'
        : SIGNUP_HIDDEN.includes(pathname)
          ? 'none'
          : 'signup';
  return (
    <AuthLayout
      productName={env.productName}
      hideHeader={params.has('brand')}
      footer={footer}
      loginUrl={paths.login}
      signupUrl={paths.signup}
    >
      <Outlet />
    </AuthLayout>
  );
}
