import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, holdsToTheStandard } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Thread = {
  application_id: string;
  unread_count: number;
  brand: { id: string };
  last_message: { sent_at: string };
};
type Page = {
  threads: Thread[];
  total: number;
  unread_total: number;
  offset: number;
  limit: number;
};
const list = async (
  query: Record<string, string> = {},
  caller = 'u-manager',
  brandId = 'CH-1-1-1',
) => {
  const res = await call(app, api.threads.list, { caller, params: { brandId }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

describe('§7 the employer inbox: threads across applications (extension)', () => {
  holdsToTheStandard(() => app, api.threads, {
    list: { query: { limit: '0' }, field: 'query.limit' },
  });
});

describe('the employer inbox: behaviour', () => {
  beforeEach(() => app.resetWorld());

  it('lists threads latest message first, paged, with an unread total that agrees with the §7 unread count', async () => {
    const first = await list();
    expect(first.threads.length).toBeGreaterThan(0);
    const times = first.threads.map((t) => Date.parse(t.last_message.sent_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const count = await call(app, api.brands.groupUnreadCount, {
      caller: 'u-manager',
      params: { groupId: 'CH-1-1-1' },
    });
    expect(first.unread_total).toBe(count.json().data.count);
    const second = await list({ offset: '1', limit: '1' });
    expect(second.threads[0]?.application_id).toBe(first.threads[1]?.application_id);
    expect(second).toMatchObject({ total: first.total, offset: 1, limit: 1 });
  });

  it('unread_only keeps the threads with unread candidate messages; reading one takes it off', async () => {
    const unread = await list({ unread_only: 'true', limit: '50' });
    expect(unread.threads.length).toBeGreaterThan(0);
    expect(unread.threads.every((t) => t.unread_count > 0)).toBe(true);
    const target = unread.threads[0]!;
    const thread = await call(app, api.applications.messages, {
      caller: 'u-manager',
      params: { applicationId: target.application_id },
    });
    const ids = (
      thread.json().data.messages as { message_id: string; sender: string; is_read: boolean }[]
    )
      .filter((m) => m.sender === 'CANDIDATE' && !m.is_read)
      .map((m) => ({ message_id: m.message_id, is_read: true }));
    expect(
      (await call(app, api.applications.markRead, { caller: 'u-manager', body: ids })).statusCode,
    ).toBe(200);
    const after = await list({ unread_only: 'true', limit: '50' });
    expect(after.threads.map((t) => t.application_id)).not.toContain(target.application_id);
    expect(after.unread_total).toBe(unread.unread_total - target.unread_count);
  });

  it('a group employer sees the threads of every location of the group', async () => {
    const group = await list({ limit: '50' }, 'u-enterprise', 'GP-1');
    expect(new Set(group.threads.map((t) => t.brand.id)).size).toBeGreaterThan(1);
  });

  it('[R6-04] an employer without SOURCE_HIRE is refused (403), and so is a member', async () => {
    const scheduler = await call(app, api.threads.list, {
      caller: 'u-scheduler',
      params: { brandId: 'CH-1-1-3' },
    });
    expect(scheduler.statusCode).toBe(403);
    const member = await call(app, api.threads.list, {
      caller: 'u-candidate',
      params: { brandId: 'CH-1-1-1' },
    });
    expect(member.statusCode).toBe(403);
  });
});
