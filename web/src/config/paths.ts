/** Every URL of the app, declared once (spec §2 route list). */
export const paths = {
  login: '/user/login',
  signup: '/user/signup',
  logout: '/user/logout',
  dashboard: '/dashboard',
  welcome: '/welcome',
  member: '/dashboard/member',
  tts: '/dashboard/tts',
  hiring: '/dashboard/hiring',
  gpMain: '/enterprise-dashboards/gp-main-dashboard',
  parentMain: '/enterprise-dashboards/parent-main-dashboard',
  risk: '/enterprise-dashboards/risk-dashboard',
  schedule: '/schedule',
  accessPortal: '/access-portal/main',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const loginWithRef = (ref: string) => `${paths.login}?ref=${encodeURIComponent(ref)}`;
