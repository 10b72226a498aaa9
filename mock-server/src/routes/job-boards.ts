import { randomBytes } from 'node:crypto';
import type { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
    const employer =
      world.jobBoardConnections.get(connectionKey(must(caller).id, params.job_board)) ?? null;
    return ok({ job_board: params.job_board, connected: employer !== null, employer });
  },

  logout: ({ caller, world, params }) => {
    world.jobBoardConnections.delete(connectionKey(must(caller).id, params.job_board));
    return ok({ job_board: params.job_board, connected: false, employer: null });
  },

  campaigns: ({ caller, world, params, query }) => {
    const user = must(caller);
    const rows = [...world.campaigns.values()]
      .filter(
        (c) => canSeeBrand(world, user, c.brand_id) && (!query.status || c.status === query.status),
      )
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
    if (!row)
      return fail(404, 'NOT_FOUND', `No campaign ${params.campaignId}`, 'params.campaignId');
    if (!canSeeBrand(world, must(caller), row.brand_id)) {
      return fail(
        403,
        'FORBIDDEN',
        `Campaign ${params.campaignId} belongs to a brand outside your policy`,
        'params.campaignId',
      );
    }
    return ok(toCampaign(row, params.job_board, true));
  },
};

const ConsentQuery = z.object({
  job_board: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{1,39}$/),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1).max(200),
  decision: z.enum(['allow', 'deny']).optional(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage({ job_board, redirect_uri, state }: z.infer<typeof ConsentQuery>) {
  const board = escapeHtml(job_board.charAt(0).toUpperCase() + job_board.slice(1));
  const hidden = Object.entries({ redirect_uri, state })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Connect ${board}</title>
<style>body{font:16px system-ui;margin:2rem;color:#1a1a1a}button{display:block;margin:.5rem 0;padding:.6rem 1rem;width:100%;font:inherit}</style>
</head><body><main><h1>Connect ${board} to Harbor Workforce</h1><p>Demo job-board partner: Harbor Workforce asks to post your jobs and read your campaigns on ${board}.</p>
<form method="get" action="/partners/${escapeHtml(job_board)}/authorize">${hidden}<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Cancel</button></form></main></body></html>`;
}

/**
 * The job-board partner's hosted consent page, served by the mock as the social
 * sign-in's hosted page is: the web app opens it in a popup; Allow sends the popup back to the
 * app's redirect_uri with ?code= and the app's state, Cancel with ?error=access_denied. The code
 * is then exchanged through POST /v1/{job_board}/login as before.
 */
export async function jobBoardConsentRoutes(
  app: FastifyInstance,
  isWebOrigin: (origin: string) => boolean,
) {
  app.get('/partners/:job_board/authorize', async (request, reply) => {
    const input = ConsentQuery.safeParse({
      ...(request.query as object),
      ...(request.params as object),
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      const field = `query.${issue?.path.join('.') ?? ''}`;
      return reply.code(400).send({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        message: `${field}: ${issue?.message ?? 'invalid'}`,
        field,
      });
    }
    // Only the web app's own origins (the CORS allowlist) may get a code: anything else would make
    // the page an open redirect that hands a partner code to whoever built the link.
    if (!isWebOrigin(new URL(input.data.redirect_uri).origin)) {
      const field = 'query.redirect_uri';
      return reply.code(400).send({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        message: `${field}: not an origin of this web app`,
        field,
      });
    }
    if (!input.data.decision) return reply.type('text/html').send(consentPage(input.data));
    const target = new URL(input.data.redirect_uri);
    target.searchParams.set('state', input.data.state);
    if (input.data.decision === 'deny') target.searchParams.set('error', 'access_denied');
    else target.searchParams.set('code', randomBytes(18).toString('base64url'));
    return reply.redirect(target.toString());
  });
}
