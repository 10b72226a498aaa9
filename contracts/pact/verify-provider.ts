import { Verifier } from '@pact-foundation/pact';
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
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: [options.pactFile ?? PACT_FILE],
    ...(options.stateChangeUrl ? { providerStatesSetupUrl: options.stateChangeUrl } : {}),
    logLevel: 'warn',
    ...(fixedToken
      ? {
          requestFilter: (req: Request, _res: Response, next: NextFunction) => {
            const auth = req.headers.authorization;
            if (auth && auth !== `Bearer ${REJECTED_TOKEN}`) req.headers.authorization = `Bearer ${fixedToken}`;
            next();
          },
        }
      : {}),
  });
  try {
    await verifier.verifyProvider();
    console.info('\nContract verification passed: every interaction of the pact is honoured.');
    return true;
  } catch (error) {
    console.error(`\nContract verification FAILED: ${(error as Error).message}`);
    return false;
  }
}


