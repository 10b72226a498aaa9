import type { api } from '@ws/contracts';
import { page } from '../db/applications.ts';
import { threadsUnder } from '../db/threads.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';

export const threadsHandlers: AreaHandlers<typeof api.threads> = {
  list: ({ world, params, query }) => {
    const all = threadsUnder(world, params.brandId);
    const shown = query.unread_only === 'true' ? all.filter((t) => t.unread_count > 0) : all;
    const p = page(shown, query.offset, query.limit);
    return ok({
      threads: p.rows,
      total: p.total,
      unread_total: all.reduce((n, t) => n + t.unread_count, 0),
      offset: p.offset,
      limit: p.limit,
    });
  },
};
