/**
 * `pnpm test:soak [runs] [spec files…]`: runs the browser suite (or only the spec files
 * named, as Playwright filters them) `runs` times (default 3) while a CPU-burning process per core
 * keeps the machine busy, then prints each run's failures and the flake rate. A test that only passes on an idle machine depends on timing: this is how we find it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { failuresOf, type RunResult } from './soak/playwright-report.ts';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? process.env.SOAK_RUNS ?? 3);
/** Spec files to soak instead of the whole suite, e.g. `e2e/journey-workday.spec.ts`. */
const specs = process.argv.slice(3);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`runs must be a positive whole number, got ${process.argv[2]}`);

// Each burner spins in 50 ms slices and leaves as soon as this process is gone, so none outlives it.
const BURN = `const parent = process.ppid;
const spin = () => { const end = Date.now() + 50; while (Date.now() < end); if (process.ppid !== parent) process.exit(0); setImmediate(spin); };
spin();`;

const burners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));

function runSuite(index: number): Promise<RunResult> {
  const report = resolve(root, `.reports/soak-${index}.json`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        '-c',
        'web/playwright.config.ts',
        '--reporter=dot,json',
        ...specs,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    child.on('exit', () =>
      done({ ...failuresOf(report), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

mkdirSync(resolve(root, '.reports'), { recursive: true });
console.info(
  `test:soak: ${runs} run(s) of ${specs.length ? specs.join(' ') : 'the browser suite'} with ${burners.length} CPU burner(s) beside it`,
);
const results: RunResult[] = [];
for (let index = 1; index <= runs; index++) results.push(await runSuite(index));
stopBurners();

let executed = 0;
let failed = 0;
results.forEach((result, index) => {
  executed += result.executed;
  failed += result.failed.length;
  console.info(
    `run ${index + 1}: ${result.executed} tests, ${result.failed.length} failed, ${result.seconds} s`,
  );
  for (const title of result.failed) console.info(`  ✘ ${title}`);
});
const rate = executed === 0 ? 0 : (100 * failed) / executed;
console.info(
  `test:soak: ${failed} failures in ${executed} test runs over ${runs} loaded run(s): flake rate ${rate.toFixed(2)} %`,
);
process.exit(failed === 0 && executed > 0 ? 0 : 1);
