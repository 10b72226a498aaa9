import { ACTIVE_SESSION_KEY_ERROR } from './auth-error';

/**
 * The active session key (§8): the identity provider's record of who is signed in, kept
 * in the storage every tab shares (Amplify's `CognitoIdentityServiceProvider.<client>.LastAuthUser`).
 * Null when nobody is; storage that cannot be read raises 'Error while getting active session key'.
 */
export function activeSessionKey(
  clientId: string,
  storage?: Pick<Storage, 'getItem'>,
): string | null {
  try {
    // Read here, inside the try: a frame refused storage throws on the very read of localStorage.
    const store = storage ?? globalThis.localStorage;
    if (!store) throw new Error('no local storage');
    return store.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
  } catch (cause) {
    throw new Error(ACTIVE_SESSION_KEY_ERROR, { cause });
  }
}
