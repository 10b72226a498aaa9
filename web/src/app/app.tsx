import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { env } from '../config/env';
import { startMonitoring } from '../lib/monitoring';
import { registerServiceWorker } from '../lib/service-worker';
import type { AppRouter } from './router';

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });

/** The providers around the router; start.tsx creates both before the first render. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(() => void registerServiceWorker(env.serviceWorker), []);
  // §9: a page view per route entered.
  useEffect(
    () =>
      startMonitoring((onPath) => {
        let last = router.state.location.pathname;
        return router.subscribe((state) => {
          if (state.location.pathname === last) return;
          last = state.location.pathname;
          onPath(last);
        });
      }),
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
