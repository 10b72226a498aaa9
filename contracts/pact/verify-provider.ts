import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONSUMER, PACT_FILE, PROVIDER } from './support/names.ts';

export interface VerifyOptions {
  providerBaseUrl: string;
  stateChangeUrl?: string;
  token?: string;
  login?: string;
  userPoolEndpoint?: string;
  pactFile?: string;
  /** The provider build being verified (a git SHA, a release); recorded in the result. */
  providerVersion?: string;
  /** Where to write the verification result (JSON), for `can-i-deploy`. */
  resultFile?: string;
  /** Print Pact's report (default true). */
  echo?: boolean;
}

export interface InteractionResult {
  description: string;
  providerState: string | null;
  passed: boolean;
}

/** A verification result, what a broker would record: which pact, which provider, per interaction. */
export interface VerificationResult {
  consumer: string;
  provider: string;
  pactFile: string;
  /** sha256 of the pact file's content: the pact version the result is about. */
  pactVersion: string;
  providerVersion: string;
  verifiedAt: string;
  passed: boolean;
  interactions: InteractionResult[];
}

interface PactFile {
  interactions: { description: string; providerStates?: { name: string }[] }[];
}

export const pactVersionOf = (text: string) => createHash('sha256').update(text).digest('hex');

const RUNNER = fileURLToPath(new URL('./run-verifier.ts', import.meta.url));

/**
 * Replays every interaction of the pact against a provider (Pact's verifier, in a child process
 * so its report can be read back), and returns the result per interaction. Authorisation comes
 * from the provider states (`${token}`), or from --token / --login for services without them.
 */
export async function verifyProvider(options: VerifyOptions): Promise<VerificationResult> {
  const pactFile = options.pactFile ?? PACT_FILE;
  const text = readFileSync(pactFile, 'utf8');
  const pact = JSON.parse(text) as PactFile;
  const { status, output } = await runVerifier({ ...options, pactFile }, options.echo ?? true);
  // Pact's report lists each failure as "N) Verifying a pact between … Given <state> - <description>".
  // It comes coloured with ANSI escapes, and sometimes as a JSON array of lines (the native
  // verifier's error object), escapes and line breaks written out: both read as plain lines.
  const plain = output
    // eslint-disable-next-line no-control-regex -- the escapes themselves are what is removed
    .replace(/(\x1b|\\u001b)\[[0-9;]*m/g, '')
    .replace(/\\n/g, '\n')
    .replace(/","/g, '\n');
  const failedLines = plain
    .slice(plain.lastIndexOf('Failures:'))
    .split('\n')
    .filter((line) => /^\s*\d+\) Verifying /.test(line))
    .map((line) => line.trim());
  const failed = (description: string) =>
    status !== 0 &&
    (!plain.includes('Failures:') ||
      failedLines.some((line) => line.endsWith(` - ${description}`)));
  const interactions = pact.interactions.map((i) => ({
    description: i.description,
    providerState: i.providerStates?.[0]?.name ?? null,
    passed: !failed(i.description),
  }));
  const result: VerificationResult = {
    consumer: CONSUMER,
    provider: PROVIDER,
    pactFile,
    pactVersion: pactVersionOf(text),
    providerVersion: options.providerVersion ?? 'unversioned',
    verifiedAt: new Date().toISOString(),
    passed: status === 0 && interactions.every((i) => i.passed),
    interactions,
  };
  if (options.resultFile) writeFileSync(options.resultFile, `${JSON.stringify(result, null, 2)}\n`);
  const failedCount = interactions.filter((i) => !i.passed).length;
  console.info(
    result.passed
      ? '\nContract verification passed: every interaction of the pact is honoured.'
      : `\nContract verification FAILED: ${failedCount} of ${interactions.length} interactions.`,
  );
  return result;
}

function runVerifier(options: VerifyOptions & { pactFile: string }, echo: boolean) {
  // Asynchronous on purpose: a provider running in the caller's process must keep answering.
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), RUNNER], {
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', VERIFY_OPTIONS: JSON.stringify(options) },
  });
  let output = '';
  const collect = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) sink.write(chunk);
  };
  child.stdout.on('data', collect(process.stdout));
  child.stderr.on('data', collect(process.stderr));
  return new Promise<{ status: number; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ status: code ?? 1, output })),
  );
}
