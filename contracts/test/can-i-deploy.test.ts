/** Can-I-deploy without a broker: a result passes only when every interaction of the pact in hand passed. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerificationResult } from '../pact/verify-provider.ts';
import { pactVersionOf } from '../pact/verify-provider.ts';

const dir = mkdtempSync(join(tmpdir(), 'can-i-deploy-'));
const contractsDir = fileURLToPath(new URL('..', import.meta.url));
// A pact of its own: the live one is rewritten by the consumer tests, which run at the same time.
const pactFile = join(dir, 'pact.json');
writeFileSync(
  pactFile,
  JSON.stringify({
    consumer: { name: 'harbor-web' },
    provider: { name: 'harbor-api' },
    interactions: [],
  }),
);

function resultFile(
  name: string,
  passed: boolean[],
  pactVersion = pactVersionOf(readFileSync(pactFile, 'utf8')),
) {
  const result: VerificationResult = {
    consumer: 'harbor-web',
    provider: 'harbor-api',
    pactFile,
    pactVersion,
    providerVersion: 'test',
    verifiedAt: new Date(0).toISOString(),
    passed: passed.every(Boolean),
    interactions: passed.map((ok, i) => ({
      description: `interaction ${i}`,
      providerState: 'a visitor',
      passed: ok,
    })),
  };
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(result));
  return file;
}

const canIDeploy = (file: string) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'can-i-deploy', '--result', file, '--pact', pactFile],
    { cwd: contractsDir, encoding: 'utf8' },
  );

describe('pnpm contracts can-i-deploy', () => {
  it('exits 0 when every interaction passed', () => {
    const run = canIDeploy(resultFile('passed.json', [true, true, true]));
    expect(run.stdout).toMatch(/can-i-deploy: yes/);
    expect(run.status).toBe(0);
  });

  it('exits 1 naming the interaction that failed', () => {
    const run = canIDeploy(resultFile('failed.json', [true, false, true]));
    expect(run.stdout).toMatch(/failed: interaction 1/);
    expect(run.status).toBe(1);
  });

  it('exits 1 for a result about another version of the pact', () => {
    const run = canIDeploy(resultFile('stale.json', [true], 'an-older-pact'));
    expect(run.stdout).toMatch(/another version/);
    expect(run.status).toBe(1);
  });
});
