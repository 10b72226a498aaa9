import type { api } from '@ws/contracts';
import { canSeeBrand } from '../db/access.ts';
import type { CampaignRow } from '../db/types.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';

const connectionKey = (userId: string, board: string) => `${userId}:${board}`;

const toCampaign = (row: CampaignRow, board: string, withDate: boolean) => ({
  id: row.id,
  job_board: board,
  brand_id: row.brand_id,
  title: row.title,
  status: row.status,
  budget: row.budget,
  clicks: row.clicks,
  applies: row.applies,
  ...(withDate ? { created_date: new Date(row.created_at).toISOString().slice(0, 10) } : {}),
});

// Our design: the partner's campaigns are the same whichever board is named; the path segment is echoed.
export const jobBoardsHandlers: AreaHandlers<typeof api.jobBoards> = {
  login: ({ caller, world, params, body }) => {
    const user = must(caller);
    world.jobBoardConnections.set(connectionKey(user.id, params.job_board), body.employer);
    return ok({ job_board: params.job_board, connected: true, employer: body.employer });
  },

  loginCheck: ({ caller, world, params }) => {
    const employer = world.jobBoardConnections.get(connectionKey(must(caller).id, params.job_board)) ?? null;
    return ok({ job_board: params.job_board, connected: employer !== null, employer });
  },

  logout: ({ caller, world, params }) => {
    world.jobBoardConnections.delete(connectionKey(must(caller).id, params.job_board));
    return ok({ job_board: params.job_board, connected: false, employer: null });
  },

  campaigns: ({ caller, world, params, query }) => {
    const user = must(caller);
    const rows = [...world.campaigns.values()]
      .filter((c) => canSeeBrand(world, user, c.brand_id) && (!query.status || c.status === query.status))
      .sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
    return ok({
      campaigns: rows
        .slice(query.start, query.start + query.perPage)
        .map((c) => toCampaign(c, params.job_board, query.include_created_date === 'true')),
      total: rows.length,
      start: query.start,
      perPage: query.perPage,
    });
  },

  campaign: ({ caller, world, params }) => {
    const row = world.campaigns.get(params.campaignId);
    if (!row) return fail(404, 'NOT_FOUND', `No campaign ${params.campaignId}`, 'params.campaignId');
    if (!canSeeBrand(world, must(caller), row.brand_id)) {
      return fail(403, 'FORBIDDEN', `Campaign ${params.campaignId} belongs to a brand outside your policy`, 'params.campaignId');
    }
    return ok(toCampaign(row, params.job_board, true));
  },
};
