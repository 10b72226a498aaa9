/**
 * The verifier itself, run as a child of `verifyProvider` so that Pact's native report (written
 * straight to stdout by the Rust library) can be read back per interaction. Options arrive as
 * JSON in VERIFY_OPTIONS; the exit code is 0 when every interaction passed.
 */
import { Verifier } from '@pact-foundation/pact';
import pactCore from '@pact-foundation/pact-core';
import type { NextFunction, Request, Response } from 'express';
import { PROVIDER, REJECTED_TOKEN } from './support/names.ts';
import { signInForToken } from './support/sign-in.ts';
import type { VerifyOptions } from './verify-provider.ts';

const options = JSON.parse(process.env.VERIFY_OPTIONS ?? '{}') as VerifyOptions & {
  pactFile: string;
};
process.env.PACT_DO_NOT_TRACK = 'true';

const fixedToken =
  options.token ??
  (options.login
    ? await signInForToken(
        options.login,
        options.userPoolEndpoint ?? `${options.providerBaseUrl}/cognito/`,
      )
    : undefined);
const common = {
  provider: PROVIDER,
  providerBaseUrl: options.providerBaseUrl,
  pactUrls: [options.pactFile],
  ...(options.stateChangeUrl ? { providerStatesSetupUrl: options.stateChangeUrl } : {}),
  logLevel: 'warn' as const,
};
// pact-js's Verifier always replays through an Express proxy, which loses the body of a request
// with an empty content type (the upload PUT); only a fixed token needs its request filter.
const verify = fixedToken
  ? () =>
      new Verifier({
        ...common,
        requestFilter: (req: Request, _res: Response, next: NextFunction) => {
          const auth = req.headers.authorization;
          if (auth && auth !== `Bearer ${REJECTED_TOKEN}`)
            req.headers.authorization = `Bearer ${fixedToken}`;
          next();
        },
      }).verifyProvider()
  : () => pactCore.verifyPacts(common);

try {
  await verify();
  process.exit(0);
} catch (error) {
  console.error(`\nverifier: ${(error as Error).message}`);
  process.exit(1);
}
