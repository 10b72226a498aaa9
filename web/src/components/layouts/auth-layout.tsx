import type { ReactNode } from 'react';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <span className="logo">Harbor</span>
      </header>
      <main>{children}</main>
    </div>
  );
}
