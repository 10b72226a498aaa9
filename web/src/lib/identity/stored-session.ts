/**
 * Whether Amplify holds a signed-in session in this browser, read from its own store without
 * loading the SDK: with none, there is no token to get, so a visitor's page never fetches Amplify
 * (issue 14). Amplify v6 keeps the signed-in user under this key in localStorage.
 */
export function hasStoredSession(clientId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) != null;
  } catch {
    // Storage that cannot be read: let Amplify decide.
    return true;
  }
}
