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
import type { Plugin } from 'vite';
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

const BIG_INTEGER =
  /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]utils[\\/]srp[\\/]BigInteger[\\/]BigInteger\.mjs$/;

/**
 * The SRP sign-in's big integers on the browser's own BigInt: the SDK vends a port of a
 * 2005 big-integer library (4 KB of gzip) for the few operations SRP needs, each answered alike
 * here (hex in and out, a sign, a non-negative `mod`, `modPow` through its callback).
 * build-trims.test.ts holds each to the SDK's on random values.
 */
export const NATIVE_BIG_INTEGER = `const hex = (text) => {
  const digits = String(text).replace(/[^0-9a-f]/gi, '');
  const value = digits ? BigInt('0x' + digits) : 0n;
  return String(text).trimStart().startsWith('-') ? -value : value;
};
export default function BigInteger(a, radix) {
  if (a == null) return;
  if (radix !== 16) throw new Error('only hexadecimal big integers are part of the web build');
  this.v = hex(a);
}
const of = (v) => { const n = new BigInteger(); n.v = v; return n; };
const mod = (a, m) => ((a % m) + m) % m;
BigInteger.prototype.toString = function (radix) { return this.v.toString(radix); };
BigInteger.prototype.negate = function () { return of(-this.v); };
BigInteger.prototype.abs = function () { return of(this.v < 0n ? -this.v : this.v); };
BigInteger.prototype.compareTo = function (b) { return this.v < b.v ? -1 : this.v > b.v ? 1 : 0; };
BigInteger.prototype.equals = function (b) { return this.v === b.v; };
BigInteger.prototype.add = function (b) { return of(this.v + b.v); };
BigInteger.prototype.subtract = function (b) { return of(this.v - b.v); };
BigInteger.prototype.multiply = function (b) { return of(this.v * b.v); };
BigInteger.prototype.mod = function (m) { return of(mod(this.v, m.v)); };
BigInteger.prototype.modPow = function (e, m, callback) {
  let result = 1n;
  let base = mod(this.v, m.v);
  for (let rest = e.v; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * base) % m.v;
    base = (base * base) % m.v;
  }
  callback(null, of(result));
};
BigInteger.ZERO = of(0n);
BigInteger.ONE = of(1n);`;

export const amplifyWithoutUnusedFlows = () =>
  replacingModules(
    'amplify-without-unused-flows',
    new RegExp(
      `${UNUSED_FLOWS.source}|${CONFIG_PARSER.source}|${CREDENTIALS.source}|${BIG_INTEGER.source}`,
    ),
    (id) => {
      if (CONFIG_PARSER.test(id)) return RESOURCES_ONLY;
      if (CREDENTIALS.test(id)) return NO_IDENTITY_POOL;
      if (BIG_INTEGER.test(id)) return NATIVE_BIG_INTEGER;
      return throwingStub(id, 'this sign-in flow is not part of the web build');
    },
  );

/** A TypeScript string enum as its compiler writes it: `var X; (function (X) { X["a"] = "b"; … })(X || (X = {}));`. */
const STRING_ENUM =
  /var (\w+);\n\(function \(\1\) \{\n((?:\s*(?:\/\/[^\n]*|\1\["\w+"\] = "[^"\n]*";)\n)*)\}\)\(\1 \|\| \(\1 = \{\}\)\);/g;

/**
 * `code` with each string enum written as an object literal. Built by a function call, an enum is
 * kept by the bundler whether or not anything reads it: the SDK's list of every Cognito call's
 * exceptions (two of which the app's sign-in reads) and its user-agent codes of every category and
 * framework were each in the identity chunk whole. As an object it is the same value, dropped when
 * unread.
 */
export const enumsAsObjects = (code: string) =>
  code.replace(STRING_ENUM, (_, name: string, body: string) => {
    const members = [...body.matchAll(/\["(\w+)"\] = ("[^"\n]*")/g)].map(
      ([, key, value]) => `"${key}": ${value}`,
    );
    return `var ${name} = { ${members.join(', ')} };`;
  });

const AMPLIFY_MODULE = /[\\/]@aws-amplify[\\/](auth|core)[\\/]dist[\\/]esm[\\/].*\.mjs$/;

export const amplifyEnumsAsObjects = (): Plugin => ({
  name: 'amplify-enums-as-objects',
  apply: 'build',
  transform: (code, id) =>
    AMPLIFY_MODULE.test(id) && code.includes('(function (')
      ? { code: enumsAsObjects(code), map: null }
      : null,
});
