import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
let manager: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  manager = await bearer(app, 'u-manager');
});
beforeEach(() => {
  app.clock.reset();
  app.resetWorld();
});
afterAll(() => app.close());

async function presign(file_name = 'tour.mp4') {
  const res = await injectEntry(app, api.brands.presignedUrl, {
    params: { brandId: 'CH-1-1-1' },
    query: { media_type: 'VIDEO', media_format: 'mp4', file_name },
    headers: manager,
  });
  return res.json().data as { href: string; key: string; expires_at: string };
}

const put = (path: string, headers: Record<string, string>, payload = 'video bytes') =>
  app.inject({ method: 'PUT', url: path, headers, payload });

describe('media uploads (§7 presigned URL, PUT {upload_url}, POST media)', () => {
  it('[R7-04] the presigned URL points back at the mock and takes a PUT with an empty content type and force-csrf: true', async () => {
    const { href, key } = await presign();
    expect(href).toMatch(new RegExp(`^http://[^/]+/__uploads/${key}$`));
    const path = new URL(href).pathname;
    const res = await put(path, { 'content-type': '', 'force-csrf': 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ key, size: 11 });
    expect(app.world.uploads.get(key)?.size).toBe(11);
  });

  it('[R7-04] also takes the PUT with no content type at all', async () => {
    const { key } = await presign();
    expect((await put(`/__uploads/${key}`, { 'force-csrf': 'true' })).statusCode).toBe(200);
  });

  it('[R7-04] without force-csrf: true the PUT is 400 naming the header, and nothing is stored', async () => {
    const { key } = await presign();
    const res = await put(`/__uploads/${key}`, { 'content-type': '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('headers.force-csrf');
    expect(app.world.uploads.get(key)?.size).toBeNull();
  });

  it('a key no presigned URL issued is 404; an expired one 403', async () => {
    expect((await put('/__uploads/never-issued', { 'force-csrf': 'true' })).statusCode).toBe(404);
    const { key } = await presign();
    app.clock.advance(16 * 60 * 1000);
    const res = await put(`/__uploads/${key}`, { 'force-csrf': 'true' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('EXPIRED');
  });

  it('an empty upload body is 400', async () => {
    const { key } = await presign();
    expect((await put(`/__uploads/${key}`, { 'force-csrf': 'true' }, '')).statusCode).toBe(400);
  });

  it('[R3-08] media recorded from an upload: is_hosted kept for VIDEO, absent for other types', async () => {
    const { key } = await presign();
    await put(`/__uploads/${key}`, { 'force-csrf': 'true' });
    const video = await injectEntry(app, api.brands.createMedia, {
      params: { brandId: 'CH-1-1-1' },
      body: {
        title: 'Tour',
        type: 'VIDEO',
        format: 'mp4',
        path: `/__uploads/${key}`,
        is_hosted: true,
        positions: ['po-1'],
      },
      headers: manager,
    });
    expect(video.json().data).toMatchObject({
      type: 'VIDEO',
      is_hosted: true,
      positions: ['po-1'],
    });
    const image = await injectEntry(app, api.brands.createMedia, {
      params: { brandId: 'CH-1-1-1' },
      body: { title: 'Logo', type: 'IMAGE', format: 'png', path: `/__uploads/${key}` },
      headers: manager,
    });
    expect(image.json().data).not.toHaveProperty('is_hosted');
    expect(app.world.media.get(video.json().data.id)).toBeDefined();
  });

  it('[R3-08] is_hosted on anything but VIDEO is 400 naming body.is_hosted', async () => {
    const res = await injectEntry(app, api.brands.createMedia, {
      params: { brandId: 'CH-1-1-1' },
      body: { title: 'Form', type: 'DOCUMENT', format: 'pdf', path: '/f.pdf', is_hosted: false },
      headers: manager,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.is_hosted');
  });

  it('media pointing at an upload that was never PUT is 400 naming body.path', async () => {
    const { key } = await presign();
    const res = await injectEntry(app, api.brands.createMedia, {
      params: { brandId: 'CH-1-1-1' },
      body: { title: 'Tour', type: 'VIDEO', format: 'mp4', path: `/__uploads/${key}` },
      headers: manager,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.path');
  });
});

describe('profile photo (§7 PUT /v1/profile_photo, multipart)', () => {
  const jpeg = {
    filename: 'me.jpg',
    mimetype: 'image/jpeg',
    content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x4a, 0x46, 0x49, 0x46]),
  };

  it('[R3-06] stores the 240x240 jpeg; basic media and the job-seeker scheme show it afterwards', async () => {
    const candidate = await bearer(app, 'u-candidate');
    const before = await injectEntry(app, api.users.basicMedia, { headers: candidate });
    expect(before.json().data.profile_image).toBeNull();
    const res = await injectEntry(app, api.users.profilePhoto, {
      body: { file: jpeg, degrees: '90', rotation: '180' },
      headers: candidate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data.profile_image;
    expect(image.path).toMatch(/^data:image\/jpeg;base64,/);
    const after = await injectEntry(app, api.users.basicMedia, { headers: candidate });
    expect(after.json().data.profile_image).toEqual(image);
    const scheme = await injectEntry(app, api.profile.jobSeekerScheme, { headers: candidate });
    expect(scheme.json().data.profile_image).toEqual(image);
  });

  it('[R9-10] rotation must be a multiple of 90 degrees', async () => {
    const candidate = await bearer(app, 'u-candidate');
    const res = await injectEntry(app, api.users.profilePhoto, {
      body: { file: jpeg, degrees: '45' },
      headers: candidate,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.degrees');
  });

  it('a missing file is 400 naming body.file', async () => {
    const candidate = await bearer(app, 'u-candidate');
    const res = await injectEntry(app, api.users.profilePhoto, {
      body: { degrees: '0' },
      headers: candidate,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.file');
  });

  it('a file over the 10 MB multipart limit is 413', async () => {
    const candidate = await bearer(app, 'u-candidate');
    const big = { ...jpeg, content: 'x'.repeat(10 * 1024 * 1024 + 1) };
    const res = await injectEntry(app, api.users.profilePhoto, {
      body: { file: big },
      headers: candidate,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status_code: 413, error: 'PAYLOAD_TOO_LARGE' });
  });
});
