import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
let candidate: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  candidate = await bearer(app, 'u-candidate');
  manager = await bearer(app, 'u-manager');
});
beforeEach(() => app.resetWorld());
afterAll(() => app.close());

const unread = async () =>
  (await injectEntry(app, api.applications.candidateUnreadCount, { headers: candidate })).json()
    .data.count as number;

describe('applications (§7 Applications and messages)', () => {
  it('[R9-03] employer applications page 10 at a time from offset 0 by default, newest first', async () => {
    const first = await injectEntry(app, api.applications.employerApplications, {
      query: { brand: 'CH-1-1-1' },
      headers: manager,
    });
    const page = first.json().data;
    expect(page).toMatchObject({ offset: 0, limit: 10 });
    expect(page.applications).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const dates = page.applications.map((a: { applied_at: string }) => a.applied_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await injectEntry(app, api.applications.employerApplications, {
      query: { brand: 'CH-1-1-1', offset: 10 },
      headers: manager,
    });
    expect(second.json().data.applications).toHaveLength(page.total - 10);
  });

  it('an enterprise employer sees the applications of every location under the brand', async () => {
    const enterprise = await bearer(app, 'u-enterprise');
    const res = await injectEntry(app, api.applications.employerApplications, {
      query: { brand: 'PA-1-1' },
      headers: enterprise,
    });
    const brands = new Set(
      res.json().data.applications.map((a: { brand: { id: string } }) => a.brand.id),
    );
    expect(brands.size).toBeGreaterThan(1);
    expect([...brands].every((id) => String(id).startsWith('CH-1-1-'))).toBe(true);
  });

  it('[R9-03] candidate applications default to offset 0, limit 10, with unread counts', async () => {
    const res = await injectEntry(app, api.applications.candidateApplications, {
      headers: candidate,
    });
    const page = res.json().data;
    expect(page).toMatchObject({ offset: 0, limit: 10, total: 4 });
    expect(page.applications[0]).toMatchObject({ id: 'ap-2', stage: 'APPLIED' });
    expect(page.applications.find((a: { id: string }) => a.id === 'ap-1').unread_count).toBe(2);
  });

  it('a thread is the application’s messages, oldest first, with files and read flags', async () => {
    const res = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-1' },
      headers: candidate,
    });
    const { messages } = res.json().data;
    expect(messages.map((m: { message_id: string }) => m.message_id)).toEqual([
      'm-1-1',
      'm-1-2',
      'm-1-3',
      'm-1-4',
    ]);
    expect(messages[2]).toMatchObject({
      sender: 'EMPLOYER',
      is_read: false,
      files: [{ filename: 'interview-directions.pdf' }],
    });
  });

  it('another candidate’s application is 403, an unknown one 404', async () => {
    const other = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-4' },
      headers: candidate,
    });
    expect(other.statusCode).toBe(403);
    const none = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-9999' },
      headers: candidate,
    });
    expect(none.statusCode).toBe(404);
  });

  it('a sent message (multipart, with files) stays in the thread and counts as unread for the other side', async () => {
    const sent = await injectEntry(app, api.applications.sendMessage, {
      params: { applicationId: 'ap-1' },
      body: {
        message_body: 'See you then',
        files: [
          { filename: '../../etc/passwd', mimetype: 'text/plain', content: 'root' },
          { filename: 'C:\\Users\\me\\cv.pdf', mimetype: 'application/pdf', content: '%PDF' },
        ],
      },
      headers: candidate,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      sender: 'CANDIDATE',
      message_body: 'See you then',
      is_read: false,
      files: [
        { filename: 'passwd', mimetype: 'text/plain', size: 4 },
        { filename: 'cv.pdf', mimetype: 'application/pdf', size: 4 },
      ],
    });
    const thread = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-1' },
      headers: manager,
    });
    expect(thread.json().data.messages.at(-1).message_body).toBe('See you then');
    const group = await injectEntry(app, api.brands.groupUnreadCount, {
      params: { groupId: 'GP-1' },
      headers: await bearer(app, 'u-enterprise'),
    });
    const before = group.json().data.count;
    await injectEntry(app, api.applications.sendMessage, {
      params: { applicationId: 'ap-1' },
      body: { message_body: 'One more thing' },
      headers: candidate,
    });
    const after = await injectEntry(app, api.brands.groupUnreadCount, {
      params: { groupId: 'GP-1' },
      headers: await bearer(app, 'u-enterprise'),
    });
    expect(after.json().data.count).toBe(before + 1);
  });

  it('more than 5 files → 400 naming body.files', async () => {
    const file = { filename: 'a.txt', mimetype: 'text/plain', content: 'a' };
    const res = await injectEntry(app, api.applications.sendMessage, {
      params: { applicationId: 'ap-1' },
      body: { message_body: 'many', files: Array.from({ length: 6 }, () => file) },
      headers: candidate,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.files');
  });

  it('read flags persist and lower the unread count', async () => {
    expect(await unread()).toBe(2);
    const res = await injectEntry(app, api.applications.markRead, {
      body: [
        { message_id: 'm-1-3', is_read: true },
        { message_id: 'm-1-4', is_read: true },
      ],
      headers: candidate,
    });
    expect(res.json().data).toEqual({ updated: 2 });
    expect(await unread()).toBe(0);
  });

  it('read flags are all or nothing: one message not sent to the caller changes none', async () => {
    const res = await injectEntry(app, api.applications.markRead, {
      body: [
        { message_id: 'm-1-3', is_read: true },
        { message_id: 'm-1-2', is_read: false },
      ],
      headers: candidate,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().field).toBe('body.1.message_id');
    expect(await unread()).toBe(2);
  });
});
