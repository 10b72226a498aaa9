/**
 * `pnpm contracts verify`: verifies any running service against the web app's pact, prints
 * Pact's report per interaction and writes the result as JSON; exits non-zero on any mismatch.
 * `pnpm contracts can-i-deploy --result FILE`: exits 0 only when that result passed every
 * interaction of the current pact. See contracts/README.md.
 */
import { parseArgs } from 'node:util';
import { canIDeploy } from '../pact/can-i-deploy.ts';
import { PACT_FILE } from '../pact/support/names.ts';
import { verifyProvider } from '../pact/verify-provider.ts';

const usage = `Usage: pnpm contracts verify --provider-base-url URL [options]
       pnpm contracts can-i-deploy --result FILE [--pact FILE]

verify options:
  --provider-base-url URL   the service to verify (required)
  --state-change-url URL    where provider states are set up (Pact's state-change protocol);
                            the mock server's is URL/__sim/provider-state
  --token TOKEN             bearer token for every authorised call
  --login EMAIL:PASSWORD    sign in through the provider's Cognito-compatible user pool instead
  --user-pool-endpoint URL  user pool for --login (default: PROVIDER/cognito/)
  --provider-version V      the provider build verified (default: unversioned)
  --result FILE             where to write the result (default: verification-result.json)
  --pact FILE               pact file (default: contracts/pacts/harbor-web-harbor-api.json)
  -h, --help                this text`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'provider-base-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    token: { type: 'string' },
    login: { type: 'string' },
    'user-pool-endpoint': { type: 'string' },
    'provider-version': { type: 'string' },
    result: { type: 'string' },
    pact: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
// pnpm runs the script in contracts/; paths on the command line are the caller's.
const fromCaller = (path: string) =>
  new URL(path, `file://${process.env.INIT_CWD ?? process.cwd()}/`).pathname;
const pactFile = values.pact ? fromCaller(values.pact) : PACT_FILE;
const command = positionals[0];

if (command === 'can-i-deploy' && values.result) {
  const { ok, reasons } = canIDeploy(fromCaller(values.result), pactFile);
  console.info(
    ok
      ? 'can-i-deploy: yes, every interaction of the pact passed.'
      : `can-i-deploy: no\n  ${reasons.join('\n  ')}`,
  );
  process.exit(ok ? 0 : 1);
}

if (values.help || command !== 'verify' || !values['provider-base-url']) {
  console.info(usage);
  process.exit(values.help ? 0 : 2);
}

const result = await verifyProvider({
  providerBaseUrl: values['provider-base-url'],
  stateChangeUrl: values['state-change-url'],
  token: values.token,
  login: values.login,
  userPoolEndpoint: values['user-pool-endpoint'],
  providerVersion: values['provider-version'],
  resultFile: fromCaller(values.result ?? 'verification-result.json'),
  pactFile,
});
process.exit(result.passed ? 0 : 1);
