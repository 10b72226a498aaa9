/**
 * §4: hostile input, proven. Forged and dead tokens, uploads whose bytes lie about their
 * type or would run as a page, hostile file names, oversize bodies refused before they are read,
 * and bodies that try to reach an object's prototype.
 */
import { createConnection } from 'node:net';
import type { AddressInfo } from 'node:net';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import {
  SignJWT,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => {
  app.clock.reset();
  app.resetWorld();
});
afterAll(() => app.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const usersInfo = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/v1/users/info',
    headers: { authorization: `Bearer ${token}` },
  });
const cognito = (op: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
    },
    payload: JSON.stringify(body),
  });

/** A real token's header and claims, to forge from. */
async function genuine() {
  const { accessToken, refreshToken } = await app.identity.issueTokens('u-manager');
  return {
    accessToken,
    refreshToken,
    header: decodeProtectedHeader(accessToken),
    claims: decodeJwt(accessToken),
  };
}

const attacks: [string, () => Promise<string>][] = [
  [
    'alg: none (no signature)',
    async () => {
      const { header, claims } = await genuine();
      return `${b64({ ...header, alg: 'none' })}.${b64(claims)}.`;
    },
  ],
  [
    'HS256 signed with the public key as the secret',
    async () => {
      const { header, claims } = await genuine();
      const jwks = (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
      const publicKey = await importJWK(jwks.keys[0], 'RS256');
      const pem = await exportSPKI(publicKey as Parameters<typeof exportSPKI>[0]);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: header.kid as string })
        .sign(new TextEncoder().encode(pem));
    },
  ],
  [
    'an unknown kid (signed with another RSA key)',
    async () => {
      const { claims } = await genuine();
      const { privateKey } = await generateKeyPair('RS256');
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'attacker-key' })
        .sign(privateKey);
    },
  ],
  [
    'an altered signature',
    async () => {
      const { accessToken } = await genuine();
      const [h, p, s = ''] = accessToken.split('.');
      const flipped = s[10] === 'A' ? 'B' : 'A';
      return `${h}.${p}.${s.slice(0, 10)}${flipped}${s.slice(11)}`;
    },
  ],
  [
    'altered claims under the genuine signature',
    async () => {
      const { accessToken, claims } = await genuine();
      const [h, , s] = accessToken.split('.');
      return `${h}.${b64({ ...claims, sub: 'u-enterprise', username: 'u-enterprise' })}.${s}`;
    },
  ],
  [
    'an expired exp',
    async () => {
      const { accessToken } = await genuine();
      app.clock.advance(3_601_000);
      return accessToken;
    },
  ],
  [
    'an access token after GlobalSignOut',
    async () => {
      const { accessToken } = await genuine();
      expect((await usersInfo(accessToken)).statusCode).toBe(200);
      expect((await cognito('GlobalSignOut', { AccessToken: accessToken })).statusCode).toBe(200);
      return accessToken;
    },
  ],
  [
    'an access token of a session whose refresh token was revoked (RevokeToken)',
    async () => {
      const { accessToken, refreshToken } = await genuine();
      expect(
        (await cognito('RevokeToken', { ClientId: 'mockwebclient', Token: refreshToken }))
          .statusCode,
      ).toBe(200);
      return accessToken;
    },
  ],
];

describe('forged and dead tokens', () => {
  it.each(attacks)('%s → 401', async (_, forge) => {
    const token = await forge();
    const res = await usersInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().status_code).toBe(401);
  });

  it('a refresh token after RevokeToken refreshes nothing (Cognito answers NotAuthorizedException)', async () => {
    const { refreshToken } = await genuine();
    const before = await cognito('GetTokensFromRefreshToken', {
      ClientId: 'mockwebclient',
      RefreshToken: refreshToken,
    });
    expect(before.statusCode).toBe(200);
    await cognito('RevokeToken', { ClientId: 'mockwebclient', Token: refreshToken });
    const after = await cognito('GetTokensFromRefreshToken', {
      ClientId: 'mockwebclient',
      RefreshToken: refreshToken,
    });
    expect(after.statusCode).toBe(400);
    expect(JSON.parse(after.body)).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(after.body).not.toMatch(/AccessToken/);
  });

  it('the JWKS offers only the RS256 public key: nothing to forge an HMAC with on purpose', async () => {
    const jwks = (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    expect(createLocalJWKSet(jwks)).toBeTypeOf('function');
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x4a, 0x46, 0x49, 0x46]);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

async function presign(media_type: 'IMAGE' | 'VIDEO', media_format: string) {
  const res = await injectEntry(app, api.brands.presignedUrl, {
    params: { brandId: 'CH-1-1-1' },
    query: { media_type, media_format, file_name: `f.${media_format}` },
    headers: await bearer(app, 'u-manager'),
  });
  return res.json().data.key as string;
}
const putUpload = (key: string, payload: Buffer) =>
  app.inject({
    method: 'PUT',
    url: `/__uploads/${key}`,
    headers: { 'content-type': '', 'force-csrf': 'true' },
    payload,
  });
const photo = async (file: { filename: string; mimetype: string; content: Buffer }) =>
  injectEntry(app, api.users.profilePhoto, {
    body: { file },
    headers: await bearer(app, 'u-candidate'),
  });
const message = async (files: { filename: string; mimetype: string; content: Buffer | string }[]) =>
  injectEntry(app, api.applications.sendMessage, {
    params: { applicationId: 'ap-1' },
    body: { message_body: 'files', files },
    headers: await bearer(app, 'u-candidate'),
  });

describe('uploads: the declared type against the bytes', () => {
  const presigned: [string, 'IMAGE' | 'VIDEO', string, Buffer, 200 | 400][] = [
    ['a PNG declared as png', 'IMAGE', 'png', PNG, 200],
    ['a JPEG declared as png', 'IMAGE', 'png', JPEG, 400],
    ['text declared as png', 'IMAGE', 'png', Buffer.from('not an image'), 400],
    ['an SVG declared as png', 'IMAGE', 'png', SVG, 400],
    ['an SVG declared as svg', 'IMAGE', 'svg', SVG, 400],
    ['HTML declared as mp4', 'VIDEO', 'mp4', HTML, 400],
    ['a PDF declared as mp4', 'VIDEO', 'mp4', Buffer.from('%PDF-1.7'), 400],
    ['an mp4 declared as mp4', 'VIDEO', 'mp4', Buffer.from('\0\0\0\x18ftypmp42'), 200],
  ];
  it.each(presigned)(
    'presigned PUT: %s → %s; a refused upload leaves the key unused',
    async (_, type, format, bytes, status) => {
      const key = await presign(type, format);
      const res = await putUpload(key, bytes);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json().field).toBe('body');
      expect(app.world.uploads.get(key)?.size).toBe(status === 200 ? bytes.length : null);
    },
  );

  const photos: [string, string, Buffer, 200 | 400][] = [
    ['a JPEG', 'image/jpeg', JPEG, 200],
    ['HTML declared as a JPEG', 'image/jpeg', HTML, 400],
    ['a PNG declared as a JPEG', 'image/jpeg', PNG, 400],
  ];
  it.each(photos)('profile photo: %s → %s', async (_, mimetype, content, status) => {
    const res = await photo({ filename: 'me.jpg', mimetype, content });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().field).toBe('body.file');
  });

  it('message files: SVG and HTML are refused whatever they are declared as; the thread is unchanged', async () => {
    const before = app.world.messagesByApplication.get('ap-1')?.length;
    for (const [mimetype, content] of [
      ['image/svg+xml', SVG],
      ['text/plain', SVG],
      ['text/html', HTML],
      ['application/pdf', HTML],
    ] as const) {
      const res = await message([{ filename: 'x', mimetype, content }]);
      expect(res.statusCode, `${mimetype}: ${res.body}`).toBe(400);
      expect(res.json().field).toBe('body.files');
    }
    expect(app.world.messagesByApplication.get('ap-1')?.length).toBe(before);
  });

  it('the API origin never serves an upload back; every answer carries nosniff', async () => {
    const key = await presign('IMAGE', 'png');
    expect((await putUpload(key, PNG)).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/__uploads/${key}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).headers[
        'x-content-type-options'
      ],
    ).toBe('nosniff');
  });
});

describe('uploads: hostile file names', () => {
  const names: [string, string, RegExp][] = [
    ['../ traversal', '../../../etc/passwd', /^passwd$/],
    ['a Windows path', '..\\..\\boot.ini', /^boot\.ini$/],
    ['a NUL byte', 'cv.pdf\0.html', /^cv\.pdf\.html$/],
    ['1,000 characters', `${'a'.repeat(1000)}.txt`, /^a{120}$/],
    ['only dots', '....', /^file$/],
  ];
  it.each(names)('%s is cleaned to a safe base name', async (_, filename, safe) => {
    const res = await message([{ filename, mimetype: 'text/plain', content: 'hello' }]);
    expect(res.statusCode, res.body).toBe(200);
    const stored: string = res.json().data.files[0].filename;
    expect(stored).toMatch(safe);
    expect(stored).not.toMatch(/[/\\\0]|\.\./);
    expect(stored.length).toBeLessThanOrEqual(120);
  });
});

/** Sends only the request head over a real socket and returns the first answer line: the body is never sent. */
async function headOnly(head: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error('no answer before the body was sent')));
  });
}

describe('size limits before the body is read', () => {
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a presigned PUT declaring 50 MB is answered 413 with no byte of the body sent', async () => {
    const key = await presign('VIDEO', 'mp4');
    const line = await headOnly(
      `PUT /__uploads/${key} HTTP/1.1\r\nHost: x\r\nforce-csrf: true\r\nContent-Type: video/mp4\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    expect(line).toMatch(/^HTTP\/1\.1 413/);
    expect(app.world.uploads.get(key)?.size).toBeNull();
  });

  it('a multipart photo declaring 40 MB is answered 413 with no byte of the body sent', async () => {
    const { authorization } = await bearer(app, 'u-candidate');
    const line = await headOnly(
      `PUT /v1/profile_photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${40 * 1024 * 1024}\r\n\r\n`,
    );
    expect(line).toMatch(/^HTTP\/1\.1 413/);
  });
});

describe('bodies that reach for a prototype', () => {
  const shiftUrl = '/v1/brands/CH-1-1-1/shifts/shift-CH-1-1-1-1';
  const polluted = () => ({}) as Record<string, unknown>;

  it.each([
    ['__proto__', '{"break_minutes": 15, "__proto__": {"published": false, "polluted": "yes"}}'],
    [
      'constructor.prototype',
      '{"break_minutes": 15, "constructor": {"prototype": {"polluted": "yes"}}}',
    ],
  ])(
    'a JSON body with %s is refused (400), and a later read of the shift shows it untouched',
    async (_, payload) => {
      const headers = { ...(await bearer(app, 'u-manager')), 'content-type': 'application/json' };
      const before = app.world.extensions.shifts.find('shift-CH-1-1-1-1');
      expect(before).toBeDefined();
      const snapshot = JSON.stringify(before);
      const res = await app.inject({ method: 'PUT', url: shiftUrl, headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().status_code).toBe(400);
      const week = await app.inject({ method: 'GET', url: '/v1/brands/CH-1-1-1/shifts', headers });
      const shift = (week.json().data.shifts as { id: string; break_minutes: number }[]).find(
        (s) => s.id === 'shift-CH-1-1-1-1',
      );
      expect(shift?.break_minutes).toBe(before?.break_minutes);
      expect(JSON.stringify(app.world.extensions.shifts.find('shift-CH-1-1-1-1'))).toBe(snapshot);
      expect(Object.getPrototypeOf(app.world.extensions.shifts.find('shift-CH-1-1-1-1'))).toBe(
        Object.prototype,
      );
      expect(shift).not.toHaveProperty('polluted');
      expect(polluted().polluted).toBeUndefined();
    },
  );

  it('a Cognito body with __proto__ changes no prototype; the user signs in as before', async () => {
    const res = await cognito('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: 'mockwebclient',
      AuthParameters: { USERNAME: 'manager@demo.test', SRP_A: 'ab', __proto__: { admin: true } },
      __proto__: { isAdmin: true },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(polluted().isAdmin).toBeUndefined();
    expect(polluted().admin).toBeUndefined();
    expect(Object.getPrototypeOf(app.world.users.get('u-manager'))).toBe(Object.prototype);
    expect((await usersInfo((await genuine()).accessToken)).json().data.email).toBe(
      'manager@demo.test',
    );
  });

  it('a multipart field named __proto__ is an unknown field (400), and the caller’s media reads as before', async () => {
    const headers = await bearer(app, 'u-candidate');
    const res = await injectEntry(app, api.users.profilePhoto, {
      body: {
        file: { filename: 'me.jpg', mimetype: 'image/jpeg', content: JPEG },
        ['__proto__']: 'x',
        constructor: 'y',
      },
      headers,
    });
    expect(res.statusCode).toBe(400);
    const media = await injectEntry(app, api.users.basicMedia, { headers });
    expect(media.json().data.profile_image).toBeNull();
    expect(polluted().x).toBeUndefined();
  });
});
