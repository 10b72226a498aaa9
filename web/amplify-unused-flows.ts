/**
 * The browser build's aws-amplify without the sign-in code the app never runs. The SDK's `signIn`
 * and `confirmSignIn` reach every flow Cognito offers, so the identity chunk every employer fetches
 * on the sign-in form's first touch held them all, although the app only signs in by the custom
 * flows (with SRP for a password, without for a challenge login, spec §7): the plain SRP and
 * password flows, and the passwordless `USER_AUTH` flow with its WebAuthn passkeys and challenge
 * choice, were about a fifth of the chunk. Likewise `Amplify.configure` parses two configuration
 * file shapes (aws-exports, amplify_outputs) the app never passes: it configures with the
 * resources object itself. Each module below keeps its exports, each a function that throws, so a
 * future use fails loudly; the tests (Node, not this build) still run the whole SDK.
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

export const amplifyWithoutUnusedFlows = () =>
  replacingModules(
    'amplify-without-unused-flows',
    new RegExp(`${UNUSED_FLOWS.source}|${CONFIG_PARSER.source}`),
    (id) =>
      CONFIG_PARSER.test(id)
        ? RESOURCES_ONLY
        : throwingStub(id, 'this sign-in flow is not part of the web build'),
  );
