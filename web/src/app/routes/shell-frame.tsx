/**
 * The signed-in frame (§2, §4, §6): composes the session, version, brand and shell features
 * around the main layout. Features never meet each other except here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainLayout } from '../../components/layouts/main-layout';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { BrandSwitcher } from '../../features/brands-context/components/brand-switcher';
import { useConsentStore } from '../../features/consent/stores/consent-store';
import { InboxButton } from '../../features/messaging/components/inbox-button';
import { UnreadMessagesLink } from '../../features/messaging/components/unread-messages-link';
import { NewsFeedButton } from '../../features/news-feed/components/news-feed-button';
import { NotificationsButton } from '../../features/notifications/components/notifications-button';
import { useUserInfo } from '@/lib/queries/user-info';
import { usePausedReload } from '../../features/session/hooks/use-paused-reload';
import { useRememberUser } from '../../features/session/hooks/use-remember-user';
import { useSessionWatch } from '../../features/session/hooks/use-session-watch';
import { logoutSession } from '../../features/session/logout';
import { useSessionStore } from '../../features/session/stores/session-store';
import { loginWithErrorCode, userInfoFailureCode } from '../../features/session/user-info-failure';
import { useBrandPolicy } from '../../features/shell/api/get-entry-brand';
import { useBrandServices } from '@/lib/queries/brand-services';
import { useProfileScheme } from '@/lib/queries/profile-scheme';
import { useBrandRumSettings } from '../../features/shell/api/get-rum-settings';
import { useSuspension } from '../../features/shell/api/get-suspension';
import { AppHeader } from '../../features/shell/components/app-header';
import { MemberNav } from '../../features/shell/components/member-nav';
import { SideNav } from '../../features/shell/components/side-nav';
import { UserWidget } from '../../features/shell/components/user-widget';
import type { ShellFeatures } from '../../features/shell/shell-features';
import {
  afterSwitchDestination,
  navAudience,
  shellFeatures,
} from '../../features/shell/shell-features';
import { isBlurred, useShellStore } from '../../features/shell/stores/shell-store';
import { useVersionWatch } from '../../features/versions/hooks/use-version-watch';
import { languageFromHost } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media-url';
import { warmIntlOffMainThread } from '../../lib/intl-warm-up';
import { monitoring } from '../../lib/monitoring';
import { createPolicy } from '../../lib/policy';
import { brandTheme, rememberColours, rememberedColours, themeProperties } from '../../lib/theme';
import { accessBrandOf } from './access/use-access';

// Rarely shown, and built on the modal stack's floating-ui: loaded when a session is paused.
const SessionPausedDialog = lazy(async () => ({
  default: (await import('../../components/feedback/session-paused-dialog')).SessionPausedDialog,
}));

/**
 * Header icons: a member's unread messages (§7 count); for hiring employers the inbox (§7 count and
 * the threads across applications); the news feed for employers.
 */
function headerIcons(features: ShellFeatures, brandId: string | undefined, topLevel: boolean) {
  if (features.simpleHeader) return <UnreadMessagesLink to={paths.memberMessages} />;
  if (!brandId) return null;
  return (
    <>
      {features.hiring ? <InboxButton brandId={brandId} messageBoard={topLevel} /> : null}
      <NewsFeedButton brandId={brandId} />
    </>
  );
}

/** A page entered in the app asks again, so a suspension is not missed until the cache expires. */
function useRecheckOnRouteChange(
  enabled: boolean,
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>,
) {
  const { pathname } = useLocation();
  const first = useRef(true);
  const on = useRef(enabled);
  useEffect(() => {
    on.current = enabled;
  }, [enabled]);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (on.current) void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);
}

export function ShellFrame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const info = user.data;
  const brandId = accessBrandOf(info);
  const policyQuery = useBrandPolicy(brandId);
  const servicesQuery = useBrandServices(brandId);
  const services = useMemo(() => servicesQuery.data ?? [], [servicesQuery.data]);
  // Kept while the user, policy and services stay the same, so the header below is not built again
  // for the frame's other results (suspension, monitoring, versions).
  const features = useMemo(
    () => (info ? shellFeatures(info, createPolicy(policyQuery.data), services) : null),
    [info, policyQuery.data, services],
  );
  const suspension = useSuspension(brandId);
  const rum = useBrandRumSettings(brandId);
  // Employers load their scheme only when MICE allows it (§6); candidates load their own.
  const employer = info?.user_employer ?? false;
  const schemeReady = Boolean(info) && (!brandId || servicesQuery.isSuccess);
  const scheme = useProfileScheme(
    employer ? 'employer' : 'jobSeeker',
    schemeReady && (!employer || (features?.employerScheme ?? false)),
  ).data;
  // While a scheme is still to come, the colours remembered from the last one (brand_theme, §3).
  const schemeToCome = !scheme && (!features || !info?.user_employer || features.employerScheme);
  const theme = brandTheme(
    scheme ? scheme.scheme_settings : schemeToCome ? rememberedColours() : null,
  );
  const sideNav = useShellStore((s) => s.sideNav);
  const searchOpen = useShellStore((s) => s.searchOpen);
  const paused = useSessionStore((s) => s.paused);
  const onPausedOk = usePausedReload();
  const reopenConsent = useConsentStore((s) => s.reopen);

  useSessionWatch();
  useRememberUser(info?.id);
  // Signed-in pages show dates and numbers: ICU's data loads in a worker meanwhile (after a
  // sign-in; a page opened signed in started it at the start).
  useEffect(() => warmIntlOffMainThread(languageFromHost(window.location.hostname)), []);
  const versionGate = useVersionWatch({
    brandId,
    userId: info?.id,
    services: services.map((s) => s.code),
  });
  useRecheckOnRouteChange(Boolean(brandId), suspension.refetch);

  const failureCode = userInfoFailureCode(user.error);
  // Only the first failure counts: once the session is cleared, later calls fail for that reason.
  const signingOut = useRef(false);
  useEffect(() => {
    if (!failureCode || signingOut.current) return;
    signingOut.current = true;
    void logoutSession(queryClient).then(() =>
      navigate(loginWithErrorCode(failureCode), { replace: true }),
    );
  }, [failureCode, navigate, queryClient]);

  useEffect(() => {
    if (scheme) rememberColours(scheme.scheme_settings);
  }, [scheme]);

  // The brand's colours and the foregrounds that stay readable on them.
  const themeCss = JSON.stringify(themeProperties(theme));
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(JSON.parse(themeCss) as Record<string, string>))
      root.setProperty(name, value);
  }, [themeCss]);

  const rumReady = Boolean(info) && (!brandId || rum.isFetched);
  useEffect(() => {
    if (!rumReady) return;
    // §9: signed in, the brand's rate (10 % when unset); shown on <html> for QA.
    const agent = monitoring();
    agent.configureSignedIn(rum.data, brandId ?? null);
    document.documentElement.dataset.rumSampling = String(agent.percent);
    document.documentElement.dataset.rumSampled = String(agent.sampled);
  }, [rumReady, rum.data, brandId]);

  const headerTheme = theme.theme;
  const profileImageUrl = mediaUrl(scheme?.profile_image?.path);
  const header = useMemo(() => {
    if (!info || !features) return null;
    return (
      <AppHeader
        features={features}
        theme={headerTheme}
        productName={env.productName}
        profileImageUrl={profileImageUrl}
        brandDropdown={
          features.brandDropdown && info.entry_mode ? (
            <BrandSwitcher
              entryBrand={{ id: info.entry_mode.brand_id, type: info.entry_mode.brand_type }}
              onSwitched={() => {
                const target = afterSwitchDestination({
                  topLevel: info.entry_mode?.top_level ?? false,
                  primaryVariant: env.primaryVariant,
                });
                if (target) void navigate(target);
              }}
            />
          ) : null
        }
        memberNav={
          features.simpleHeader ? <MemberNav audience={navAudience(info, features)} /> : null
        }
        icons={
          <>
            {headerIcons(features, brandId, info.entry_mode?.top_level ?? false)}
            <NotificationsButton />
          </>
        }
        userWidget={
          <UserWidget
            firstName={info.first_name}
            lastName={info.last_name}
            email={info.email}
            onCookieSettings={reopenConsent}
          />
        }
      />
    );
  }, [info, features, headerTheme, profileImageUrl, brandId, navigate, reopenConsent]);

  // The header is drawn once the brand's policy and services say which icons it holds: drawn
  // before, the inbox button arrived later and wrapped a phone's header, shifting the page (CLS).
  const featuresKnown = !brandId || (!policyQuery.isPending && !servicesQuery.isPending);
  // The query result that completes them re-renders this frame at once (useSyncExternalStore), and
  // the first draw of header, navigation and page is a large render: read through a deferred value,
  // React draws it right after, in slices of a few milliseconds (Lighthouse TBT).
  const drawn = useDeferredValue(Boolean(info && features && featuresKnown), false);

  // Rendered instead of the page, so they win over any route entered, however it was entered.
  if (versionGate === 'maintenance') return <Navigate replace to={paths.maintenance} />;
  if (versionGate === 'logout') return <Navigate replace to={paths.logout} />;
  if (suspension.data?.is_suspended) return <Navigate replace to={paths.accountSuspension} />;
  if (user.isError && !failureCode) throw user.error;
  if (!info || !features || !featuresKnown || !drawn)
    return <p aria-busy="true" className="page" />;
  return (
    <MainLayout
      header={header}
      sideNav={features.sideNav ? <SideNav audience={navAudience(info, features)} /> : null}
      sideNavState={sideNav}
      blurred={isBlurred({ sideNav: features.sideNav ? sideNav : 'collapsed', searchOpen })}
      onBackdropClick={() => {
        useShellStore.getState().setSearchOpen(false);
        if (useShellStore.getState().sideNav === 'expanded')
          useShellStore.getState().setSideNav('collapsed');
      }}
    >
      <Outlet />
      {paused && (
        <Suspense fallback={null}>
          <SessionPausedDialog onOk={onPausedOk} />
        </Suspense>
      )}
    </MainLayout>
  );
}
