import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

const titled = (title: string) => async () => {
  const { TitledPage } = await import('./misc/titled-page');
  return { Component: () => <TitledPage title={title} /> };
};

/** Login-required pages (§2); each destination is a titled page until its screen lands. */
export const protectedRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('./dashboard/home') },
  { path: paths.member, lazy: titled('Member dashboard') },
  { path: paths.tts, lazy: titled('Time-to-serve dashboard') },
  { path: paths.hiring, lazy: titled('Hiring dashboard') },
  { path: paths.schedule, lazy: titled('Schedule') },
  { path: paths.welcome, lazy: titled('Welcome') },
  { path: paths.gpMain, lazy: titled('Enterprise main dashboard') },
  { path: paths.parentMain, lazy: titled('Parent main dashboard') },
  { path: paths.risk, lazy: titled('Risk dashboard') },
  { path: `${paths.accessPortal}/*`, lazy: titled('Access portal') },
];

export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: () => import('./dashboard/root-redirect') },
  { path: '*', lazy: () => import('./misc/legacy-redirect') },
];
