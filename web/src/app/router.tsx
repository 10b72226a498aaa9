/** The route table (spec §2). Route modules are lazy; URLs come from config/paths. */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAuth } from './routes/require-auth';

const titled = (title: string) => async () => {
  const { TitledPage } = await import('./routes/misc/titled-page');
  return { Component: () => <TitledPage title={title} /> };
};

export function createAppRouter(_queryClient: QueryClient) {
  return createBrowserRouter([
    { path: paths.login, lazy: () => import('./routes/auth/login') },
    { path: paths.logout, lazy: () => import('./routes/auth/logout') },
    {
      element: <RequireAuth />,
      children: [
        { path: paths.dashboard, lazy: () => import('./routes/dashboard/home') },
        { path: paths.member, lazy: titled('Member dashboard') },
        { path: paths.tts, lazy: titled('Time-to-serve dashboard') },
        { path: paths.hiring, lazy: titled('Hiring dashboard') },
        { path: paths.schedule, lazy: titled('Schedule') },
        { path: paths.welcome, lazy: titled('Welcome') },
        { path: paths.gpMain, lazy: titled('Enterprise main dashboard') },
        { path: paths.parentMain, lazy: titled('Parent main dashboard') },
        { path: paths.risk, lazy: titled('Risk dashboard') },
        { path: `${paths.accessPortal}/*`, lazy: titled('Access portal') },
      ],
    },
    { path: '/', lazy: () => import('./routes/dashboard/root-redirect') },
    { path: '*', lazy: () => import('./routes/misc/legacy-redirect') },
  ]);
}
