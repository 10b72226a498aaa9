// Adds up what each step reported into the one closing line of `npm test`: every test counts,
// typecheck and lint count as one check each, and a runner that failed without reporting a
// failed test (a crash) counts as one failure. Each step's line also gives the CPU time the machine
// was busy during it and what share of all its cores that was: near 100 % the step is bound by the
// cores (or the machine is busy with other work); far below, it waits.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const steps = readFileSync('.reports/steps.txt', 'utf8')
  .trim()
  .split('\n')
  .map((l) => l.split('|'));

const counts = {
  tests: () => {
    const r = read('.reports/vitest.json');
    return r && { passed: r.numPassedTests, failed: r.numFailedTests };
  },
  contracts: () => {
    const r = read('.reports/contracts.json');
    return r && { passed: r.numPassedTests, failed: r.numFailedTests };
  },
  browser: () => {
    const r = read('.reports/playwright.json');
    return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  },
};

let passed = 0;
let failed = 0;
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
let totalSeconds = 0;
let totalCpu = 0;
const cores = availableParallelism();
const usage = (cpu, share) => `CPU ${minutes(cpu).padStart(6)} (${share} % of ${cores} cores busy)`;
for (const [name, status, took, cpuTook, busyShare] of steps) {
  const reported = counts[name]?.() ?? null;
  const p = reported ? reported.passed : status === 'ok' ? 1 : 0;
  let f = reported ? reported.failed : status === 'ok' ? 0 : 1;
  if (status !== 'ok' && f === 0) f = 1;
  const seconds = Number(took ?? 0);
  const cpu = Number(cpuTook ?? 0);
  totalSeconds += seconds;
  totalCpu += cpu;
  const outcome = `${p} passed, ${f} failed`;
  console.info(
    `${name.padEnd(10)} ${status.padEnd(7)} ${minutes(seconds).padStart(6)}  ${outcome.padEnd(22)} ${usage(cpu, Number(busyShare ?? 0))}`,
  );
  passed += p;
  failed += f;
}
// Steps that ran side by side each count the machine's whole CPU time while they ran: the run's own
// line (test.sh's run.txt) is the wall clock and the CPU time of the whole run, counted once.
const run = existsSync('.reports/run.txt')
  ? readFileSync('.reports/run.txt', 'utf8').trim().split('|').map(Number)
  : null;
const [runSeconds, runCpu, runShare] = run ?? [
  totalSeconds,
  totalCpu,
  totalSeconds > 0 ? Math.round((100 * totalCpu) / (totalSeconds * cores)) : 0,
];
console.info(
  `${'whole run'.padEnd(18)} ${minutes(runSeconds).padStart(6)}  ${''.padEnd(22)} ${usage(runCpu, runShare)}`,
);
console.info(`npm test: ${passed} passed, ${failed} failed`);
