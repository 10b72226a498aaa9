import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../components/feedback/offline-banner';
import { Toaster } from '../../components/feedback/toaster';
import { ModalHost } from '../../components/ui/dialog/modal-host';
import { useGidParam } from '../../features/brands-context/hooks/use-gid-param';
import { ConsentBanner } from '../../features/consent/components/consent-banner';

/** Around every route: the offline and consent banners, the modal stack, toasts, and the gid parameter. */
export function RootLayout() {
  useGidParam();
  return (
    <>
      <OfflineBanner />
      <ConsentBanner />
      <Outlet />
      <ModalHost />
      <Toaster />
    </>
  );
}
