import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { env } from '../config/env';
import { startMonitoring } from '../lib/monitoring';
import { registerServiceWorker } from '../lib/service-worker';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } }),
  );
  const [router] = useState(() => createAppRouter(queryClient));
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
