import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAccess } from './use-access';

/** What a screen needs: a product (§1, §6) or sales access (MANAGER_NO_SALES has none). */
export type ProductNeed = 'hiring' | 'scheduling';

/** A product's screen: the no-access page for a user whose policy lacks the product. */
export function ProductRoute({ needs, children }: { needs: ProductNeed; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const access = useAccess();
  if (access.state === 'checking') return <section className="page" aria-busy="true" />;
  if (access.features[needs]) return children;
  return (
    <section className="page no-access" data-testid="no-access">
      <h1>{t('noAccess.title')}</h1>
      <p>{t(`noAccess.${needs}`)}</p>
      <p>
        <Link to={paths.dashboard}>{t('errorPage.home')}</Link>
      </p>
    </section>
  );
}
