import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { DEMO_PASSWORD, USER_POOL_CLIENT_ID, USER_POOL_ID } from '@ws/mock-server';

/**
 * Signs in the way the web app does (Amplify's CUSTOM_WITH_SRP flow against the mock's
 * Cognito-compatible endpoint) and reads the user back with the access token.
 */
export async function checkSignIn(mockOrigin: string, email: string) {
  // Amplify warns that the endpoint is custom on every configure: that is the point here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: USER_POOL_ID,
        userPoolClientId: USER_POOL_CLIENT_ID,
        userPoolEndpoint: `${mockOrigin}/cognito/`,
      },
    },
  });
  const result = await signIn({
    username: email,
    password: DEMO_PASSWORD,
    options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: { system_name: 'WEB' } },
  });
  if (!result.isSignedIn)
    throw new Error(`sign-in as ${email} stopped at ${result.nextStep.signInStep}`);
  const token = (await fetchAuthSession()).tokens?.accessToken?.toString();
  if (!token) throw new Error('no access token after sign-in');
  const response = await fetch(`${mockOrigin}/v1/users/info`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { email?: string } };
  if (response.status !== 200 || body.data?.email !== email) {
    throw new Error(
      `GET /v1/users/info answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
  await signOut();
}
