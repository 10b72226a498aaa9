import type { RouteObject } from 'react-router-dom';

/** design-system/* (§2): login required, so it sits under RequireAuth. One page; the sub-path picks a widget. */
export const designSystemRoutes: RouteObject[] = [
  { path: '/design-system/*', lazy: () => import('./design-system-page') },
];
