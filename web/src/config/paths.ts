/** Every URL of the app, declared once (spec §2 route list). */
export const paths = {
  login: '/user/login',
  signup: '/user/signup',
  logout: '/user/logout',
  setupMfa: '/user/setup-mfa',
  dashboard: '/dashboard',
  welcome: '/welcome',
  member: '/dashboard/member',
  tts: '/dashboard/tts',
  hiring: '/dashboard/hiring',
  gpMain: '/enterprise-dashboards/gp-main-dashboard',
  parentMain: '/enterprise-dashboards/parent-main-dashboard',
  risk: '/enterprise-dashboards/risk-dashboard',
  schedule: '/schedule',
  /** Ours: an employee's own published shifts, time off and availability. */
  mySchedule: '/my-schedule',
  /** Ours: the job-board partners (SOURCE_HIRE) and the group message board (enterprise users). */
  jobBoards: '/job-boards',
  messageBoard: '/message-board',
  /** Ours: the employer's inbox, message threads across applications. */
  messages: '/messages',
  /** Ours: a member's message threads with employers, one per application. */
  memberMessages: '/my-messages',
  accessPortal: '/access-portal/main',
  maintenance: '/maintenance',
  accountSuspension: '/account-suspension',
  globalSearch: '/global-search-result',
  settings: '/settings',
  /** Ours: open positions of the world's brands, and one of them (jobPath). */
  jobs: '/jobs',
  /** Ours: where the job-board partner's consent popup comes back (jobBoardReturnPath). */
  jobBoardReturn: '/job-boards/:jobBoard/connected',
  /** Ours: the signed-in user's photo and profile colours. */
  profile: '/profile',
  employerSignup: '/user/employer',
  candidateSignup: '/user/candidate',
  forgotPassword: '/forgot-password',
  lightSignup: '/light-signup',
  resetPassword: '/user/reset/password/token',
  refresh: '/user/refresh',
  shadowLogout: '/user/shadow-logout',
  ssoClient: '/sso_client/:clientId',
  oauth2: '/oauth2',
  qsrLogin: '/qsrlogin',
} as const;

export const loginWithRef = (ref: string) => `${paths.login}?ref=${encodeURIComponent(ref)}`;

export const jobPath = (jobId: string) => `${paths.jobs}/${encodeURIComponent(jobId)}`;

export const jobBoardReturnPath = (jobBoard: string) =>
  paths.jobBoardReturn.replace(':jobBoard', encodeURIComponent(jobBoard));

/** A member's thread, open beside their list of threads. */
export const memberThreadPath = (applicationId: string) =>
  `${paths.memberMessages}?application=${encodeURIComponent(applicationId)}`;

export const globalSearchPath = (term: string) =>
  `${paths.globalSearch}/${encodeURIComponent(term)}`;

/** §2: the rewards-and-recognition tabs, budget first (the default). */
export const REWARDS_TABS = ['budget', 'rules', 'raffles'] as const;
