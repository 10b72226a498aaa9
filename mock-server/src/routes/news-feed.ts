import type { api } from '@ws/contracts';
import { feedOf, readSet } from '../db/engagement/news-feed.ts';
import { invalid } from './replies.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';

export const newsFeedHandlers: AreaHandlers<typeof api.newsFeed> = {
  list: ({ caller, world, params, query }) => {
    const reads = readSet(world, must(caller));
    const feed = feedOf(world, params.brandId).map((item) => ({
      ...item,
      read: reads.has(item.id),
    }));
    return ok({
      items: feed.slice(query.offset, query.offset + query.limit),
      total: feed.length,
      unread_count: feed.filter((item) => !item.read).length,
      offset: query.offset,
      limit: query.limit,
    });
  },

  markRead: ({ caller, world, params, body }) => {
    const feed = feedOf(world, params.brandId);
    const known = new Set(feed.map((item) => item.id));
    const stranger = body.ids.findIndex((id) => !known.has(id));
    if (stranger >= 0)
      return invalid({
        field: `body.ids.${stranger}`,
        message: `${body.ids[stranger]} is not in the feed of ${params.brandId}`,
      });
    const reads = readSet(world, must(caller));
    const unread = [...new Set(body.ids)].filter((id) => !reads.has(id));
    unread.forEach((id) => reads.add(id));
    return ok({
      marked: unread.length,
      unread_count: feed.filter((item) => !reads.has(item.id)).length,
    });
  },
};
