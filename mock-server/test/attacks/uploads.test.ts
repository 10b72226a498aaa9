/**
 * Attacks through media paths and the URLs the mock answers: a stored path is shown to every
 * viewer of the brand as an image, a video or a link, so it may only name a file this server
 * received; and an absolute URL in an answer is built on the server's public URL, never on the
 * Host header the caller chose.
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bearer, injectEntry } from '../helper.ts';

const PUBLIC = 'http://192.168.1.20:4010';
const BRAND = 'CH-1-1-1';
// The seed's upload for BRAND, already PUT (the table's own example uses it).
const UPLOADED = '/__uploads/demo-upload';

const app = await buildApp({ origin: PUBLIC });
const plain = await buildApp();
await Promise.all([app.ready(), plain.ready()]);
afterAll(() => Promise.all([app.close(), plain.close()]));
const manager = await bearer(app, 'u-manager');
beforeEach(() => {
  app.clock.reset();
  app.resetWorld();
});

/** An upload PUT for another brand: its key is real, but not this brand's. */
function otherBrandsUpload() {
  const other = [...app.world.brands.keys()].find((id) => id !== BRAND) ?? '';
  app.world.uploads.set('other-brand', {
    key: 'other-brand',
    brand_id: other,
    file_name: 'x.png',
    media_type: 'IMAGE',
    media_format: 'png',
    expires_at: app.clock.now() + 60_000,
    size: 1,
  });
  return '/__uploads/other-brand';
}

const createMedia = (body: Record<string, unknown>) =>
  injectEntry(app, api.brands.createMedia, {
    params: { brandId: BRAND },
    body: { title: 'Attack', type: 'IMAGE', format: 'png', ...body },
    headers: manager,
  });

// Each row: what is sent as the path, and why it must be refused.
const REFUSED_PATHS: [string, string][] = [
  ['a script URL', 'javascript:alert(document.cookie)'],
  ['a script URL in mixed case', 'JavaScript:alert(1)'],
  ['a script URL behind a space', ' javascript:alert(1)'],
  ['a script URL ending in an upload path', `javascript:alert(1)//${UPLOADED}`],
  ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
  ['a base64 HTML data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  [
    'an SVG data URL (new writes take no data URL)',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  ],
  ['a vbscript URL', 'vbscript:msgbox(1)'],
  ['a file URL', 'file:///etc/passwd'],
  ['an ftp URL on this host', `ftp://192.168.1.20:4010${UPLOADED}`],
  ['a foreign https host', 'https://evil.example/x.png'],
  ['a foreign host with this server’s upload path', `http://evil.example${UPLOADED}`],
  ['a protocol-relative foreign host', `//evil.example${UPLOADED}`],
  ['a backslash foreign host', `/\\evil.example${UPLOADED}`],
  ['this host as user info of a foreign one', `http://192.168.1.20:4010@evil.example${UPLOADED}`],
  ['user info on this host', `http://attacker@192.168.1.20:4010${UPLOADED}`],
  ['the loopback host when the public URL is another', `http://localhost:4010${UPLOADED}`],
  ['a control-plane path of this server', '/__sim/reset'],
  ['a control-plane URL of this server', `${PUBLIC}/__sim/world`],
  ['an upload path climbing out', '/__uploads/../__sim/reset'],
  ['an upload path with a query', `${UPLOADED}?x=1`],
  ['an API path of this server', '/v1/users/info'],
  ['a path that is not a URL', 'not a url'],
  ['an upload key never issued', '/__uploads/never-issued'],
];

describe('POST /v1/brands/{id}/media: a path names only a file this server received', () => {
  it.each(REFUSED_PATHS)(
    'body.path as %s (%s) → 400 naming body.path, nothing stored',
    async (_why, path) => {
      const before = app.world.media.size;
      const res = await createMedia({ path });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'body.path' });
      expect(app.world.media.size).toBe(before);
    },
  );

  it.each(REFUSED_PATHS)(
    'body.media_secondary.path as %s (%s) → 400 naming it, nothing stored',
    async (_why, path) => {
      const before = app.world.media.size;
      const res = await createMedia({ path: UPLOADED, media_secondary: { path, format: 'png' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        field: 'body.media_secondary.path',
      });
      expect(app.world.media.size).toBe(before);
    },
  );

  it('an upload issued for another brand → 400 naming body.path, nothing stored', async () => {
    const path = otherBrandsUpload();
    const before = app.world.media.size;
    const res = await createMedia({ path });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('body.path');
    expect(app.world.media.size).toBe(before);
  });

  it.each([
    ['the upload path the web app sends', UPLOADED],
    ['the same upload on the public URL', `${PUBLIC}${UPLOADED}`],
  ])('%s (%s) → 200, stored as sent', async (_why, path) => {
    const res = await createMedia({ path, media_secondary: { path: UPLOADED, format: 'jpg' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(app.world.media.get(res.json().data.id)?.path).toBe(path);
  });

  it('the seed’s own SVG badges stay readable as they were written', async () => {
    const res = await injectEntry(app, api.brands.listMedia, {
      params: { brandId: BRAND },
      query: { type: 'IMAGE' },
      headers: manager,
    });
    expect(res.statusCode).toBe(200);
    const paths = (res.json().data.media as { path: string }[]).map((m) => m.path);
    expect(paths.some((p) => p.startsWith('data:image/svg+xml'))).toBe(true);
  });
});

// Headers a caller (or a proxy it controls) sets to move the server's idea of where it lives.
const HOSTILE_HEADERS: [string, Record<string, string>][] = [
  ['Host: evil.example', { host: 'evil.example' }],
  ['Host with a port', { host: 'evil.example:443' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
  ['X-Forwarded-Proto and Host', { 'x-forwarded-proto': 'https', host: 'evil.example' }],
  ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
];

describe('every URL the mock answers is built on its public URL, never on the request', () => {
  it.each(HOSTILE_HEADERS)(
    'GET …/media/presigned_url with %s → an href on the public URL',
    async (_why, headers) => {
      for (const [server, base] of [
        [app, PUBLIC],
        [plain, 'http://localhost:4010'],
      ] as [FastifyInstance, string][]) {
        const res = await injectEntry(server, api.brands.presignedUrl, {
          params: { brandId: BRAND },
          query: { media_type: 'IMAGE', media_format: 'png', file_name: 'x.png' },
          headers: { ...(await bearer(server, 'u-manager')), ...headers },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { href, key } = res.json().data as { href: string; key: string };
        expect(href).toBe(`${base}/__uploads/${key}`);
      }
    },
  );

  it.each(HOSTILE_HEADERS)(
    'the phone verification link texted after a call with %s → on the public URL',
    async (_why, headers) => {
      const sent = await app.inject({
        method: 'POST',
        url: '/v1/users/verification/send',
        headers: { ...(await bearer(app, 'u-candidate')), ...headers },
        payload: { type: 'PHONE' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const phone = app.world.users.get('u-candidate')?.phone ?? '';
      const texts = app.identity.mailbox.read(phone) as { link?: string }[];
      expect(texts.at(-1)?.link).toMatch(
        new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/__verify/phone/`),
      );
    },
  );
});
