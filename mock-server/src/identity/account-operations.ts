/**
 * The account half of the pool: SignUp, ConfirmSignUp, ResendConfirmationCode, ChangePassword,
 * ForgotPassword and ConfirmForgotPassword, as Amplify's signUp, confirmSignUp, resendSignUpCode,
 * updatePassword, resetPassword and confirmResetPassword call them. Codes go to the mailbox.
 */
import { randomInt } from 'node:crypto';
import { CHAIN_DOMAIN_MESSAGE, isChainDomain } from './chain-domains.ts';
import { CognitoError, incorrectCredentials, invalidParameter } from './cognito-error.ts';
import {
  ChangePasswordRequest,
  ConfirmForgotPasswordRequest,
  ConfirmSignUpRequest,
  parseRequest,
  SignUpRequest,
  UsernameRequest,
} from './cognito-requests.ts';
import type { Credentials } from './credentials.ts';
import type { Mailbox } from './mailbox.ts';
import type { IdentityDirectory, IdentityUser } from './directory.ts';

export interface AccountContext {
  directory: IdentityDirectory;
  mailbox: Mailbox;
  credentials: Credentials;
  assertClient(clientId: string): void;
  accessTokenUser(accessToken: string): Promise<IdentityUser>;
}

/** Our policy (the spec does not show one): 8+ characters with a letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Password not long enough';
  if (!/[a-z]/i.test(password)) return 'Password must have letters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  return null;
}

function assertPolicy(password: string) {
  const problem = passwordProblem(password);
  if (problem)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${problem}`,
    );
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const codeMismatch = () =>
  new CognitoError(
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );

/** Where a code "went", masked; for a name that is not an address, shaped like one. */
function delivery(email: string) {
  const [name = '', domain = ''] = email.split('@');
  return {
    Destination: `${name.slice(0, 1)}***@${domain}`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

/**
 * As a pool with PreventUserExistenceErrors: the calls a stranger can make answer a known and an
 * unknown name alike (a delivery that went nowhere, or a code mismatch), so they cannot be used to
 * find out who has an account.
 */
export function createAccountOperations({
  directory,
  mailbox,
  credentials,
  assertClient,
  accessTokenUser,
}: AccountContext) {
  const signUpCodes = new Map<string, string>();
  const resetCodes = new Map<string, string>();

  function writable<K extends 'createUser' | 'setCredential' | 'confirm'>(name: K) {
    const write = directory[name];
    if (!write) throw invalidParameter(`This pool does not support ${name}.`);
    return write.bind(directory) as NonNullable<IdentityDirectory[K]>;
  }

  function sendSignUpCode(user: IdentityUser) {
    const code = sixDigits();
    signUpCodes.set(user.sub, code);
    mailbox.send({ to: user.email, subject: 'Your verification code', code, link: null });
    return delivery(user.email);
  }

  const deliveryFor = (name: string) => delivery(name.includes('@') ? name : `${name}@example.com`);

  function setPassword(user: IdentityUser, password: string) {
    assertPolicy(password);
    writable('setCredential')(user.sub, credentials.create(user.username, password));
  }

  return {
    /**
     * §5: email, password, phone_number and validation data; the username is the client's random
     * id. Our design: the pool's pre-sign-up step auto-confirms portal sign-ups (the address was
     * checked by validateEmail first), and refuses the hotel-chain domains.
     */
    async SignUp(body: unknown) {
      const request = parseRequest(SignUpRequest, body);
      assertClient(request.ClientId);
      const attribute = (name: string) =>
        request.UserAttributes.find((a) => a.Name === name)?.Value;
      const email = attribute('email')?.toLowerCase();
      const phone = attribute('phone_number');
      if (!email)
        throw invalidParameter(
          'Attributes did not conform to the schema: email: The attribute is required',
        );
      if (!phone)
        throw invalidParameter(
          'Attributes did not conform to the schema: phone_number: The attribute is required',
        );
      if (request.ValidationData.length === 0)
        throw invalidParameter('ValidationData is required.');
      if (isChainDomain(email)) {
        throw new CognitoError(
          'UserLambdaValidationException',
          `PreSignUp failed with error ${CHAIN_DOMAIN_MESSAGE}`,
        );
      }
      if (directory.findByUsername(request.Username) || directory.findByUsername(email)) {
        throw new CognitoError(
          'UsernameExistsException',
          'An account with the given email already exists.',
        );
      }
      assertPolicy(request.Password);
      const user = writable('createUser')({
        sub: request.Username,
        username: request.Username,
        email,
        phone,
        credential: credentials.create(request.Username, request.Password),
        givenName: attribute('given_name') ?? '',
        familyName: attribute('family_name') ?? '',
        confirmed: true,
      });
      return { UserSub: user.sub, UserConfirmed: true, CodeDeliveryDetails: delivery(email) };
    },

    async ConfirmSignUp(body: unknown) {
      const request = parseRequest(ConfirmSignUpRequest, body);
      assertClient(request.ClientId);
      const user = directory.findByUsername(request.Username);
      if (
        !user ||
        user.confirmed !== false ||
        signUpCodes.get(user.sub) !== request.ConfirmationCode
      )
        throw codeMismatch();
      signUpCodes.delete(user.sub);
      writable('confirm')(user.sub);
      return {};
    },

    async ResendConfirmationCode(body: unknown) {
      const request = parseRequest(UsernameRequest, body);
      assertClient(request.ClientId);
      const user = directory.findByUsername(request.Username);
      if (!user || user.confirmed !== false)
        return { CodeDeliveryDetails: deliveryFor(user?.email ?? request.Username) };
      return { CodeDeliveryDetails: sendSignUpCode(user) };
    },

    async ChangePassword(body: unknown) {
      const request = parseRequest(ChangePasswordRequest, body);
      const user = await accessTokenUser(request.AccessToken);
      if (!credentials.matches(user.credential, request.PreviousPassword))
        throw incorrectCredentials();
      setPassword(user, request.ProposedPassword);
      return {};
    },

    async ForgotPassword(body: unknown) {
      const request = parseRequest(UsernameRequest, body);
      assertClient(request.ClientId);
      const user = directory.findByUsername(request.Username);
      if (!user) return { CodeDeliveryDetails: deliveryFor(request.Username) };
      const code = sixDigits();
      resetCodes.set(user.sub, code);
      mailbox.send({ to: user.email, subject: 'Your password reset code', code, link: null });
      return { CodeDeliveryDetails: delivery(user.email) };
    },

    async ConfirmForgotPassword(body: unknown) {
      const request = parseRequest(ConfirmForgotPasswordRequest, body);
      assertClient(request.ClientId);
      const user = directory.findByUsername(request.Username);
      if (!user || resetCodes.get(user.sub) !== request.ConfirmationCode) throw codeMismatch();
      setPassword(user, request.Password);
      resetCodes.delete(user.sub);
      return {};
    },

    sendSignUpCode,
  };
}
