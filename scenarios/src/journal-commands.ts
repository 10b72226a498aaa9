/**
 * `pnpm scenario journal | verify | mark`: what the mock was asked, read as a table, asserted on,
 * and cut at a named point. `verify` exits 1 when the count is not the one expected, so a test
 * script can rely on it.
 */
import type { JournalEntry, JournalFilter, SimClient } from './sim-client.ts';
import { table } from './table.ts';

export class CommandFailed extends Error {}

/** Flags the journal commands read: --route, --status, --method, --persona, --since, --count, --follow. */
export type Flags = ReadonlyMap<string, string | true>;

const text = (flags: Flags, name: string): string | undefined => {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
};

function filterOf(flags: Flags): JournalFilter {
  const filter: JournalFilter = {};
  for (const key of ['route', 'status', 'method', 'persona', 'since'] as const) {
    const value = text(flags, key);
    if (value !== undefined) filter[key] = value;
  }
  return filter;
}

const clockTime = (iso: string) => iso.slice(11, 23);

export function journalTable(entries: readonly JournalEntry[]): string {
  if (!entries.length) return 'No calls.';
  return table([
    ['#', 'time', 'method', 'path', 'status', 'ms', 'persona', 'brand', 'fault'],
    ...entries.map((e) => [
      String(e.seq),
      clockTime(e.at),
      e.method,
      e.path,
      e.status === 0 ? 'none' : String(e.status),
      String(e.latency_ms),
      e.persona ?? '',
      e.brand ?? '',
      e.fault ?? '',
    ]),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `journal [--follow]`: the calls so far, then (following) each new one as it comes, until Ctrl-C. */
export async function journal(
  client: SimClient,
  flags: Flags,
  print: (text: string) => void,
): Promise<string> {
  const filter = filterOf(flags);
  const { entries } = await client.journal(filter);
  if (flags.get('follow') !== true) return journalTable(entries);
  print(journalTable(entries));
  let last = entries.at(-1)?.seq ?? (await client.journal({})).entries.at(-1)?.seq ?? 0;
  for (;;) {
    await sleep(1000);
    const fresh = (await client.journal({ ...filter, since: String(last) })).entries;
    if (fresh.length) {
      print(journalTable(fresh).split('\n').slice(2).join('\n'));
      last = fresh.at(-1)?.seq ?? last;
    }
  }
}

/** `verify 'METHOD /path/*' [--count N] [--since MARK]`: exactly N such calls (at least one without --count). */
export async function verify(client: SimClient, route: string, flags: Flags): Promise<string> {
  const countText = text(flags, 'count');
  const expected = countText === undefined ? undefined : Number(countText);
  if (expected !== undefined && (!Number.isInteger(expected) || expected < 0)) {
    throw new CommandFailed(`--count must be a whole number ≥ 0, got "${countText ?? ''}"`);
  }
  const { entries } = await client.journal({ ...filterOf(flags), route });
  const holds = expected === undefined ? entries.length > 0 : entries.length === expected;
  const wanted = expected === undefined ? 'at least 1' : String(expected);
  const since = text(flags, 'since');
  const summary = `${holds ? 'ok' : 'FAILED'}: ${entries.length} call(s) matching "${route}"${since ? ` since ${since}` : ''}, expected ${wanted}.`;
  const report = entries.length ? `${summary}\n\n${journalTable(entries)}` : summary;
  if (!holds) throw new CommandFailed(report);
  return report;
}

/** `drift`: each answer a proxied backend gave off the contract, where and how. */
export async function drift(client: SimClient): Promise<string> {
  const { reports } = await client.drift();
  if (!reports.length)
    return 'No drift: every proxied answer kept the contract (or nothing was proxied).';
  return table([
    ['time', 'call', 'status', 'field', 'the contract says', 'came back'],
    ...reports.map((r) => [
      clockTime(r.at),
      `${r.method} ${r.url}`,
      String(r.status),
      r.field,
      r.contract,
      JSON.stringify(r.got) ?? 'nothing',
    ]),
  ]);
}

export async function mark(client: SimClient, name: string | undefined): Promise<string> {
  const set = await client.mark(name ?? 'mark');
  return `Mark "${set.name}" set after call #${set.seq}. Ask for what came after it with --since ${set.name}.`;
}
