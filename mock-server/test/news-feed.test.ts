import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, holdsToTheStandard } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const as = { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } };
type Page = {
  items: { id: string; brand_id: string; published_at: string; read: boolean }[];
  total: number;
  unread_count: number;
};
const page = async (caller: string, query: Record<string, string> = {}) =>
  (await call(app, api.newsFeed.list, { ...as, caller, query })).json().data as Page;

describe('news feed (extension)', () => {
  holdsToTheStandard(() => app, api.newsFeed, {
    list: { query: { limit: '500' }, field: 'query.limit' },
    markRead: { body: { ids: [] }, field: 'body.ids' },
  });
});

describe('news feed: behaviour', () => {
  it('the popover’s feed holds the brand’s news and its ancestors’, newest first, paged', async () => {
    app.resetWorld();
    const all = await page('u-manager', { limit: '50' });
    // CH-1-1-1 (3) + PA-1-1 (2) + GP-1 (3) + EN-1 (4)
    expect(all.total).toBe(12);
    expect(new Set(all.items.map((i) => i.brand_id))).toEqual(
      new Set(['CH-1-1-1', 'PA-1-1', 'GP-1', 'EN-1']),
    );
    const times = all.items.map((i) => i.published_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await page('u-manager', { offset: '5', limit: '5' });
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
    expect(second).toMatchObject({ total: 12, offset: 5, limit: 5 });
  });

  it('read flags are per caller; mark-read is idempotent and kept', async () => {
    app.resetWorld();
    const before = await page('u-manager', { limit: '50' });
    const unread = before.items.filter((i) => !i.read).map((i) => i.id);
    expect(unread.length).toBeGreaterThan(0);
    expect(before.unread_count).toBe(unread.length);
    const marked = await call(app, api.newsFeed.markRead, { ...as, body: { ids: unread } });
    expect(marked.json().data).toEqual({ marked: unread.length, unread_count: 0 });
    const again = await call(app, api.newsFeed.markRead, { ...as, body: { ids: unread } });
    expect(again.json().data).toEqual({ marked: 0, unread_count: 0 });
    expect((await page('u-manager')).unread_count).toBe(0);
    const other = await call(app, api.newsFeed.list, { caller: 'u-enterprise', params: as.params });
    expect(other.json().data.unread_count).toBeGreaterThan(0);
  });

  it('an item outside the brand’s feed cannot be marked: 400 naming it, nothing marked', async () => {
    app.resetWorld();
    const before = (await page('u-manager')).unread_count;
    const res = await call(app, api.newsFeed.markRead, {
      ...as,
      body: { ids: ['news-CH-1-1-1-1', 'news-CH-1-1-2-1'] },
    });
    expect(res.json()).toMatchObject({ status_code: 400, field: 'body.ids.1' });
    expect((await page('u-manager')).unread_count).toBe(before);
  });
});
