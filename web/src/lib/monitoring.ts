/**
 * The monitoring agent (§9): each page load draws once whether it is sampled; the rate is
 * 10 % when logged out or unset, otherwise the brand's (GET /v1/brands/{id}/rum_settings). The
 * logged-out GET /v1/rum_settings can switch monitoring off. A sampled page's views and errors
 * go in batches to the environment's collector (offline: the mock's /__sim/rum, for QA to read).
 */
import { env } from '../config/env';
import { requestRoute } from './api-client';

export const DEFAULT_SAMPLING_PERCENT = 10;

export interface MonitoringSettings {
  is_enabled?: boolean;
  sampling_percentage?: number | null;
}

export function samplingPercent(
  loggedIn: boolean,
  settings: MonitoringSettings | null | undefined,
): number {
  if (settings?.is_enabled === false) return 0;
  if (
    !loggedIn ||
    settings?.sampling_percentage === undefined ||
    settings.sampling_percentage === null
  ) {
    return DEFAULT_SAMPLING_PERCENT;
  }
  return Math.min(100, Math.max(0, settings.sampling_percentage));
}

/**
 * GET /v1/rum_settings, the table's `versioning.rumSettings` (a test holds the two equal). Every
 * page asks for it at start, the sign-in page too: named by its route and checked by
 * `readLoggedOutSettings`, it does not load the schema library the table's entries import.
 */
export const LOGGED_OUT_SETTINGS = {
  name: 'GET /v1/rum_settings',
  method: 'GET',
  path: '/v1/rum_settings',
  auth: 'none',
  envelope: true,
} as const;

const isPercent = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 100;

/** The logged-out settings as the table's schema accepts them (a test compares the two); else throws. */
export function readLoggedOutSettings(data: unknown): MonitoringSettings {
  const settings = (data ?? {}) as Record<string, unknown>;
  if (
    typeof settings.is_enabled !== 'boolean' ||
    !isPercent(settings.sampling_percentage) ||
    !isPercent(settings.session_recording_percentage)
  )
    throw new Error('monitoring settings of an unexpected shape');
  return {
    is_enabled: settings.is_enabled,
    sampling_percentage: settings.sampling_percentage as number,
  };
}

/** Whether this page view is sampled, drawn once per page. */
export const isSampled = (percent: number, draw = Math.random()) => draw * 100 < percent;

export interface MonitoringEvent {
  type: 'page_view' | 'error';
  path: string;
  message?: string;
}

interface AgentOptions {
  collectorUrl: string;
  draw?: number;
  sessionId?: string;
  now?: () => Date;
  send?: (url: string, body: string) => Promise<unknown>;
  flushDelayMs?: number;
}

const MAX_BATCH = 20;

/** text/plain: a simple request, sent without a preflight, and still sent while the page unloads. */
const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: true });

export function createMonitoringAgent(options: AgentOptions) {
  const draw = options.draw ?? Math.random();
  const sessionId = options.sessionId ?? crypto.randomUUID();
  const now = options.now ?? (() => new Date());
  const send = options.send ?? post;
  const flushDelayMs = options.flushDelayMs ?? 1000;
  let percent = DEFAULT_SAMPLING_PERCENT;
  let signedIn = false;
  let brandId: string | null = null;
  let queue: (MonitoringEvent & { at: string })[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const sampled = () => isSampled(percent, draw);

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    const batch = {
      session_id: sessionId,
      sampling_percentage: percent,
      signed_in: signedIn,
      brand_id: brandId,
      events,
    };
    try {
      await send(options.collectorUrl, JSON.stringify(batch));
    } catch (error) {
      console.warn('monitoring batch not sent', error);
    }
  }

  /** A new rate: what was queued under a rate that no longer samples this page is dropped. */
  function setRate(next: number) {
    percent = next;
    if (!sampled()) queue = [];
  }

  return {
    get percent() {
      return percent;
    },
    get sampled() {
      return sampled();
    },
    /** The logged-out settings; once a brand's rate is known, they no longer apply. */
    configureLoggedOut(settings: MonitoringSettings | null | undefined) {
      if (!signedIn) setRate(samplingPercent(false, settings));
    },
    configureSignedIn(settings: MonitoringSettings | null | undefined, brand: string | null) {
      signedIn = true;
      brandId = brand;
      setRate(samplingPercent(true, settings));
    },
    record(event: MonitoringEvent) {
      if (!sampled()) return;
      queue.push({ ...event, at: now().toISOString() });
      if (queue.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), flushDelayMs);
    },
    flush,
  };
}

export type MonitoringAgent = ReturnType<typeof createMonitoringAgent>;

let agent: MonitoringAgent | null = null;

/** This page's agent. */
export const monitoring = (): MonitoringAgent =>
  (agent ??= createMonitoringAgent({ collectorUrl: env.rumCollectorUrl }));

/**
 * Starts the agent: the logged-out settings, a page view per route, uncaught errors, and a last
 * flush when the page is hidden. Returns the clean-up.
 */
export function startMonitoring(
  subscribe: (onPath: (path: string) => void) => () => void,
): () => void {
  const current = monitoring();
  requestRoute(LOGGED_OUT_SETTINGS, readLoggedOutSettings)
    .then((settings) => current.configureLoggedOut(settings))
    .catch((error: unknown) => console.warn('monitoring settings not loaded', error));
  const view = (path: string) => current.record({ type: 'page_view', path });
  view(window.location.pathname);
  const unsubscribe = subscribe(view);
  const onError = (event: ErrorEvent) =>
    current.record({
      type: 'error',
      path: window.location.pathname,
      message: String(event.message),
    });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void current.flush();
  };
  window.addEventListener('error', onError);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('error', onError);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
