import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/feedback/toaster';
import { useModalStore } from '../../components/ui/dialog/modal-store';
import { useGidParam } from '../../features/brands-context/hooks/use-gid-param';
import { ConsentBanner } from '../../features/consent/components/consent-banner';

// The modal stack (and the floating-ui it is built on) is not part of a page's first load: it loads
// when the first modal opens, which waits for it.
const ModalHost = lazy(async () => ({
  default: (await import('../../components/ui/dialog/modal-host')).ModalHost,
}));

function Modals() {
  const open = useModalStore((s) => s.stack.length > 0);
  return open ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}

/** Around every route: the consent banner, the modal stack, toasts, and the gid parameter (main.tsx mounts the offline banner). */
export function RootLayout() {
  useGidParam();
  return (
    <>
      <ConsentBanner />
      <Outlet />
      <Modals />
      <Toaster />
    </>
  );
}
