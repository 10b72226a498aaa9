import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

interface MainLayoutProps {
  header: ReactNode;
  /** Employers only (§6); null for everyone else. */
  sideNav?: ReactNode;
  sideNavState?: 'expanded' | 'collapsed' | 'fixed-open';
  /** §2: blurred while the side nav or the global search is open. */
  blurred?: boolean;
  onBackdropClick?: () => void;
  children: ReactNode;
}

/** The frame every signed-in screen lives in (§2 main layout). */
export function MainLayout({
  header,
  sideNav,
  sideNavState = 'collapsed',
  blurred = false,
  onBackdropClick,
  children,
}: MainLayoutProps) {
  const { pathname } = useLocation();
  // §2: every path change starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="main-layout" data-side-nav={sideNav ? sideNavState : 'none'}>
      {header}
      <div className="main-body">
        {sideNav}
        <main
          className={blurred ? 'main-content is-blurred' : 'main-content'}
          data-blurred={blurred}
        >
          {children}
        </main>
      </div>
      {blurred && <div className="layout-backdrop" aria-hidden="true" onClick={onBackdropClick} />}
    </div>
  );
}
