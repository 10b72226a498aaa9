import { z } from 'zod';

// The only place that reads import.meta.env: everything else imports `env`.
const EnvSchema = z.object({
  VITE_API_URL: z.string().url(),
  VITE_USER_POOL_ID: z.string().default('local_MockPool1'),
  VITE_USER_POOL_CLIENT_ID: z.string().default('mockwebclient'),
  VITE_PRODUCT_NAME: z.string().default('Harbor'),
  VITE_CORPORATE_HOST: z.string().url().optional(),
  VITE_LEGACY_HOST: z.string().url().optional(),
  /** The identity system name sent as validation data on login (§7). */
  VITE_SYSTEM_NAME: z.string().default('HARBOR_WEB'),
  /** §2/§4: the primary app or one of its variants (they land on /schedule). */
  VITE_APP_VARIANT: z.string().default('primary'),
  /** §7: the host variant that sends the calling page in a header names it here. */
  VITE_REFERRER_HEADER: z.string().optional(),
  /** §7: the identity service runs in-app or in the /ilm frame on authIframeHost (issue 4). */
  VITE_AUTH_SERVICE: z.string().default('in-app'),
  VITE_AUTH_IFRAME_HOST: z.string().url().optional(),
});

const parsed = EnvSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
  userPoolId: parsed.VITE_USER_POOL_ID,
  userPoolClientId: parsed.VITE_USER_POOL_CLIENT_ID,
  userPoolEndpoint: `${parsed.VITE_API_URL}/cognito/`,
  productName: parsed.VITE_PRODUCT_NAME,
  corporateHost: parsed.VITE_CORPORATE_HOST ?? `${parsed.VITE_API_URL}/__corporate`,
  legacyHost: parsed.VITE_LEGACY_HOST ?? `${parsed.VITE_API_URL}/__legacy`,
  systemName: parsed.VITE_SYSTEM_NAME,
  primaryVariant: parsed.VITE_APP_VARIANT === 'primary',
  referrerHeader: parsed.VITE_REFERRER_HEADER,
  authService: parsed.VITE_AUTH_SERVICE,
  authIframeHost: parsed.VITE_AUTH_IFRAME_HOST,
} as const;
