/**
 * `pnpm scenario bundle save NAME [--since MARK]` and `bundle replay NAME`: a bug, its world and
 * the calls that led to it, in one file under `.bundles/` to hand to a developer.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CommandFailed } from './journal-commands.ts';
import type { SimClient } from './sim-client.ts';
import { table } from './table.ts';
import { WorldFileUsageError } from './worlds.ts';

/** Bundles live in the workspace's `.bundles/` (gitignored), whatever directory pnpm runs from. */
const BUNDLES_DIR = fileURLToPath(new URL('../../.bundles/', import.meta.url));

function bundlePath(name: string): string {
  if (name.includes('/') || name.endsWith('.json')) return name;
  if (!/^[\w.-]{1,80}$/.test(name) || name.startsWith('.')) {
    throw new WorldFileUsageError(
      `a bundle NAME is letters, digits, ".", "_" and "-" (at most 80), got "${name}"`,
    );
  }
  return `${BUNDLES_DIR}${name}.json`;
}

export async function saveBundle(
  client: SimClient,
  name: string,
  since: string | undefined,
): Promise<string> {
  const path = bundlePath(name);
  const bundle = await client.bundle(since);
  if (!name.includes('/')) mkdirSync(BUNDLES_DIR, { recursive: true });
  const text = JSON.stringify(bundle);
  writeFileSync(path, text);
  return `Saved ${bundle.calls.length} call(s) since mark "${bundle.mark}", with the world at that mark, to ${path} (${Math.round(text.length / 1024)} KB).`;
}

const shown = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing');

export async function replayBundle(client: SimClient, name: string): Promise<string> {
  const path = bundlePath(name);
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no such file'
        : (error as Error).message;
    throw new WorldFileUsageError(
      `cannot read ${path} as a bug bundle (${reason}); the running world is unchanged`,
    );
  }
  const report = await client.replayBundle(file);
  const skipped = report.skipped
    .map((s) => `  #${s.seq} ${s.url}: not replayed, ${s.why}`)
    .join('\n');
  const head = `Replayed ${report.replayed} call(s) from ${path}.${skipped ? `\n${skipped}` : ''}`;
  if (!report.differences.length)
    return `${head}\nEvery answer is the same as when it was recorded.`;
  const rows = report.differences.flatMap((d) => {
    const status =
      d.was_status === d.now_status ? String(d.now_status) : `${d.was_status} → ${d.now_status}`;
    const fields = d.fields.length ? d.fields : [{ field: '', was: '', now: '' }];
    return fields.map((f, i) => [
      i ? '' : `#${d.seq}`,
      i ? '' : `${d.method} ${d.url}`,
      i ? '' : status,
      f.field,
      shown(f.was),
      shown(f.now),
    ]);
  });
  throw new CommandFailed(
    `${head}\n${report.differences.length} answer(s) now differ:\n\n${table([['#', 'call', 'status', 'field', 'was', 'now'], ...rows])}`,
  );
}
