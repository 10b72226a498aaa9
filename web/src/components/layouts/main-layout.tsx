import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="main-layout">
      <header className="main-header">
        <span className="logo">{t('productName')}</span>
        <Link to="/user/logout">{t('logout')}</Link>
      </header>
      <main>{children}</main>
    </div>
  );
}
