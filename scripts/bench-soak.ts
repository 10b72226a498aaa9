/**
 * `pnpm bench:soak` (§7): a mixed load on the mock server as testers run it (its own
 * process, loopback only) for a bounded time: per ten requests 6 reads, 3 writes (messages on the
 * manager's applications) and 1 sign-in. A warm-up of the same load (a tenth of the time, at least
 * 5 s) is followed by a reset to the seed: the soak starts from a warm process and a fresh world.
 * Prints req/s, p99, 5xx and the server's memory once warm and at the end; then reads every thread
 * back and counts the writes it finds, and resets again to see what the soak leaves behind.
 * Flags: --duration SECONDS (120, at most 600), --connections N (20, at most 200).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Request } from 'autocannon';

const flag = (name: string, fallback: number, max: number) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
};
const duration = flag('--duration', 120, 600);
const connections = flag('--connections', 20, 200);
/** The warm-up: start-up, JIT and first allocations are behind us when the soak starts. */
const warmSeconds = Math.max(5, Math.round(duration / 10));

const BRAND = 'CH-1-1-1';
const BOUNDARY = 'soakboundary7MA4YWxkTrZu0gW';
const POOL = {
  ClientId: 'mockwebclient',
  AuthFlow: 'USER_PASSWORD_AUTH',
  AuthParameters: { USERNAME: 'manager@demo.test', PASSWORD: 'Passw0rd!' },
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server as `pnpm --filter @ws/mock-server start` runs it, bound to 127.0.0.1. */
async function startServer(port: number): Promise<ChildProcess> {
  const entry = fileURLToPath(new URL('./soak-server.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', entry, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: fileURLToPath(new URL('../mock-server/', import.meta.url)),
      env: { ...process.env, MOCK_LOG: '0' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the mock server exited (${code}) before listening`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return child;
}

interface Memory {
  rss: number;
  heap: number;
}
const MB = 1024 * 1024;

/** The server's resident memory and its heap after a full collection (soak-server.ts), in MB. */
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (usage) => {
      const { rss, heapUsed } = usage as NodeJS.MemoryUsage;
      resolve({ rss: rss / MB, heap: heapUsed / MB });
    });
    child.send('memory');
  });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify(POOL),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

const multipart = (text: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message_body"\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port);
const resetWorld = async () => {
  const reset = await fetch(`${base}/__sim/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`reset to the seed failed: ${reset.status}`);
};
try {
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const page = (await (
    await fetch(`${base}/v1/employer_applications?brand=${BRAND}&offset=0&limit=10`, {
      headers: auth,
    })
  ).json()) as {
    data: { applications: { id: string }[] };
  };
  const applications = page.data.applications.map((a) => a.id);
  if (!applications.length) throw new Error('the manager has no applications to write to');
  const memStart = await memoryOf(server);

  let sent = 0;
  const written = new Map<string, string>();
  /** Answers other than 200, by request, so a 4xx is explained rather than only counted. */
  const refused = new Map<string, number>();
  const note = (what: string, status: number) => {
    if (status !== 200)
      refused.set(`${what} → ${status}`, (refused.get(`${what} → ${status}`) ?? 0) + 1);
  };
  const read = (path: string): Request => ({
    method: 'GET',
    path,
    headers: auth,
    onResponse: (status) => note(`GET ${path}`, status),
  });
  const write: Request = {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    setupRequest: (request, context) => {
      sent += 1;
      const marker = `soak-${sent}`;
      const application = applications[sent % applications.length] ?? '';
      Object.assign(context, { marker, application });
      return {
        ...request,
        path: `/v1/applications/${application}/messages`,
        body: multipart(marker),
      };
    },
    onResponse: (status, _body, context) => {
      note('POST message', status);
      const { marker, application } = context as { marker: string; application: string };
      if (status === 200) written.set(marker, application);
    },
  };
  const signInRequest: Request = {
    method: 'POST',
    path: '/cognito/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify(POOL),
    onResponse: (status) => note('sign-in', status),
  };
  const thread = (i: number) =>
    read(`/v1/application_messages/${applications[i % applications.length]}`);
  // Per ten requests: 6 reads, 3 writes, 1 sign-in, interleaved.
  const requests: Request[] = [
    read('/v1/users/info'),
    write,
    thread(0),
    read(`/v1/employer_applications?brand=${BRAND}&offset=0&limit=10`),
    write,
    read(`/v1/brands/${BRAND}/shifts`),
    signInRequest,
    thread(1),
    write,
    read(`/v1/web_versions?brand_id=${BRAND}&web_app_code=HARBOR_WEB&version=225`),
  ];

  console.info(
    `soak: ${duration} s after a ${warmSeconds} s warm-up, ${connections} connections, ${base} (6 reads, 3 writes, 1 sign-in per 10 requests)\n`,
  );
  await autocannon({ url: base, connections, duration: warmSeconds, requests });
  // A reset world copies each store on its first use, so both ends of the leak are fresh resets.
  await resetWorld();
  written.clear();
  refused.clear();
  const warmed = await memoryOf(server);
  const result = await autocannon({ url: base, connections, duration, requests });
  const memEnd = await memoryOf(server);

  // Every write the server accepted must be in its thread now.
  const found = new Set<string>();
  for (const id of applications) {
    const res = (await (
      await fetch(`${base}/v1/application_messages/${id}`, { headers: auth })
    ).json()) as {
      data: { messages: { message_body: string }[] };
    };
    for (const m of res.data.messages)
      if (m.message_body.startsWith('soak-')) found.add(m.message_body);
  }
  const missing = [...written.keys()].filter((marker) => !found.has(marker)).length;
  // What the soak leaves behind once its data is gone: the writes must stay readable, so growth
  // until now is mostly data the server is asked to keep; a leak is what a reset does not return.
  await resetWorld();
  const memReset = await memoryOf(server);
  const fivexx = result['5xx'];
  const growth = (m: (x: Memory) => number, at = memEnd) => ((m(at) - m(warmed)) / m(warmed)) * 100;
  const leak = growth((m) => m.heap, memReset);
  const bytesPerWrite = written.size > 0 ? ((memEnd.heap - memReset.heap) * MB) / written.size : 0;
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
  const mb = (m: Memory, key: keyof Memory) => `${m[key].toFixed(0)} MB`;
  console.info(
    `requests      ${result.requests.total} (${Math.round(result.requests.average)} req/s)`,
  );
  console.info(
    `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.info(
    `answers       2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${fivexx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  for (const [what, count] of refused) console.info(`              ${count} × ${what}`);
  console.info(`memory        start / warm and reset / end, after a full GC:`);
  console.info(
    `  heap used   ${mb(memStart, 'heap')} / ${mb(warmed, 'heap')} / ${mb(memEnd, 'heap')}: ${percent(growth((m) => m.heap))} once warm`,
  );
  console.info(
    `  RSS         ${mb(memStart, 'rss')} / ${mb(warmed, 'rss')} / ${mb(memEnd, 'rss')}: ${percent(growth((m) => m.rss))} once warm`,
  );
  console.info(
    `  after reset ${mb(memReset, 'heap')} heap, ${mb(memReset, 'rss')} RSS: ${percent(leak)} of the warm heap is not returned (the leak)`,
  );
  console.info(
    `  kept data   ${(bytesPerWrite / 1024).toFixed(2)} KB of heap per accepted write (messages and their indexes)`,
  );
  console.info(
    `writes        ${written.size} accepted, ${written.size - missing} readable afterwards, ${missing} missing`,
  );
  // Memory is the process's (RSS). The heap grows by exactly the writes the soak must keep readable,
  // so its goal is what a reset to the seed does not give back; its growth with them is information.
  const goals = [
    fivexx === 0 && result.errors === 0,
    growth((m) => m.rss) < 10,
    leak < 10,
    missing === 0,
  ];
  const said = (met: boolean | undefined) => (met ? 'met' : 'MISSED');
  console.info(
    `\ngoals: 0 5xx ${said(goals[0])}; memory (RSS) growth < 10 % once warm ${said(goals[1])}; ` +
      `heap growth < 10 % once the kept writes are gone ${said(goals[2])}; every write readable ${said(goals[3])}` +
      `\n(for information: the heap grows ${percent(growth((m) => m.heap))} while it holds the ${written.size} writes)`,
  );
  process.exitCode = goals.every(Boolean) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
