import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/feedback/toaster';
import { useModalStore } from '../../components/ui/dialog/modal-store';
import { useGidParam } from '../../features/brands-context/hooks/use-gid-param';
import { ConsentBanner } from '../../features/consent/components/consent-banner';

// The modal stack (and the floating-ui it is built on) is not needed for a page's first load: it
// loads on the visitor's first pointer or key press (what opens a modal), so it is on its way
// before the modal is asked for; a modal opened before it arrives waits for it (issue 14).
const loadModalHost = () => import('../../components/ui/dialog/modal-host');
const ModalHost = lazy(async () => ({ default: (await loadModalHost()).ModalHost }));

const PRELOAD_ON = ['pointerdown', 'keydown'] as const;

function Modals() {
  const open = useModalStore((s) => s.stack.length > 0);
  useEffect(() => {
    const preload = () => {
      loadModalHost().catch((error: unknown) => console.warn('the modal host could not be loaded', error));
      for (const type of PRELOAD_ON) window.removeEventListener(type, preload, true);
    };
    for (const type of PRELOAD_ON) window.addEventListener(type, preload, true);
    return () => {
      for (const type of PRELOAD_ON) window.removeEventListener(type, preload, true);
    };
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
