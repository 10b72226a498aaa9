import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="main-layout">
      <header className="main-header">
        <span className="logo">Harbor</span>
        <Link to="/user/logout">Log out</Link>
      </header>
      <main>{children}</main>
    </div>
  );
}
