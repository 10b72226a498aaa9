import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type ManagedKind, tabPath } from '../../../features/rewards/rewards-path';
import { WithEntryBrand } from './entry-brand';
import '../../../features/rewards/components/rewards.css';
import { ArrowLeft } from 'lucide-react';

type Tab = Parameters<typeof tabPath>[1];

interface ManagementPageProps {
  /** The tab the page goes back to. */
  tab: Tab;
  /** The back link's text; the tab's name unless given. */
  backLabel?: string;
  title: string;
  /** The page's form, for the signed-in user's entry brand. */
  children: (brandId: string) => ReactNode;
}

/** A page beside the rewards tabs: a link back to its tab, its title, and its form. */
export function ManagementPage({ tab, backLabel, title, children }: ManagementPageProps) {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="rw-back" to={tabPath(pathname, tab)}>
        <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.75} />{' '}
        {backLabel ?? t(`tabs.${tab}`)}
      </Link>
      <h1>{title}</h1>
      <WithEntryBrand>{children}</WithEntryBrand>
    </section>
  );
}

const TAB_OF: Record<ManagedKind, Tab> = { budget: 'budget', rule: 'rules', raffle: 'raffles' };

/** {kind}-management/{id?}: the form that edits the record in the URL, or creates one without an id. */
export function RecordPage({
  kind,
  children,
}: {
  kind: ManagedKind;
  children: (brandId: string, id: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('rewards');
  const { id } = useParams();
  return (
    <ManagementPage tab={TAB_OF[kind]} title={id ? t(`${kind}.editTitle`) : t(`${kind}.newTitle`)}>
      {(brandId) => children(brandId, id)}
    </ManagementPage>
  );
}
