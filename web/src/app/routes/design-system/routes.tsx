import type { RouteObject } from 'react-router-dom';

/** design-system/* (§2): login required, so it sits under RequireAuth. */
export const designSystemRoutes: RouteObject[] = [];
