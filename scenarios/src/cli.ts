/**
 * The QA command line: `pnpm scenario <command>`. It talks to a running mock server's `/__sim`
 * admin API (MOCK_URL or --url, default http://localhost:4010) and prints readable tables.
 */
import { readAdminToken } from './admin-token.ts';
import { replayBundle, saveBundle } from './bundles.ts';
import { CommandFailed, type Flags, drift, journal, mark, verify } from './journal-commands.ts';
import { formatDuration, parseDuration } from './duration.ts';
import type { FaultRule } from './faults.ts';
import type { FaultStatus, SimClient, SimStatus } from './sim-client.ts';
import {
  DEFAULT_MOCK_URL,
  SimRequestError,
  SimUnreachableError,
  createSimClient,
} from './sim-client.ts';
import { pairs, table } from './table.ts';
import { WorldFileUsageError } from './saved-files.ts';
import { loadWorld, saveWorld } from './worlds.ts';

const HELP = `Usage: pnpm scenario <command> [--url URL]

Drives the mock server's simulator (MOCK_URL or --url, default ${DEFAULT_MOCK_URL}).

Commands:
  list                            the named scenarios (* marks the active one)
  use NAME                        reset to the seed, then apply scenario NAME
  reset                           back to the seed: data, clock, version, faults, live activity
  status                          active scenario, clock, version info, faults, live activity
  clock [show]                    the simulated time and its offset from wall time
  clock set ISO                   e.g. clock set 2026-12-24T18:00:00Z
  clock advance DURATION          e.g. clock advance 10m  (ms, s, m, h, d; 1h30m; -5m)
  faults [show]                   the fault rules and their seed
  faults clear                    remove every fault rule (hung requests are let go)
  faults latency PATTERN MS[-MS]  wait MS, or a seeded MS-MS range, on matching API paths
  faults errors PATTERN SHARE     answer 503 to a share (0.2 or 20%) of matching requests
  faults drop PATTERN SHARE       reset the connection of a share of matching requests
  faults hang PATTERN SHARE       never answer a share of matching requests
  faults seed N                   restart the fault PRNG from seed N
    (errors, drop, hang and latency take --persona EMAIL and --brand ID: only that tester's calls)
  journal [--follow]              the calls the mock served, oldest first (filters below)
  mark [NAME]                     mark the latest call; --since NAME then asks only for later ones
  verify 'METHOD PATH' [--count N]  exit 0 when exactly N matching calls were made (≥ 1 without --count), else 1
  bundle save NAME [--since MARK]  the world at MARK (default: the latest) and every call since → .bundles/NAME.json
  bundle replay NAME              restore that world, send the calls again; exit 1 and list each answer that differs
  drift                           answers a real backend (mock started with --proxy-to) gave off the contract
    filters: --route 'POST /v1/brands/*/shifts/publish' --status 4xx --method GET --persona EMAIL --since NAME
  live on SECONDS | off | tick    live applications and messages every SECONDS, or one burst now
  save NAME                       write the whole world, clock and scenario to .worlds/NAME.json
  load NAME                       replace the running world with .worlds/NAME.json (or a FILE.json path)

A mock started with --host beyond loopback needs its admin token: the CLI reads MOCK_ADMIN_TOKEN,
or the token file the server writes on this machine.

PATTERN is a path glob where * matches anything: '/v1/users/*', '/v*'. Quote it in the shell.
Examples:
  pnpm scenario use maintenance
  pnpm scenario faults latency '/v1/*' 200-800
  pnpm scenario clock advance 2h`;

class UsageError extends Error {}

const iso = (ms: number) => new Date(ms).toISOString();

function showStatus(s: SimStatus): string {
  const m = s.version.maintenance;
  return pairs([
    ['scenario', s.scenario],
    ['clock', `${s.clock.now}  (offset ${formatDuration(s.clock.offset_ms)})`],
    [
      'version',
      `${s.version.version} effective ${s.version.effective_on}${s.version.force_update ? ', force update' : ''}`,
    ],
    ['poll every', `${s.version.api_pulling_frequency} s`],
    [
      'maintenance',
      [m.status, m.post_maintenance_action, m.post_maintenance_action_time]
        .filter(Boolean)
        .join(' '),
    ],
    ['cache invalidation', s.version.cache_config.invalidation.effective_on ?? 'none'],
    ['rules', s.version.rules.map((r) => `${r.type}=${r.value}`).join(', ') || 'none (everyone)'],
    [
      'faults',
      s.faults.rules.length ? `${s.faults.rules.length} rule(s), seed ${s.faults.seed}` : 'none',
    ],
    [
      'live activity',
      s.live.enabled ? `every ${s.live.every_seconds} s (${s.live.ticks} bursts so far)` : 'off',
    ],
    ['world', `seed ${s.seed}, scale ${s.scale}`],
  ]);
}

function showFaults(f: FaultStatus): string {
  if (!f.rules.length) return `No faults (seed ${f.seed}).`;
  const rows = f.rules.map((r, i) => [
    String(i + 1),
    r.kind,
    r.pattern,
    r.kind === 'latency'
      ? r.min_ms === r.max_ms
        ? `${r.min_ms} ms`
        : `${r.min_ms}–${r.max_ms} ms`
      : `${Math.round(r.share * 1000) / 10}%${r.max_streak ? `, at most ${r.max_streak} in a row` : ''}`,
  ]);
  const hung = f.hung ? `\n${f.hung} request(s) hung right now.` : '';
  return `${table([['#', 'kind', 'pattern', 'effect'], ...rows])}\nseed ${f.seed}${hung}`;
}

function share(text: string | undefined): number {
  const value = text?.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (text === undefined || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`SHARE must be between 0 and 1 (or 0% and 100%), got "${text ?? ''}"`);
  }
  return value;
}

function latency(text: string | undefined): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text ?? '');
  if (!match)
    throw new UsageError(
      `MS must be a number of milliseconds or a range like 200-800, got "${text ?? ''}"`,
    );
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new UsageError(`the range ${text ?? ''} ends before it starts`);
  return [min, max];
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}

/** --persona and --brand narrow a rule to one tester's calls on a shared mock. */
function aimOf(flags: Flags): { persona?: string; brand?: string } {
  const persona = flags.get('persona');
  const brand = flags.get('brand');
  return {
    ...(typeof persona === 'string' ? { persona } : {}),
    ...(typeof brand === 'string' ? { brand } : {}),
  };
}

async function faults(
  client: SimClient,
  [action = 'show', pattern, amount]: string[],
  flags: Flags,
): Promise<string> {
  const aim = aimOf(flags);
  const rule = (kind: 'error' | 'drop' | 'hang'): FaultRule => ({
    kind,
    pattern: need(pattern, 'PATTERN'),
    share: share(amount),
    ...aim,
  });
  switch (action) {
    case 'show':
      return showFaults(await client.faults());
    case 'clear':
      return showFaults(await client.clearFaults());
    case 'latency': {
      const [min_ms, max_ms] = latency(amount);
      return showFaults(
        await client.addFault({
          kind: 'latency',
          pattern: need(pattern, 'PATTERN'),
          min_ms,
          max_ms,
          ...aim,
        }),
      );
    }
    case 'errors':
      return showFaults(await client.addFault(rule('error')));
    case 'drop':
      return showFaults(await client.addFault(rule('drop')));
    case 'hang':
      return showFaults(await client.addFault(rule('hang')));
    case 'seed': {
      const seed = Number(pattern);
      if (!Number.isInteger(seed))
        throw new UsageError(`seed must be an integer, got "${pattern ?? ''}"`);
      return showFaults(await client.setFaults({ seed, rules: (await client.faults()).rules }));
    }
    default:
      throw new UsageError(`unknown faults action "${action}"`);
  }
}

async function clock(client: SimClient, [action = 'show', value]: string[]): Promise<string> {
  const show = (c: { now: string; offset_ms: number }) =>
    `${c.now}  (offset ${formatDuration(c.offset_ms)})`;
  switch (action) {
    case 'show':
      return show(await client.clock());
    case 'set': {
      const ms = Date.parse(need(value, 'ISO time'));
      if (Number.isNaN(ms))
        throw new UsageError(
          `cannot read "${value ?? ''}" as a time; use ISO 8601, e.g. 2026-12-24T18:00:00Z`,
        );
      return show(await client.setClock(iso(ms)));
    }
    case 'advance': {
      const ms = parseDuration(need(value, 'DURATION'));
      if (ms === null)
        throw new UsageError(`cannot read "${value ?? ''}" as a duration (e.g. 90s, 10m, 2h, 1d)`);
      return show(await client.advanceClock(ms));
    }
    default:
      throw new UsageError(`unknown clock action "${action}"`);
  }
}

async function live(client: SimClient, [action, value]: string[]): Promise<string> {
  if (action === 'off') return (await client.setLive(null)) && 'Live activity off.';
  if (action === 'tick') {
    const t = await client.liveTick();
    return `${t.at}: ${t.applications} application(s), ${t.messages} message(s) arrived.`;
  }
  if (action === 'on') {
    const seconds = Number(value ?? 10);
    if (!Number.isInteger(seconds) || seconds < 1)
      throw new UsageError('SECONDS must be a whole number ≥ 1');
    await client.setLive(seconds);
    return `Live activity on: a burst every ${seconds} s.`;
  }
  throw new UsageError('live needs on SECONDS, off or tick');
}

async function run(client: SimClient, [command, ...rest]: string[], flags: Flags): Promise<string> {
  switch (command) {
    case 'list': {
      const { active, scenarios } = await client.list();
      return table([
        ['', 'scenario', 'description'],
        ...scenarios.map((s) => [s.name === active ? '*' : '', s.name, s.description]),
      ]);
    }
    case 'use': {
      const { applied, took_ms, status } = await client.use(
        need(rest[0], 'scenario NAME (see pnpm scenario list)'),
      );
      return `Applied "${applied}" in ${took_ms} ms.\n\n${showStatus(status)}`;
    }
    case 'reset': {
      const { took_ms, status } = await client.reset();
      return `Reset to the seed in ${took_ms} ms.\n\n${showStatus(status)}`;
    }
    case 'status':
      return showStatus(await client.status());
    case 'clock':
      return clock(client, rest);
    case 'faults':
      return faults(client, rest, flags);
    case 'journal':
      return journal(client, flags, (text) => console.info(text));
    case 'drift':
      return drift(client);
    case 'mark':
      return mark(client, rest[0]);
    case 'bundle': {
      const [action, name] = rest;
      const since = flags.get('since');
      if (action === 'save')
        return saveBundle(
          client,
          need(name, 'bundle NAME'),
          typeof since === 'string' ? since : undefined,
        );
      if (action === 'replay') return replayBundle(client, need(name, 'bundle NAME'));
      throw new UsageError('bundle needs save NAME or replay NAME');
    }
    case 'verify':
      return verify(
        client,
        need(rest[0], "the calls to count, e.g. 'POST /v1/brands/*/shifts/publish'"),
        flags,
      );
    case 'live':
      return live(client, rest);
    case 'save':
      return saveWorld(client, need(rest[0], 'NAME'));
    case 'load':
      return loadWorld(client, need(rest[0], 'NAME'));
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  }
}

/** Flags that stand alone; every other --flag takes the word after it (or `--flag=value`). */
const SWITCHES = new Set(['follow']);

function parseArgs(argv: string[]): { url: string; help: boolean; words: string[]; flags: Flags } {
  let url = process.env.MOCK_URL ?? DEFAULT_MOCK_URL;
  let help = false;
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h' || arg === 'help') help = true;
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split(/=(.*)/s);
      const value =
        inline ?? (SWITCHES.has(name) ? true : need(argv[++i], `a value after --${name}`));
      if (name === 'url') url = value === true ? url : value;
      else flags.set(name, value);
    } else words.push(arg);
  }
  return { url, help, words, flags };
}

// `pnpm scenario list | head` closes stdout early; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  const { url, help, words, flags } = parseArgs(process.argv.slice(2));
  if (help || !words.length) {
    console.info(HELP);
  } else {
    console.info(await run(createSimClient(url, readAdminToken()), words, flags));
  }
} catch (error) {
  if (error instanceof CommandFailed) {
    console.error(error.message);
  } else if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\nRun pnpm scenario --help for usage.`);
  } else if (error instanceof SimUnreachableError) {
    console.error(
      `error: ${error.message}\nIs it running? Start it with: npm run demo  (or pnpm --filter @ws/mock-server start)`,
    );
  } else if (error instanceof WorldFileUsageError) {
    console.error(`error: ${error.message}`);
  } else if (error instanceof SimRequestError) {
    console.error(`error: ${error.message}`);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
