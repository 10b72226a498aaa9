/**
 * The identity provider's configuration, apart from the calls that use it: both the sign-in calls
 * (./amplify.ts) and the rarer account calls (./amplify-account.ts) configure the SDK first, and
 * neither imports the other.
 */
import { Amplify } from 'aws-amplify';
import { env } from '../../config/env';
import { loginConfigFor } from '../../config/environments';
import { readItem } from '../storage';

let configured = false;

export function configureAuth(): void {
  if (configured) return;
  // §7: the login configuration is chosen by the client id the sso_client route stored.
  const login = loginConfigFor(env, readItem('client_id'));
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: login.userPoolId,
        userPoolClientId: login.userPoolClientId,
        userPoolEndpoint: env.userPoolEndpoint,
      },
    },
  });
  configured = true;
}

/** The system name every sign-in and sign-up names in its validation data (§7). */
export const clientMetadata = () => ({ system_name: env.systemName });
