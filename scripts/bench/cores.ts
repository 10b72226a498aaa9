/**
 * Keeps a bench's load generator and the servers it measures off each other's cores with `taskset`:
 * on 2 shared cores, autocannon and a server that run on the same core take turns, and the same code
 * measured 0.34 and 0.67 × its peer minutes apart. The generator gets the first core this process
 * may use, the servers the others.
 */
import { execFileSync } from 'node:child_process';

export interface CorePlan {
  /** Cores for the load generator (this process), as taskset's list: "0". */
  generator: string;
  /** Cores for the servers: "1" or "1-3" spelled as a list. */
  servers: string;
}

/** The cores this process may run on, from taskset; undefined when taskset is missing. */
function allowedCores(): number[] | undefined {
  try {
    const out = execFileSync('taskset', ['-cp', String(process.pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const list = out.split(':').pop()?.trim() ?? '';
    return list.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) return [];
      return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
    });
  } catch {
    return undefined;
  }
}

/**
 * Pins this process (every thread it has and will start: autocannon's included) to the first core
 * and returns the plan, or returns why it could not: then everything shares the cores, as before.
 */
export function pinLoadGenerator(): { plan: CorePlan } | { why: string } {
  const cores = allowedCores();
  if (!cores) return { why: 'taskset is not available' };
  if (cores.length < 2) return { why: `this process may use ${cores.length} core only` };
  const [generator, ...servers] = cores.map(String);
  try {
    execFileSync('taskset', ['-a', '-cp', generator ?? '0', String(process.pid)], {
      stdio: 'ignore',
    });
  } catch (error) {
    return {
      why: `taskset could not pin this process (${(error as Error).message.split('\n')[0]})`,
    };
  }
  return { plan: { generator: generator ?? '0', servers: servers.join(',') } };
}
