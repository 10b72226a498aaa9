import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';

/** Signs in through a Cognito-compatible user pool with the web app's own flow (SRP custom auth). */
export async function signInForToken(login: string, userPoolEndpoint: string): Promise<string> {
  const [username, ...rest] = login.split(':');
  const password = rest.join(':');
  if (!username || !password) throw new Error('--login expects EMAIL:PASSWORD');
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: process.env.USER_POOL_ID ?? 'local_MockPool1',
        userPoolClientId: process.env.USER_POOL_CLIENT_ID ?? 'mockwebclient',
        userPoolEndpoint,
      },
    },
  });
  await signIn({ username, password, options: { authFlowType: 'CUSTOM_WITH_SRP' } });
  const token = (await fetchAuthSession()).tokens?.accessToken.toString();
  if (!token) throw new Error(`signing in as ${username} gave no access token`);
  return token;
}
