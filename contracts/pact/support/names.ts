import { fileURLToPath } from 'node:url';

export const CONSUMER = 'harbor-web';
export const PROVIDER = 'harbor-api';
export const PACT_DIR = fileURLToPath(new URL('../../pacts/', import.meta.url));
export const PACT_FILE = `${PACT_DIR}${CONSUMER}-${PROVIDER}.json`;
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The consumer sends this token; the provider state hands the verifier a real one (`${token}`). */
export const PACT_TOKEN = 'pact-token';
/** A token no provider accepts: the 401 interactions. */
export const REJECTED_TOKEN = 'rejected-token';

export const describeSuccess = (name: string) => `${name} answers its data`;
export const describeUnauthorized = (name: string) => `${name} without a valid token answers 401`;
