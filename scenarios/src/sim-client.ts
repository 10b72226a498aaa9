import type { VersionInfo } from '@ws/contracts';
import type { FaultRule, FaultSettings } from './faults.ts';

export const DEFAULT_MOCK_URL = 'http://localhost:4010';

export interface ClockStatus {
  now: string;
  offset_ms: number;
}
export interface FaultStatus extends FaultSettings {
  /** Requests being held open by a `hang` fault right now. */
  hung: number;
}
export interface LiveTick {
  at: string;
  applications: number;
  messages: number;
}
export interface LiveStatus {
  enabled: boolean;
  every_seconds: number | null;
  ticks: number;
  last: LiveTick | null;
}
export interface SimStatus {
  scenario: string;
  seed: number;
  scale: number;
  clock: ClockStatus;
  version: VersionInfo;
  faults: FaultStatus;
  live: LiveStatus;
}
export interface JournalEntry {
  seq: number;
  at: string;
  method: string;
  route: string | null;
  path: string;
  persona: string | null;
  brand: string | null;
  status: number;
  latency_ms: number;
  scenario: string;
  fault: string | null;
  request_body: string | null;
  response_body: string | null;
}
export interface JournalFilter {
  route?: string;
  status?: string;
  method?: string;
  persona?: string;
  since?: string;
}
export interface JournalPage {
  capacity: number;
  marks: { name: string; seq: number }[];
  count: number;
  entries: JournalEntry[];
}
/** A bug bundle as the server writes it; the CLI only stores and sends it back. */
export interface BugBundle {
  format: string;
  version: number;
  mark: string;
  calls: unknown[];
}
export interface ReplayReport {
  replayed: number;
  skipped: { seq: number; url: string; why: string }[];
  differences: {
    seq: number;
    method: string;
    url: string;
    was_status: number;
    now_status: number;
    fields: { field: string; was: unknown; now: unknown }[];
  }[];
}
/** A real backend's answer that broke the contract, as the proxy saw it. */
export interface DriftReport {
  at: string;
  entry: string;
  method: string;
  url: string;
  status: number;
  field: string;
  contract: string;
  got: unknown;
}
export interface ScenarioList {
  active: string;
  scenarios: { name: string; description: string }[];
}

/** The mock server is not listening at the address given. */
export class SimUnreachableError extends Error {}

/** The simulator answered with an error; `body` is what it said. */
export class SimRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; known?: string[] },
  ) {
    super(body.message ?? `simulator answered ${status}`);
  }
}

/**
 * A typed client of the `/__sim` admin API, for the QA CLI and browser tests. `adminToken` is sent
 * as x-admin-token: a mock bound beyond loopback answers 401 without it.
 */
export function createSimClient(baseUrl: string = DEFAULT_MOCK_URL, adminToken?: string) {
  const root = baseUrl.replace(/\/+$/, '');
  const auth: Record<string, string> = adminToken ? { 'x-admin-token': adminToken } : {};
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${root}/__sim${path}`, {
        method,
        headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SimUnreachableError(
        `Cannot reach the mock server at ${root} (${describe(error)}).`,
      );
    }
    const payload = (await res.json().catch(() => ({}))) as T & SimRequestError['body'];
    if (!res.ok) throw new SimRequestError(res.status, payload);
    return payload;
  }
  return {
    url: root,
    status: () => call<SimStatus>('GET', ''),
    list: () => call<ScenarioList>('GET', '/scenarios'),
    use: (name: string) =>
      call<{ applied: string; took_ms: number; status: SimStatus }>(
        'POST',
        `/scenarios/${encodeURIComponent(name)}`,
      ),
    reset: () => call<{ took_ms: number; status: SimStatus }>('POST', '/reset'),
    clock: () => call<ClockStatus>('GET', '/clock'),
    setClock: (iso: string) => call<ClockStatus>('PUT', '/clock', { now: iso }),
    advanceClock: (by: string | number) => call<ClockStatus>('POST', '/clock/advance', { by }),
    faults: () => call<FaultStatus>('GET', '/faults'),
    addFault: (rule: FaultRule) => call<FaultStatus>('POST', '/faults', rule),
    setFaults: (settings: { seed?: number; rules: FaultRule[] }) =>
      call<FaultStatus>('PUT', '/faults', settings),
    clearFaults: () => call<FaultStatus>('DELETE', '/faults'),
    setLive: (everySeconds: number | null) =>
      call<LiveStatus>('PUT', '/live', { every_seconds: everySeconds }),
    liveTick: () => call<LiveTick>('POST', '/live/tick'),
    journal: (filter: JournalFilter) =>
      call<JournalPage>(
        'GET',
        `/journal?${new URLSearchParams(filter as Record<string, string>).toString()}`,
      ),
    bundle: (since?: string) =>
      call<BugBundle>('GET', `/bundles${since ? `?since=${encodeURIComponent(since)}` : ''}`),
    replayBundle: (bundle: unknown) => call<ReplayReport>('POST', '/bundles/replay', bundle),
    drift: () => call<{ reports: DriftReport[] }>('GET', '/drift'),
    mark: (name: string) => call<{ name: string; seq: number }>('POST', '/journal/marks', { name }),
    /** The whole world and simulator state as one versioned JSON document. */
    saveWorld: () => call<Record<string, unknown>>('GET', '/world'),
    loadWorld: (file: unknown) =>
      call<{ loaded: true; scenario: string; clock: string }>('PUT', '/world', file),
  };
}
export type SimClient = ReturnType<typeof createSimClient>;

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
