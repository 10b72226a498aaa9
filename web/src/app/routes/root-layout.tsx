import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../components/feedback/offline-banner';
import { Toaster } from '../../components/feedback/toaster';
import { useGidParam } from '../../features/brands-context/hooks/use-gid-param';
import { ConsentBanner } from '../../features/consent/components/consent-banner';

/** Around every route: the offline banner, the consent banner, toasts, and the gid parameter. */
export function RootLayout() {
  useGidParam();
  return (
    <>
      <OfflineBanner />
      <ConsentBanner />
      <Outlet />
      <Toaster />
    </>
  );
}
