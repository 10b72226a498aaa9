import type { BrandListItem, BrandUser } from '@ws/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { paths } from '../../../config/paths';
import type { CandidateHit } from '../match';

// Each group's rows are drawn when its own answer arrives, not again when another group's does: the
// three answers come one after another, and each drew every row of the page anew.

export const BrandHits = memo(function BrandHits({ brands }: { brands: readonly BrandListItem[] }) {
  const { t } = useTranslation('search');
  return brands.map((b) => (
    <li key={b.id}>
      <Link className="search-hit" to={`${paths.hiring}?brand=${encodeURIComponent(b.id)}`}>
        <span className="search-hit__logo" aria-hidden="true">
          {b.name.slice(0, 1)}
        </span>
        <span className="search-hit__main">
          <span className="search-hit__title">{b.name}</span>
          <span className="search-hit__subtitle">
            {t(`brandType.${b.type}`, { defaultValue: b.type })} · {b.id}
          </span>
        </span>
        <span className="search-hit__action">{t('open.brand')}</span>
      </Link>
    </li>
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
    <li key={u.id}>
      <Link
        className="search-hit"
        aria-current={openId === u.id ? 'true' : undefined}
        to={`?employee=${encodeURIComponent(u.id)}&at=${encodeURIComponent(u.brand_id)}`}
      >
        <Avatar firstName={u.first_name} lastName={u.last_name} avatarId={u.id} size={36} />
        <span className="search-hit__main">
          <span className="search-hit__title">
            {u.first_name} {u.last_name}
          </span>
          <span className="search-hit__subtitle">
            {u.position.name} · {t(`status.${u.status}`)}
          </span>
        </span>
        <span className="search-hit__action">{t('open.employee')}</span>
      </Link>
    </li>
  ));
});

export const CandidateHits = memo(function CandidateHits({
  candidates,
}: {
  candidates: readonly CandidateHit[];
}) {
  const { t } = useTranslation('search');
  return candidates.map((c) => (
    <li key={c.id}>
      <Link
        className="search-hit"
        to={`${paths.hiring}?brand=${encodeURIComponent(c.application.brand.id)}&application=${encodeURIComponent(c.application.id)}${
          c.application.archived ? '&archived=1' : ''
        }`}
      >
        <Avatar firstName={c.first_name} lastName={c.last_name} avatarId={c.id} size={36} />
        <span className="search-hit__main">
          <span className="search-hit__title">
            {c.first_name} {c.last_name}
          </span>
          <span className="search-hit__subtitle">
            {c.application.position.name} · {c.application.brand.name}
            {c.applications > 1 ? ` · ${t('moreApplications', { count: c.applications - 1 })}` : ''}
          </span>
        </span>
        <span className="search-hit__action">{t('open.candidate')}</span>
      </Link>
    </li>
  ));
});
