import { Verifier } from '@pact-foundation/pact';
import pactCore from '@pact-foundation/pact-core';
import type { NextFunction, Request, Response } from 'express';
import { PACT_FILE, PROVIDER, REJECTED_TOKEN } from './support/names.ts';
import { signInForToken } from './support/sign-in.ts';

export interface VerifyOptions {
  providerBaseUrl: string;
  stateChangeUrl?: string;
  token?: string;
  login?: string;
  userPoolEndpoint?: string;
  pactFile?: string;
}

/**
 * Replays every interaction of the pact against a provider. Authorisation comes from the
 * provider states (`${token}`), or from --token / --login for services without them; the
 * 401 interactions keep their rejected token either way.
 */
export async function verifyProvider(options: VerifyOptions): Promise<boolean> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const fixedToken =
    options.token ??
    (options.login
      ? await signInForToken(options.login, options.userPoolEndpoint ?? `${options.providerBaseUrl}/cognito/`)
      : undefined);
  const common = {
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: [options.pactFile ?? PACT_FILE],
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
            if (auth && auth !== `Bearer ${REJECTED_TOKEN}`) req.headers.authorization = `Bearer ${fixedToken}`;
            next();
          },
        }).verifyProvider()
    : () => pactCore.verifyPacts(common);
  try {
    await verify();
    console.info('\nContract verification passed: every interaction of the pact is honoured.');
    return true;
  } catch (error) {
    console.error(`\nContract verification FAILED: ${(error as Error).message}`);
    return false;
  }
}


