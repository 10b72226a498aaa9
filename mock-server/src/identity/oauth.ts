/**
 * The hosted sign-in page for social login (§4): the OAuth 2.0 authorization-code flow with PKCE
 * (S256), as Cognito's hosted UI serves it. The page lets a demo visitor pick a social identity
 * instead of talking to Google, LinkedIn, Facebook or Apple. Served over plain HTTP: the web app
 * runs the flow itself in a popup (Amplify's own hosted-UI calls are https-only).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TokenService } from './tokens.ts';
import type { IdentityDirectory, IdentityUser } from './directory.ts';

const PROVIDERS = ['Google', 'LinkedIn', 'Facebook', 'SignInWithApple'] as const;
const CODE_TTL_MS = 5 * 60 * 1000;

/** The demo identities the page offers; `flag` false answers without is_new_user. */
const IDENTITIES = {
  existing: { label: 'Casey Jones (candidate@demo.test), already has an account', flag: true },
  new: { label: 'A person signing in for the first time', flag: true },
  unflagged: { label: 'A provider answer without the new-user flag', flag: false },
} as const;
type IdentityChoice = keyof typeof IDENTITIES;

const AuthorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.url(),
  response_type: z.literal('code'),
  state: z.string().min(1),
  code_challenge: z.string().min(43),
  code_challenge_method: z.literal('S256'),
  identity_provider: z.enum(PROVIDERS),
  scope: z.string().optional(),
});
const ChooseBody = AuthorizeQuery.extend({
  identity: z.enum(['existing', 'new', 'unflagged', 'cancel']),
});
const TokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  code_verifier: z.string().min(43),
});

interface PendingCode {
  sub: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  isNewUser: boolean | undefined;
  expiresAt: number;
}

export interface OAuthOptions {
  clientId: string;
  directory: IdentityDirectory;
  tokens: TokenService;
  now: () => number;
  accessTtlSeconds: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(query: z.infer<typeof AuthorizeQuery>) {
  const hidden = Object.entries(query)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`,
    )
    .join('');
  const provider =
    query.identity_provider === 'SignInWithApple' ? 'Apple' : query.identity_provider;
  const choices = [
    ...Object.entries(IDENTITIES).map(([key, { label }]) => [key, label]),
    ['cancel', 'Cancel'],
  ]
    .map(
      ([key, label]) =>
        `<button name="identity" value="${key}">${escapeHtml(label ?? '')}</button>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider}</title>
<style>body{font:16px system-ui;margin:2rem}button{display:block;margin:.5rem 0;padding:.6rem 1rem;width:100%}</style>
</head><body><h1>Sign in with ${provider}</h1><p>Demo identity provider: pick who you are.</p>
<form method="post" action="/oauth2/authorize/choose">${hidden}${choices}</form></body></html>`;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function registerOAuthRoutes(app: FastifyInstance, options: OAuthOptions) {
  const codes = new Map<string, PendingCode>();

  function identityFor(choice: IdentityChoice, provider: string): IdentityUser | undefined {
    if (choice !== 'new') return options.directory.findByUsername('candidate@demo.test');
    const id = randomUUID();
    return options.directory.createUser?.({
      sub: id,
      username: id,
      email: `social.${id.slice(0, 8)}@${provider.toLowerCase()}.demo.test`,
      credential: 'NONE',
      givenName: 'Sam',
      familyName: 'Social',
      confirmed: true,
    });
  }

  await app.register(async (oauth) => {
    oauth.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    oauth.get('/oauth2/authorize', async (request, reply) => {
      const query = AuthorizeQuery.safeParse(request.query);
      if (!query.success || query.data.client_id !== options.clientId) {
        return reply
          .code(400)
          .send({ error: 'invalid_request', error_message: 'Bad authorize request' });
      }
      return reply.type('text/html').send(page(query.data));
    });

    oauth.post('/oauth2/authorize/choose', async (request, reply) => {
      const body = ChooseBody.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send({ error: 'invalid_request', error_message: 'Bad choice' });
      const target = new URL(body.data.redirect_uri);
      target.searchParams.set('state', body.data.state);
      if (body.data.identity === 'cancel') {
        target.searchParams.set('error', 'access_denied');
        return reply.redirect(target.toString());
      }
      const user = identityFor(body.data.identity, body.data.identity_provider);
      if (!user)
        return reply.code(500).send({ error: 'server_error', error_message: 'No such identity' });
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        sub: user.sub,
        clientId: body.data.client_id,
        redirectUri: body.data.redirect_uri,
        codeChallenge: body.data.code_challenge,
        isNewUser: IDENTITIES[body.data.identity].flag ? body.data.identity === 'new' : undefined,
        expiresAt: options.now() + CODE_TTL_MS,
      });
      target.searchParams.set('code', code);
      return reply.redirect(target.toString());
    });

    oauth.post('/oauth2/token', async (request, reply) => {
      const invalidGrant = (message: string) =>
        reply.code(400).send({ error: 'invalid_grant', error_message: message });
      const body = TokenBody.safeParse(request.body);
      if (!body.success)
        return reply
          .code(400)
          .send({ error: 'invalid_request', error_message: 'Bad token request' });
      const pending = codes.get(body.data.code);
      codes.delete(body.data.code);
      if (!pending || pending.expiresAt <= options.now())
        return invalidGrant('Code expired or unknown');
      if (
        pending.clientId !== body.data.client_id ||
        pending.redirectUri !== body.data.redirect_uri
      ) {
        return invalidGrant('Client or redirect_uri mismatch');
      }
      if (s256(body.data.code_verifier) !== pending.codeChallenge)
        return invalidGrant('PKCE verification failed');
      const user = options.directory.findBySub(pending.sub);
      if (!user) return invalidGrant('User is gone');
      const issued = await options.tokens.signIn(user);
      return {
        access_token: issued.accessToken,
        id_token: issued.idToken,
        refresh_token: issued.refreshToken,
        token_type: 'Bearer',
        expires_in: options.accessTtlSeconds,
        ...(pending.isNewUser === undefined ? {} : { is_new_user: pending.isNewUser }),
      };
    });
  });
}
