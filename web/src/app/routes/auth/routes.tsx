import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthShell } from './auth-shell';

/** Authentication pages (§2): public; the visible ones share the auth layout. */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthShell />,
    children: [
      { path: paths.login, lazy: () => import('./login') },
      { path: paths.qsrLogin, lazy: () => import('./qsr-login') },
      { path: paths.signup, lazy: () => import('./signup') },
      { path: paths.employerSignup, lazy: () => import('./employer-signup') },
      { path: paths.candidateSignup, lazy: () => import('./candidate-signup') },
      { path: paths.forgotPassword, lazy: () => import('./forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./reset-password') },
      { path: paths.lightSignup, lazy: () => import('./light-signup') },
      { path: paths.setupMfa, lazy: () => import('./setup-mfa') },
    ],
  },
  { path: paths.logout, lazy: () => import('./logout') },
  { path: paths.refresh, lazy: () => import('./refresh') },
  { path: paths.shadowLogout, lazy: () => import('./shadow-logout') },
  { path: paths.ssoClient, lazy: () => import('./sso-client') },
  { path: paths.oauth2, lazy: () => import('./oauth2') },
];
