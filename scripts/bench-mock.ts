/**
 * `pnpm bench:mock`: the mock server next to a bare Fastify peer and json-server 0.17, each in a
 * process of its own, measured in the same run (autocannon, loopback only), so the ratios hold on
 * a loaded machine. Rows: an authorised GET, a list call, a write, reset at --scale 100, and the
 * list and search calls at scale 1 against scale 100. Every measurement is bounded; the children
 * are ended on the way out. The mock and its bare-Fastify peer are measured in turns, several
 * rounds, and the median round is reported with the range of all: on 2 shared cores one pair of
 * measurements moved the same code's ratio from 0.57 to 0.77 between runs (issue 14).
 * Flags: --duration SECONDS (5), --connections N (100), --scale N (100), --port-base N (4221),
 * --rounds N (3).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startChild, stopAll } from './bench/children.ts';
import { HELLO_PATH } from './bench/hello-path.ts';
import type { PeerRoute } from './bench/serve-peer.ts';
import { printResults, type Result } from './bench/report.ts';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const duration = flag('--duration', 5);
const connections = flag('--connections', 100);
const bigScale = flag('--scale', 100);
const portBase = flag('--port-base', 4221);
const rounds = flag('--rounds', 3);
const P99_GOAL_MS = 25;

interface MockInfo {
  port: number;
  scale: number;
  brands: number;
  users: number;
  applications: number;
  buildMs: number;
  resetMs: number[];
  resetAndCopyAllMs: number[];
  managerToken: string;
  enterpriseToken: string;
  applicationId: string;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  token: (mock: MockInfo) => string;
  contentType?: string;
  body?: string;
}

const BOUNDARY = 'bench-boundary';
const calls = {
  info: { method: 'GET', path: '/v1/users/info', token: (m) => m.managerToken },
  list: { method: 'GET', path: '/v1/employer_applications?brand=CH-1-1-1&offset=0&limit=10', token: (m) => m.managerToken },
  search: {
    method: 'POST',
    path: '/v1/brands/GP-1/brands/search',
    token: (m) => m.enterpriseToken,
    contentType: 'application/json',
    body: JSON.stringify({ query: 'kitchen', limit: 5 }),
  },
} satisfies Record<string, Call>;
const writeCall = (applicationId: string): Call => ({
  method: 'POST',
  path: `/v1/applications/${applicationId}/messages`,
  token: (m) => m.managerToken,
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message_body"\r\n\r\nSee you on Tuesday at ten.\r\n--${BOUNDARY}--\r\n`,
});

const headersOf = (call: Call, mock: MockInfo) => ({
  authorization: `Bearer ${call.token(mock)}`,
  ...(call.contentType ? { 'content-type': call.contentType } : {}),
});

interface Load {
  rps: number;
  p99: number;
  bad: number;
}

async function load(port: number, call: Call, mock: MockInfo): Promise<Load> {
  const options = {
    url: `http://127.0.0.1:${port}${call.path}`,
    method: call.method,
    headers: headersOf(call, mock),
    body: call.body,
    connections,
    workers: 1,
  };
  // A short warm-up so JIT and connection set-up count against neither side.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, bad: result.errors + result.non2xx + result.timeouts };
}

async function answer(port: number, call: Call, mock: MockInfo): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${call.path}`, { method: call.method, headers: headersOf(call, mock), body: call.body });
  if (!response.ok) throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
  return response.text();
}

const fmt = (l: Load) => `${l.rps.toLocaleString('en-US')} req/s, p99 ${l.p99} ms${l.bad ? `, ${l.bad} failed` : ''}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** One call on the mock and on its peer, in turns: the round with the median ratio, and every ratio. */
interface Pair {
  mock: Load;
  peer: Load;
  ratios: number[];
}
async function paired(mockPort: number, peerPort: number, call: Call, mock: MockInfo): Promise<Pair> {
  const pairs: { mock: Load; peer: Load; ratio: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const peer = await load(peerPort, call, mock);
    const measured = await load(mockPort, call, mock);
    pairs.push({ mock: measured, peer, ratio: measured.rps / peer.rps });
  }
  const ratios = pairs.map((p) => p.ratio);
  const middle = pairs.find((p) => p.ratio === median(ratios)) ?? pairs[0];
  if (!middle) throw new Error('no round measured');
  return { mock: middle.mock, peer: middle.peer, ratios };
}

const range = (ratios: number[]) =>
  ratios.length > 1 ? `; ratios ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} over ${ratios.length} rounds` : '';
const share = (what: string, pair: Pair, goal: number): Result => {
  const ratio = median(pair.ratios);
  return {
    what,
    goal: `≥ ${goal.toFixed(2)} × bare Fastify, p99 < ${P99_GOAL_MS} ms`,
    figure: `${fmt(pair.mock)}${range(pair.ratios)}`,
    ratio,
    met: ratio >= goal && pair.mock.p99 < P99_GOAL_MS && pair.mock.bad === 0,
  };
};

const tmp = mkdtempSync(join(tmpdir(), 'bench-mock-'));
try {
  console.info(`autocannon: ${connections} connections, ${duration} s per measurement (after 1 s warm-up), 127.0.0.1`);
  const [small, big] = await Promise.all([
    startChild<MockInfo>('./serve-mock.ts', ['1'], { BENCH_PORT: String(portBase) }),
    startChild<MockInfo>('./serve-mock.ts', [String(bigScale)], { BENCH_PORT: String(portBase + 1) }),
  ]);
  const s = small.info;
  const write = writeCall(s.applicationId);
  const bodies: PeerRoute[] = [];
  for (const call of [calls.info, calls.list, write]) {
    bodies.push({ method: call.method, url: call.path.split('?')[0] ?? call.path, body: await answer(s.port, call, s) });
  }
  writeFileSync(join(tmp, 'peer.json'), JSON.stringify(bodies));
  writeFileSync(join(tmp, 'info.json'), bodies[0]?.body ?? '{}');
  const peer = await startChild<{ port: number }>('./serve-peer.ts', [join(tmp, 'peer.json')], { BENCH_PORT: String(portBase + 2) });
  const jsonServer = await startChild<{ port: number }>('./serve-json-server.ts', [join(tmp, 'info.json')], {
    BENCH_PORT: String(portBase + 3),
  });

  const results: Result[] = [];
  const info = await paired(s.port, peer.info.port, calls.info, s);
  const infoMock = info.mock;
  const infoJson = await load(jsonServer.info.port, calls.info, s);
  results.push(share('mock GET /v1/users/info, real token', info, 0.7));
  // Each call's peer is shown: a p99 the peer itself misses on this machine is the machine's.
  const peerRow = (pair: Pair): Result => ({ what: 'bare Fastify, same answer, own process', goal: '(the peer)', figure: `${fmt(pair.peer)} (the median round)` });
  results.push(peerRow(info));
  // What this machine allows at all: a p99 goal below this figure cannot be met by any server here.
  const hello = await load(peer.info.port, { method: 'GET', path: HELLO_PATH, token: () => '' }, s);
  results.push({ what: 'bare Fastify answering {"hello":"world"}, no check (the machine’s ceiling)', goal: '(for information)', figure: fmt(hello) });
  results.push({
    what: 'json-server 0.17, same JSON, own process',
    goal: 'mock ≥ 2 × json-server',
    figure: fmt(infoJson),
    ratio: infoMock.rps / infoJson.rps,
    met: infoMock.rps / infoJson.rps >= 2,
  });

  const list = await paired(s.port, peer.info.port, calls.list, s);
  const listMock = list.mock;
  results.push(share('mock GET /v1/employer_applications (10 of 14)', list, 0.5), peerRow(list));
  const listBig = await load(big.info.port, calls.list, big.info);
  const searchSmall = await load(s.port, calls.search, s);
  const searchBig = await load(big.info.port, calls.search, big.info);
  const scaled = (what: string, at100: Load, at1: Load): Result => ({
    what: `${what} at scale ${bigScale} (${big.info.brands} brands, ${big.info.applications} applications)`,
    goal: `≤ 2 × its scale-1 time (${fmt(at1)})`,
    figure: fmt(at100),
    ratio: at100.rps / at1.rps,
    met: at100.rps / at1.rps >= 0.5,
  });
  results.push(scaled('list', listBig, listMock));
  results.push(scaled('search POST /v1/brands/GP-1/brands/search', searchBig, searchSmall));

  // The write last: every request adds a message to the thread the list shows.
  const written = await paired(s.port, peer.info.port, write, s);
  results.push(share('mock POST a message (multipart)', written, 0.5), peerRow(written));

  const reset = median(big.info.resetMs);
  results.push({
    what: `reset to the seed at scale ${bigScale} (median of ${big.info.resetMs.length})`,
    goal: '≤ 200 ms',
    figure: `${reset.toFixed(0)} ms (scale 1: ${median(s.resetMs).toFixed(1)} ms)`,
    ratio: 200 / reset,
    met: reset <= 200,
  });
  results.push({
    what: `reset, then the first use of every store (each copied then) at scale ${bigScale}`,
    goal: '(for information)',
    figure: `${median(big.info.resetAndCopyAllMs).toFixed(0)} ms (scale 1: ${median(s.resetAndCopyAllMs).toFixed(1)} ms)`,
  });
  results.push({
    what: `app build (seed + keys) at scale 1 / ${bigScale}`,
    goal: '(for information)',
    figure: `${s.buildMs.toFixed(0)} ms / ${big.info.buildMs.toFixed(0)} ms`,
  });
  printResults('mock server against its peers (ratio: mock over the reference in the goal)', results);
} finally {
  stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
