/**
 * The deployment environments (§7 "Configuration comes per environment", §9): each names
 * its hosts, the storage key prefix, the cookie host and the login configurations chosen by client
 * id. One is chosen at build time (VITE_APP_ENV); `local` is the offline default, whose hosts
 * come from the mock server's address. Host names of the other environments are ours.
 */
export const ENVIRONMENTS = ['local', 'dev', 'prep', 'beta', 'uat', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** How sign-in is configured for a client (§7): its pool client and the OAuth redirects. */
export interface LoginConfig {
  userPoolId: string;
  userPoolClientId: string;
  redirectSignIn: string;
  redirectSignOut: string;
}

export interface EnvironmentHosts {
  apiUrl: string;
  appHost: string;
  authIframeHost: string;
  amplifyAuthHost: string;
  /** The domain cookies are written for; null writes host-only cookies. */
  cookiesHost: string | null;
  storageKeyPrefix: string;
  /** Where the monitoring agent sends what it samples (§9). */
  rumCollectorUrl: string;
}

export interface Environment extends EnvironmentHosts {
  name: EnvironmentName;
  /** The default login configuration, and the special client's own (§7). */
  login: { default: LoginConfig; special: LoginConfig };
}

/** §7: the one client whose sign-in uses its own configuration (the restaurant kiosk client). */
export const SPECIAL_LOGIN_CLIENT = 'qsr-kiosk';

const loginFor = (
  appHost: string,
  userPoolId: string,
  clientIds: { default: string; special: string },
) => {
  const config = (userPoolClientId: string, path: string): LoginConfig => ({
    userPoolId,
    userPoolClientId,
    redirectSignIn: `${appHost}${path}`,
    redirectSignOut: `${appHost}/user/logout`,
  });
  return {
    default: config(clientIds.default, '/oauth2'),
    special: config(clientIds.special, '/qsrlogin'),
  };
};

/** A hosted environment: every host under its own domain, keys prefixed so environments never mix. */
function hosted(
  name: Exclude<EnvironmentName, 'local'>,
  domain: string,
  storageKeyPrefix: string,
  userPoolId: string,
): Environment {
  const appHost = `https://app.${domain}`;
  return {
    name,
    apiUrl: `https://api.${domain}`,
    appHost,
    authIframeHost: `https://auth.${domain}`,
    amplifyAuthHost: `https://login.${domain}`,
    cookiesHost: `.${domain}`,
    storageKeyPrefix,
    rumCollectorUrl: `https://rum.${domain}/v1/collect`,
    login: loginFor(appHost, userPoolId, { default: `${name}-web`, special: `${name}-qsr` }),
  };
}

const HOSTED: Record<Exclude<EnvironmentName, 'local'>, Environment> = {
  dev: hosted('dev', 'dev.harbor-workforce.test', 'h_dev_', 'eu-west-1_HarborDev'),
  prep: hosted('prep', 'prep.harbor-workforce.test', 'h_prep_', 'eu-west-1_HarborPrep'),
  beta: hosted('beta', 'beta.harbor-workforce.test', 'h_beta_', 'eu-west-1_HarborBeta'),
  uat: hosted('uat', 'uat.harbor-workforce.test', 'h_uat_', 'eu-west-1_HarborUat'),
  // §3: local storage keys carry the prefix h_ — production's (and local's) own.
  production: hosted('production', 'harbor-workforce.test', 'h_', 'eu-west-1_Harbor'),
};

/** The offline environment: the API, pool and login pages are the mock server's. */
export function localEnvironment(
  apiUrl: string,
  appHost: string,
  userPoolId: string,
  userPoolClientId: string,
): Environment {
  return {
    name: 'local',
    apiUrl,
    appHost,
    authIframeHost: appHost,
    amplifyAuthHost: `${apiUrl}/cognito`,
    cookiesHost: null,
    storageKeyPrefix: 'h_',
    // Offline, the mock server's collector keeps it for QA to read.
    rumCollectorUrl: `${apiUrl}/__sim/rum`,
    // The mock pool knows one client: offline, the special client differs only in where it lands.
    login: loginFor(appHost, userPoolId, { default: userPoolClientId, special: userPoolClientId }),
  };
}

export const isEnvironmentName = (value: string): value is EnvironmentName =>
  (ENVIRONMENTS as readonly string[]).includes(value);

export const hostedEnvironment = (name: Exclude<EnvironmentName, 'local'>): Environment =>
  HOSTED[name];

/** The login configuration for a client id (the client_id item, §3): the special client's own, else the default. */
export const loginConfigFor = (
  environment: Pick<Environment, 'login'>,
  clientId: string | null,
): LoginConfig =>
  clientId === SPECIAL_LOGIN_CLIENT ? environment.login.special : environment.login.default;
