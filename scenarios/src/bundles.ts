/**
 * `pnpm scenario bundle save NAME [--since MARK]` and `bundle replay NAME`: a bug, its world and
 * the calls that led to it, in one file under `.bundles/` to hand to a developer.
 */
import { CommandFailed } from './journal-commands.ts';
import { savedFiles } from './saved-files.ts';
import type { SimClient } from './sim-client.ts';
import { table } from './table.ts';

const bundles = savedFiles('.bundles', 'bundle', 'a bug bundle');

export async function saveBundle(
  client: SimClient,
  name: string,
  since: string | undefined,
): Promise<string> {
  const path = bundles.path(name);
  const bundle = await client.bundle(since);
  const kb = bundles.write(name, bundle);
  return `Saved ${bundle.calls.length} call(s) since mark "${bundle.mark}", with the world at that mark, to ${path} (${kb} KB).`;
}

const shown = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing');

export async function replayBundle(client: SimClient, name: string): Promise<string> {
  const { path, file } = bundles.read(name);
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
