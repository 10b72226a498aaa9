import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { KpiTile } from '@/components/charts/kpi-tile';
import { Pager } from '@/components/ui/pager/pager';
import { pageCount, pageFromParam } from '@/lib/paging';
import { useGroup } from '../api/get-group';
import { LOCATIONS_PAGE_SIZE, useLocationsPage } from '../api/get-locations';
import { EmptyState } from '@/components/ui/states/states';
import { QueryState } from './query-state';
import { numberFormat } from '../../../lib/intl-format';
import { Building2 } from 'lucide-react';

/**
 * The top-level employer's home: the group at a glance and every location, searched and paged by
 * the server (a group has hundreds).
 */
export function PortalHome({ brandId, topLevel }: { brandId: string; topLevel: boolean }) {
  const { t, i18n } = useTranslation('access-portal');
  const [params, setParams] = useSearchParams();
  const group = useGroup(brandId, topLevel);
  const search = params.get('q') ?? '';
  const wanted = pageFromParam(params.get('page'));
  const locations = useLocationsPage(brandId, search, wanted);
  const number = numberFormat(i18n.language || 'en');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const pages = pageCount(locations.data?.total ?? 0, LOCATIONS_PAGE_SIZE);
  // A page past the last (an old link, or fewer matches than before) shows the last one instead.
  const beyond = locations.isSuccess && !locations.isPlaceholderData && wanted > pages;
  useEffect(() => {
    if (beyond) update({ page: pages > 1 ? String(pages) : null });
  });

  if (locations.isError || locations.isPending) return <QueryState query={locations} />;

  const { locations: shown, all_locations: allLocations, all_people: people } = locations.data;
  const page = Math.min(wanted, pages);
  const shortcuts = [
    { to: 'settings/basic-info', key: 'basicInfo' },
    { to: 'settings/positions', key: 'positions' },
    { to: 'settings/business-setup', key: 'businessSetup' },
    { to: 'settings/reports', key: 'reports' },
  ] as const;

  return (
    <div className="ap-home">
      <div className="ap-kpis">
        <KpiTile
          label={t('home.locations')}
          value={number.format(group.data?.location_count ?? allLocations)}
          hint={t('home.locationsHint')}
        />
        <KpiTile
          label={t('home.regions')}
          value={group.data ? number.format(group.data.parent_count) : '—'}
          hint={t('home.regionsHint')}
        />
        <KpiTile
          label={t('home.people')}
          value={number.format(people)}
          hint={t('home.peopleHint')}
        />
      </div>
      <section className="ap-panel" aria-labelledby="ap-shortcuts">
        <h2 id="ap-shortcuts">{t('home.settingsTitle')}</h2>
        <ul className="ap-shortcuts">
          {shortcuts.map((s) => (
            <li key={s.key}>
              <Link to={s.to} className="ap-shortcut">
                <strong>{t(`nav.${s.key}`)}</strong>
                <span>{t(`home.shortcut.${s.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="ap-panel" aria-labelledby="ap-locations">
        <div className="ap-panel__head">
          <h2 id="ap-locations">{t('home.locationsTitle')}</h2>
          <label className="ap-search">
            <span className="visually-hidden">{t('home.search')}</span>
            <input
              type="search"
              placeholder={t('home.search')}
              value={search}
              onChange={(e) => update({ q: e.target.value || null, page: null })}
            />
          </label>
        </div>
        {allLocations === 0 ? (
          <EmptyState
            frame="bordered"
            className="ap-state"
            icon={<Building2 aria-hidden="true" size={28} strokeWidth={1.5} />}
            title={t('home.emptyTitle')}
            hint={t('home.emptyHint')}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            frame="bordered"
            className="ap-state"
            icon={<Building2 aria-hidden="true" size={28} strokeWidth={1.5} />}
            title={t('home.noMatch', { search })}
          />
        ) : (
          <ul className="ap-locations">
            {shown.map((l) => (
              <li key={l.brand_id} className="ap-location">
                <span className="ap-location__mark" aria-hidden="true">
                  {l.name.charAt(0)}
                </span>
                <span className="ap-location__text">
                  <strong>{l.name}</strong>
                  <span>
                    {l.address}, {l.city}
                  </span>
                </span>
                <span className="ap-location__count">
                  {t('home.team', { count: l.user_count })}
                </span>
                <Link
                  className="ap-location__link"
                  to={`settings/business-setup?brand=${encodeURIComponent(l.brand_id)}`}
                >
                  {t('home.openSettings')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager
          ns="access-portal"
          page={page}
          pages={pages}
          onPage={(next) => update({ page: String(next) })}
        />
      </section>
    </div>
  );
}
