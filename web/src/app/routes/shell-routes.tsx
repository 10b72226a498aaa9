import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths, REWARDS_TABS } from '../../config/paths';
import type { DashboardGuard } from '../../features/home/hooks/use-page-access';
import type { ProductNeed } from './access/product-route';
import type { RouteHandle } from './route-prefetch';

/** A dashboard screen behind the page access guard (§6). */
const guarded =
  (guards: DashboardGuard[], load: () => Promise<{ Component: ComponentType }>) => async () => {
    const [{ GuardedDashboard }, { Component: Screen }] = await Promise.all([
      import('./dashboard/guarded-dashboard'),
      load(),
    ]);
    return {
      Component: () => (
        <GuardedDashboard guards={guards}>
          <Screen />
        </GuardedDashboard>
      ),
    };
  };

/** A product's screen behind the product check (§1, §6): the no-access page without it. */
const product =
  (needs: ProductNeed, load: () => Promise<{ Component: ComponentType; handle?: RouteHandle }>) =>
  async () => {
    const [{ ProductRoute }, { Component: Screen, handle }] = await Promise.all([
      import('./access/product-route'),
      load(),
    ]);
    return {
      Component: () => (
        <ProductRoute needs={needs}>
          <Screen />
        </ProductRoute>
      ),
      handle,
    };
  };

const rewardsTabModules = {
  budget: () => import('./rewards/budget-tab'),
  rules: () => import('./rewards/rules-tab'),
  raffles: () => import('./rewards/raffles-tab'),
} as const;

const rewardsTabs: RouteObject[] = [
  // §2: settings/rewards-and-recognition opens the budget tab by default.
  { index: true, element: <Navigate replace to="budget" /> },
  ...REWARDS_TABS.map((tab) => ({ path: tab, lazy: rewardsTabModules[tab] })),
];

/** Login-required pages (§2). */
export const protectedRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('./dashboard/home') },
  { path: '/profile', lazy: () => import('./profile/profile') },
  { path: paths.profile, lazy: () => import('./profile/profile') },
  { path: paths.member, lazy: () => import('./member/member-dashboard') },
  { path: paths.tts, lazy: guarded(['tts'], () => import('./tts/tts-dashboard')) },
  { path: paths.hiring, lazy: product('hiring', () => import('./hiring/hiring-dashboard')) },
  { path: paths.schedule, lazy: product('scheduling', () => import('./schedule/schedule')) },
  { path: paths.mySchedule, lazy: () => import('./my-schedule/my-schedule') },
  { path: paths.memberMessages, lazy: () => import('./member-messages/member-messages') },
  { path: paths.welcome, lazy: () => import('./welcome/welcome') },
  { path: paths.gpMain, lazy: guarded(['halo'], () => import('./enterprise/gp-main-dashboard')) },
  {
    path: paths.parentMain,
    lazy: guarded(['halo', 'engage'], () => import('./enterprise/parent-main-dashboard')),
  },
  { path: paths.risk, lazy: guarded(['risk'], () => import('./enterprise/risk-dashboard')) },
  { path: `${paths.accessPortal}/*`, lazy: () => import('./access-portal/access-portal') },
  {
    path: paths.messageBoard,
    lazy: product('hiring', () => import('./message-board/message-board')),
  },
  {
    path: '/job-boards/:jobBoard?',
    lazy: product('hiring', () => import('./job-boards/job-boards')),
  },
  { path: paths.jobs, lazy: () => import('./jobs/jobs') },
  { path: `${paths.jobs}/:jobId`, lazy: () => import('./jobs/job') },
  {
    path: `${paths.globalSearch}/:searchTerm`,
    lazy: () => import('./global-search-result/global-search-result'),
  },
  { path: paths.globalSearch, lazy: () => import('./global-search-result/search-start') },
  { path: paths.messages, lazy: product('hiring', () => import('./messages/messages')) },
  {
    path: `${paths.settings}/:path?/clockout-attestation`,
    lazy: product('scheduling', () => import('./attestation/clockout-attestation')),
  },
  {
    path: '/:path?/clockout-attestation/management/:id?',
    lazy: product('scheduling', () => import('./attestation/attestation-management')),
  },
  {
    path: `${paths.settings}/:path?/rewards-and-recognition`,
    lazy: () => import('./rewards/rewards-page'),
    children: rewardsTabs,
  },
  {
    path: '/:path?/rewards-and-recognition/configuration',
    lazy: () => import('./rewards/configuration'),
  },
  {
    path: '/:path?/rewards-and-recognition/budget-management/:id?',
    lazy: () => import('./rewards/budget-management'),
  },
  {
    path: '/:path?/rewards-and-recognition/rule-management/:id?',
    lazy: () => import('./rewards/rule-management'),
  },
  {
    path: '/:path?/rewards-and-recognition/raffle-management/:id?',
    lazy: () => import('./rewards/raffle-management'),
  },
];

export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: () => import('./dashboard/root-redirect') },
  { path: paths.maintenance, lazy: () => import('./maintenance/maintenance') },
  { path: paths.accountSuspension, lazy: () => import('./account-suspension/account-suspension') },
  { path: paths.jobBoardReturn, lazy: () => import('./job-boards/consent-return') },
  { path: '*', lazy: () => import('./misc/legacy-redirect') },
];
