import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/feedback/toaster';
import { useModalStore } from '../../components/ui/dialog/modal-store';
import { useGidParam } from '../../features/brands-context/hooks/use-gid-param';
import { ConsentBanner } from '../../features/consent/components/consent-banner';

// The modal stack (and the floating-ui it is built on) is not needed for a page's first paint:
// it loads once the page is up, and a modal opened before that waits for it.
const loadModalHost = () => import('../../components/ui/dialog/modal-host');
const ModalHost = lazy(async () => ({ default: (await loadModalHost()).ModalHost }));

function Modals() {
  const open = useModalStore((s) => s.stack.length > 0);
  useEffect(() => {
    loadModalHost().catch((error: unknown) => console.warn('the modal host could not be loaded', error));
  }, []);
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
