/** Starts a bench child (a TypeScript file run through tsx) and waits for its one JSON line. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const running = new Set<ChildProcess>();
const TIMEOUT_MS = 600_000;

export interface Child<T> {
  info: T;
  stop(): Promise<void>;
}

/** `cpus`: run the child on these cores only (taskset's list, e.g. "1"), away from the load generator. */
export function startChild<T>(
  file: string,
  args: string[],
  env: Record<string, string> = {},
  cpus?: string,
): Promise<Child<T>> {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const command = [process.execPath, '--import', 'tsx', path, ...args];
  const [program, ...rest] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  const child = spawn(program ?? process.execPath, rest, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  const stop = () =>
    new Promise<void>((resolve) => {
      running.delete(child);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`${file} did not start within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Only a complete line: the JSON may arrive in more than one chunk.
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ info: JSON.parse(line) as T, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited (${code}) before it was ready`));
    });
  });
}

/** Ends every child still running: on the way out, and when the bench is interrupted. */
export function stopAll(): void {
  for (const child of running) child.kill('SIGTERM');
  running.clear();
}
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}
