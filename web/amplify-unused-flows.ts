/**
 * The browser build's aws-amplify without the sign-in code the app never runs. The SDK's `signIn`
 * and `confirmSignIn` reach every flow Cognito offers, so the identity chunk every employer fetches
 * on the sign-in form's first touch held them all, although the app only signs in by the custom
 * flows (with SRP for a password, without for a challenge login, spec §7): the plain SRP and
 * password flows, and the passwordless `USER_AUTH` flow with its WebAuthn passkeys and challenge
 * choice, were about a fifth of the chunk. Likewise `Amplify.configure` parses two configuration
 * file shapes (aws-exports, amplify_outputs) the app never passes: it configures with the
 * resources object itself, and it configures no identity pool, whose AWS credentials provider
 * `Amplify.configure` installs. Each flow's module keeps its exports, each a function that throws,
 * so a future use fails loudly; the tests (Node, not this build) still run the whole SDK.
 */
import { replacingModules, throwingStub } from './zod-without-json-schema.ts';

const UNUSED_FLOWS =
  /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/](providers[\\/]cognito[\\/]apis[\\/]signInWith(SRP|UserPassword|UserAuth)|client[\\/]flows[\\/]userAuth[\\/]\w+)\.mjs$/;
const CONFIG_PARSER =
  /[\\/]@aws-amplify[\\/]core[\\/]dist[\\/]esm[\\/]utils[\\/]parseAmplifyConfig\.mjs$/;

/** parseAmplifyConfig for the one shape the app passes: a resources object, returned as it is. */
const RESOURCES_ONLY = `export const parseAmplifyConfig = (config) => {
  if (Object.keys(config).some((key) => key.startsWith('aws_')) || typeof config.version === 'string')
    throw new Error('Amplify configuration files are not part of the web build');
  return config;
};`;

const CREDENTIALS =
  /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]credentialsProvider[\\/]credentialsProvider\.mjs$/;

/**
 * The AWS credentials provider as it behaves without an identity pool, which the app never
 * configures: no credentials, nothing to clear but the identity id store. The real one fetches
 * credentials for the identity pool's AWS calls, which the app does not make.
 */
const NO_IDENTITY_POOL = `export class CognitoAWSCredentialsAndIdentityIdProvider {
  constructor(identityIdStore) { this._identityIdStore = identityIdStore; }
  async clearCredentialsAndIdentityId() { await this._identityIdStore.clearIdentityId(); }
  async clearCredentials() {}
  async getCredentialsAndIdentityId({ authConfig }) {
    if (authConfig?.Cognito?.identityPoolId)
      throw new Error('AWS credentials of an identity pool are not part of the web build');
    return undefined;
  }
}`;

export const amplifyWithoutUnusedFlows = () =>
  replacingModules(
    'amplify-without-unused-flows',
    new RegExp(`${UNUSED_FLOWS.source}|${CONFIG_PARSER.source}|${CREDENTIALS.source}`),
    (id) => {
      if (CONFIG_PARSER.test(id)) return RESOURCES_ONLY;
      if (CREDENTIALS.test(id)) return NO_IDENTITY_POOL;
      return throwingStub(id, 'this sign-in flow is not part of the web build');
    },
  );
