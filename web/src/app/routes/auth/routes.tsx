import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Authentication pages (§2): public, with the auth layout. */
export const authRoutes: RouteObject[] = [
  { path: paths.login, lazy: () => import('./login') },
  { path: paths.logout, lazy: () => import('./logout') },
];
