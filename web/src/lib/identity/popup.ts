/**
 * The social sign-in popup (§4, §8, §9): 600×600, closed check every 2 s, and the identity popup
 * helper's timeout of 300 000 ms polled every 1 000 ms (injectable, for tests). Only messages from
 * a trusted origin and from the popup itself count.
 */
import { POPUP_CLOSED, POPUP_FAILED, POPUP_TIMED_OUT } from './popup-outcomes';

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 600;
export const CLOSED_CHECK_MS = 2000;
export const POPUP_TIMEOUT_MS = 300_000;
export const POPUP_POLL_MS = 1000;

export type PopupOutcome =
  | { status: 'success'; data: Record<string, unknown> }
  | { status: 'closed'; message: typeof POPUP_CLOSED }
  | { status: 'error'; message: string };

interface PopupWindow {
  closed: boolean;
  close(): void;
}

/** The parts of `window` the popup needs; tests pass a fake. */
export interface PopupHost {
  open(url: string, target: string, features: string): PopupWindow | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  now(): number;
  screen: { width: number; height: number };
}

export interface PopupOptions {
  url: string;
  trustedOrigins: readonly string[];
  /** Which message type ends the wait (other messages, even trusted, are ignored). */
  messageType: string;
  host?: PopupHost;
  timeoutMs?: number;
  pollMs?: number;
  closedCheckMs?: number;
}

export const browserPopupHost = (): PopupHost => ({
  open: (url, target, features) => window.open(url, target, features),
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  setInterval: (handler, ms) => window.setInterval(handler, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  now: () => Date.now(),
  screen: window.screen,
});

export function runPopup(options: PopupOptions): Promise<PopupOutcome> {
  const host = options.host ?? browserPopupHost();
  const left = Math.max(0, Math.round((host.screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((host.screen.height - POPUP_HEIGHT) / 2));
  const popup = host.open(
    options.url,
    'harbor-social-login',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve({ status: 'error', message: POPUP_FAILED });

  return new Promise((resolve) => {
    const startedAt = host.now();
    const finish = (outcome: PopupOutcome) => {
      host.removeEventListener('message', onMessage);
      host.clearInterval(closedTimer);
      host.clearInterval(timeoutTimer);
      resolve(outcome);
    };
    function onMessage(event: MessageEvent) {
      if (!options.trustedOrigins.includes(event.origin) || event.source !== popup) return;
      const data: unknown = event.data;
      if (
        !data ||
        typeof data !== 'object' ||
        (data as { type?: unknown }).type !== options.messageType
      )
        return;
      popup?.close();
      finish({ status: 'success', data: data as Record<string, unknown> });
    }
    host.addEventListener('message', onMessage);
    const closedTimer = host.setInterval(() => {
      if (popup.closed) finish({ status: 'closed', message: POPUP_CLOSED });
    }, options.closedCheckMs ?? CLOSED_CHECK_MS);
    const timeoutTimer = host.setInterval(() => {
      if (host.now() - startedAt >= (options.timeoutMs ?? POPUP_TIMEOUT_MS)) {
        popup.close();
        finish({ status: 'error', message: POPUP_TIMED_OUT });
      }
    }, options.pollMs ?? POPUP_POLL_MS);
  });
}
