/**
 * The parent side of the /ilm frame: a hidden frame on the auth host, and the identity service
 * whose calls travel to it. Calls made before the frame has loaded wait for it.
 */
import { createFrameClient, frameUrl } from './frame-protocol';
import type { IdentityService } from './identity-service';

/**
 * The identity service whose calls are messages to the frame. It lives here, not beside the
 * in-app form, so the frame's side loads only with the frame: every page's first load carries the other.
 */
export function frameIdentityService(
  client: ReturnType<typeof createFrameClient>,
): IdentityService {
  return {
    login: (username, password) => client.call('login', username, password),
    getAccessToken: () => client.call('getAccessToken'),
    refresh: () => client.call('refresh'),
    changePassword: (oldPassword, newPassword) =>
      client.call('changePassword', oldPassword, newPassword),
    clearKeys: () => client.call('clearKeys'),
  };
}

export function connectFrameService(
  authHost: string,
  clientId: string | null,
  debug = false,
): IdentityService {
  const client = createFrameClient({ host: window, frameOrigin: new URL(authHost).origin });
  const iframe = document.createElement('iframe');
  iframe.hidden = true;
  iframe.title = 'identity';
  const query = new URLSearchParams(window.location.search);
  iframe.src = frameUrl(authHost, {
    code: query.get('code'),
    state: query.get('state'),
    debug,
    client: clientId,
  });
  const ready = new Promise<void>((resolve) => {
    iframe.addEventListener('load', () => {
      if (iframe.contentWindow) client.init(iframe.contentWindow);
      resolve();
    });
  });
  document.body.append(iframe);
  const service = frameIdentityService(client);
  const later =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await ready;
      return call(...args);
    };
  return {
    login: later(service.login),
    getAccessToken: later(service.getAccessToken),
    refresh: later(service.refresh),
    changePassword: later(service.changePassword),
    clearKeys: later(service.clearKeys),
  };
}
