/**
 * The route table (spec §2), composed from one route list per area so each area's routes live
 * beside its screens. Route modules are lazy; URLs come from config/paths.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { authRoutes } from './routes/auth/routes';
import { designSystemRoutes } from './routes/design-system/routes';
import { protectedRoutes, publicRoutes } from './routes/shell-routes';
import { RequireAuth } from './routes/require-auth';

export function createAppRouter(_queryClient: QueryClient) {
  return createBrowserRouter([
    ...authRoutes,
    { element: <RequireAuth />, children: [...protectedRoutes, ...designSystemRoutes] },
    ...publicRoutes,
  ]);
}
