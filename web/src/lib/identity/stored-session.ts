import { activeSessionKey } from './active-session-key';

/**
 * Whether Amplify holds a signed-in session in this browser, read from its own store without
 * loading the SDK: with none, there is no token to get, so a visitor's page never fetches Amplify
 * (issue 14). Same key, and same client, as the SDK is configured with (identity/amplify.ts).
 */
export function hasStoredSession(clientId: string): boolean {
  try {
    return activeSessionKey(clientId) !== null;
  } catch {
    // Storage that cannot be read: let Amplify decide.
    return true;
  }
}
