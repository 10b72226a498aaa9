import type { BrandListItem, BrandUser } from '@ws/contracts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { paths } from '../../../config/paths';
import type { CandidateHit } from '../match';

// Each group's rows are drawn when its own answer arrives, not again when another group's does: the
// three answers come one after another, and each drew every row of the page anew.

interface HitProps {
  to: string;
  /** The picture or letter before the words. */
  leading: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  /** What following the link does, in words. */
  action: string;
  current?: boolean;
}

/** One result: a link with its picture, name, what it is and what opening it does. */
function Hit({ to, leading, title, subtitle, action, current = false }: HitProps) {
  return (
    <li>
      <Link className="search-hit" aria-current={current ? 'true' : undefined} to={to}>
        {leading}
        <span className="search-hit__main">
          <span className="search-hit__title">{title}</span>
          <span className="search-hit__subtitle">{subtitle}</span>
        </span>
        <span className="search-hit__action">{action}</span>
      </Link>
    </li>
  );
}

export const BrandHits = memo(function BrandHits({ brands }: { brands: readonly BrandListItem[] }) {
  const { t } = useTranslation('search');
  return brands.map((b) => (
    <Hit
      key={b.id}
      to={`${paths.hiring}?brand=${encodeURIComponent(b.id)}`}
      leading={
        <span className="search-hit__logo" aria-hidden="true">
          {b.name.slice(0, 1)}
        </span>
      }
      title={b.name}
      subtitle={`${t(`brandType.${b.type}`, { defaultValue: b.type })} · ${b.id}`}
      action={t('open.brand')}
    />
  ));
});

export const EmployeeHits = memo(function EmployeeHits({
  employees,
  openId,
}: {
  employees: readonly BrandUser[];
  /** The employee whose card is open, marked as the current result. */
  openId: string | null;
}) {
  const { t } = useTranslation('search');
  return employees.map((u) => (
    <Hit
      key={u.id}
      current={openId === u.id}
      to={`?employee=${encodeURIComponent(u.id)}&at=${encodeURIComponent(u.brand_id)}`}
      leading={<Avatar firstName={u.first_name} lastName={u.last_name} avatarId={u.id} size={36} />}
      title={`${u.first_name} ${u.last_name}`}
      subtitle={`${u.position.name} · ${t(`status.${u.status}`)}`}
      action={t('open.employee')}
    />
  ));
});

export const CandidateHits = memo(function CandidateHits({
  candidates,
}: {
  candidates: readonly CandidateHit[];
}) {
  const { t } = useTranslation('search');
  return candidates.map((c) => (
    <Hit
      key={c.id}
      to={`${paths.hiring}?brand=${encodeURIComponent(c.application.brand.id)}&application=${encodeURIComponent(c.application.id)}${
        c.application.archived ? '&archived=1' : ''
      }`}
      leading={<Avatar firstName={c.first_name} lastName={c.last_name} avatarId={c.id} size={36} />}
      title={`${c.first_name} ${c.last_name}`}
      subtitle={`${c.application.position.name} · ${c.application.brand.name}${
        c.applications > 1 ? ` · ${t('moreApplications', { count: c.applications - 1 })}` : ''
      }`}
      action={t('open.candidate')}
    />
  ));
});
