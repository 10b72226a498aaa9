/**
 * The /ilm page (second Vite entry, ilm.html): runs the in-app identity service in this frame and
 * answers the app's requests over postMessage. In the demo the frame is served from
 * http://127.0.0.1:PORT while the app runs on http://localhost:PORT, so the origin checks are real.
 */
import '../zod-jitless';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { writeItem } from '../storage';
import { inAppIdentity } from './amplify';
import { configureAuth } from './amplify-config';
import { serveFrame } from './frame-protocol';
import type { IdentityService } from './identity-service';

const query = new URLSearchParams(window.location.search);
const debug = query.get('ILM_DEBUG') === 'true';
const client = query.get('client');

/**
 * A frame on another site may be refused storage (third-party storage blocking): then the
 * identity keys live in this frame's memory for its lifetime instead.
 */
function storageAllowed(): boolean {
  try {
    return window.localStorage !== null;
  } catch {
    return false;
  }
}

const memory = new Map<string, string>();
if (storageAllowed()) {
  if (client) writeItem('client_id', client);
} else {
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void memory.set(key, value),
    getItem: async (key) => memory.get(key) ?? null,
    removeItem: async (key) => void memory.delete(key),
    clear: async () => memory.clear(),
  });
  if (client) memory.set('client_id', client);
}

/** Demo pairing (our design): the app on the same scheme and port, on host localhost. */
const appOrigin = `${window.location.protocol}//localhost${window.location.port ? `:${window.location.port}` : ''}`;

configureAuth();
// Always the in-app form here, whatever the build's config: the frame is where it runs.
const service: IdentityService = inAppIdentity;
serveFrame({
  host: window,
  trustedOrigins: [appOrigin],
  handlers: {
    ...service,
    /** The OAuth return the frame was opened with (§7: code and state in the frame query). */
    callbackParams: async () => ({ code: query.get('code'), state: query.get('state') }),
  },
});
if (debug) {
  console.info('ilm frame ready, trusting', appOrigin);
  window.addEventListener('message', (event) =>
    console.info('ilm frame got a message from', event.origin),
  );
}
if (window.parent !== window) window.parent.postMessage({ type: 'ilm-ready' }, appOrigin);
