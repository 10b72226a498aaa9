import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageLinks } from './language-links';
import { ProductMark } from './product-mark';

/** The mark beside the name, not underlined (the layout's rules travel with the base stylesheet). */
const LOGO: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  textDecoration: 'none',
};

export interface AuthLayoutProps {
  children: ReactNode;
  productName: string;
  /** §2: hidden when a brand query parameter is present or the header is hidden. */
  hideHeader?: boolean;
  /** Which prompt the footer shows to a logged-out visitor; none when signed in. */
  footer: 'login' | 'signup' | 'none';
  loginUrl: string;
  signupUrl: string;
}

/** The authentication layout (§2): logo header and the log-in / sign-up prompt [R2-20…R2-22]. */
export function AuthLayout({
  children,
  productName,
  hideHeader,
  footer,
  loginUrl,
  signupUrl,
}: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-layout">
      {!hideHeader && (
        <header className="auth-header">
          {/* The product's mark and name, one link home whose name starts with the words shown. */}
          <Link
            to="/"
            className="logo"
            aria-label={t('layout.logoAlt', { product: productName })}
            style={LOGO}
          >
            <ProductMark />
            <span>{productName}</span>
          </Link>
        </header>
      )}
      <main>{children}</main>
      {footer === 'login' && (
        <p className="auth-footer">
          {t('layout.alreadyHaveAccount')} <Link to={loginUrl}>{t('layout.login')}</Link>
        </p>
      )}
      {footer === 'signup' && (
        <p className="auth-footer">
          {t('layout.noAccount', { product: productName })}{' '}
          <Link to={signupUrl}>{t('layout.signUp')}</Link>
        </p>
      )}
      <LanguageLinks />
    </div>
  );
}
