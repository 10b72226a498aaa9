/**
 * `pnpm contracts verify`: verifies any running service against the web app's pact and prints
 * Pact's report per interaction; exits non-zero on any mismatch. See contracts/README.md.
 */
import { parseArgs } from 'node:util';
import { verifyProvider } from '../pact/verify-provider.ts';

const usage = `Usage: pnpm contracts verify --provider-base-url URL [options]

Options:
  --provider-base-url URL   the service to verify (required)
  --state-change-url URL    where provider states are set up (Pact's state-change protocol);
                            the mock server's is URL/__sim/provider-state
  --token TOKEN             bearer token for every authorised call
  --login EMAIL:PASSWORD    sign in through the provider's Cognito-compatible user pool instead
  --user-pool-endpoint URL  user pool for --login (default: PROVIDER/cognito/)
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
    pact: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || positionals[0] !== 'verify' || !values['provider-base-url']) {
  console.info(usage);
  process.exit(values.help ? 0 : 2);
}

const ok = await verifyProvider({
  providerBaseUrl: values['provider-base-url'],
  stateChangeUrl: values['state-change-url'],
  token: values.token,
  login: values.login,
  userPoolEndpoint: values['user-pool-endpoint'],
  pactFile: values.pact,
});
process.exit(ok ? 0 : 1);
