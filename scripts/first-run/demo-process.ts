import { spawn } from 'node:child_process';

export interface Served {
  /** ms from `npm run demo` until the login page and the mock server both answer. */
  total: number;
  /** ms of that after the install step ended: how long an installed tree takes to serve. */
  afterInstall: number;
  /** Whether the demo built the web app (false: it served the build it had, sources unchanged). */
  built: boolean;
}

/** The line scripts/run.sh prints once bootstrap is done. */
const STARTING = '› starting the mock server and the web app';
/** What scripts/demo.ts prints when it serves the build it has. */
const UP_TO_DATE = 'the web build is up to date';

export interface DemoRun {
  served(): Promise<Served>;
  lastLines(count: number): string;
  /** Stops the whole process group the demo started, and waits until it is gone. */
  stop(): Promise<void>;
}

const SERVE_TIMEOUT_MS = 180_000;
const POLL_MS = 200;

const answers = async (url: string, expect: (body: string) => boolean) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok && expect(await response.text());
  } catch {
    return false;
  }
};

export function startDemo(options: {
  cwd: string;
  path: string;
  mockPort: number;
  webPort: number;
}): DemoRun {
  const started = Date.now();
  const lines: string[] = [];
  const child = spawn('npm', ['run', '--silent', 'demo'], {
    cwd: options.cwd,
    detached: true, // its own process group, so stop() reaches pnpm, tsx, vite and the mock alike
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      HOME: process.env.HOME ?? '/root',
      PATH: options.path,
      MOCK_PORT: String(options.mockPort),
      WEB_PORT: String(options.webPort),
      PACT_DO_NOT_TRACK: 'true',
      SCARF_ANALYTICS: 'false',
    },
  });
  let exited: number | null = null;
  let installedAt: number | null = null;
  const keep = (chunk: Buffer) => {
    const fresh = chunk.toString().split('\n').filter(Boolean);
    if (installedAt === null && fresh.some((line) => line.includes(STARTING)))
      installedAt = Date.now();
    lines.push(...fresh);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const gone = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = code ?? 1;
      resolve();
    }),
  );

  return {
    async served() {
      const mock = `http://localhost:${options.mockPort}/.well-known/jwks.json`;
      const login = `http://localhost:${options.webPort}/user/login`;
      while (Date.now() - started < SERVE_TIMEOUT_MS) {
        if (exited !== null)
          throw new Error(`\`npm run demo\` exited with ${exited} before serving`);
        const both = await Promise.all([
          answers(mock, (body) => body.includes('"keys"')),
          answers(login, (body) => body.includes('id="root"')),
        ]);
        // The demo prints its addresses and accounts once both answer: served means that too.
        if (both.every(Boolean) && lines.some((line) => line.includes('manager@demo.test'))) {
          const now = Date.now();
          return {
            total: now - started,
            afterInstall: now - (installedAt ?? started),
            built: !lines.some((line) => line.includes(UP_TO_DATE)),
          };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(
        `the demo did not serve ports ${options.mockPort} and ${options.webPort} and print its accounts within ${SERVE_TIMEOUT_MS / 1000} s`,
      );
    },
    lastLines: (count) => lines.slice(-count).join('\n'),
    async stop() {
      if (exited !== null || child.pid === undefined) return;
      const group = -child.pid;
      process.kill(group, 'SIGTERM');
      const killed = setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await gone;
      clearTimeout(killed);
    },
  };
}
