import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { useBrandBasicInfo } from '@/lib/queries/brand-basic-info';
import '../access-portal.css';
import { PortalHome } from './portal-home';
import { SETTINGS_PAGES, type SettingsPageKey, SettingsPage } from './settings-pages';

const NAV: { to: string; key: string; end?: boolean }[] = [
  { to: '', key: 'overview', end: true },
  { to: 'settings/basic-info', key: 'basicInfo' },
  { to: 'settings/positions', key: 'positions' },
  { to: 'settings/business-setup', key: 'businessSetup' },
  { to: 'settings/reports', key: 'reports' },
];

function SettingsRoute({ brandId, name }: { brandId: string; name: string }) {
  const { page } = useParams();
  if (!SETTINGS_PAGES.includes(page as SettingsPageKey))
    return <Navigate to=".." relative="path" replace />;
  return <SettingsPage rootBrandId={brandId} rootName={name} page={page as SettingsPageKey} />;
}

/** /access-portal/main/*: the top-level employer's home with its settings pages under it. */
export function AccessPortal({
  brandId,
  topLevel,
  basePath,
}: {
  brandId: string;
  topLevel: boolean;
  basePath: string;
}) {
  const { t } = useTranslation('access-portal');
  const info = useBrandBasicInfo(brandId);
  const name = info.data?.name ?? brandId;
  return (
    <section className="page ap">
      <header className="ap-header">
        <div>
          <p className="ap-eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="ap-lead">{info.data ? t('lead', { brand: name }) : t('leadPlain')}</p>
        </div>
      </header>
      <nav className="ap-tabs" aria-label={t('nav.label')}>
        {NAV.map((item) => (
          <NavLink
            key={item.key}
            to={item.to ? `${basePath}/${item.to}` : basePath}
            end={item.end}
            className={({ isActive }) => (isActive ? 'ap-tab is-active' : 'ap-tab')}
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<PortalHome brandId={brandId} topLevel={topLevel} />} />
        <Route path="settings/:page" element={<SettingsRoute brandId={brandId} name={name} />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </section>
  );
}
