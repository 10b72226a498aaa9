import type { Api } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaHandlers } from './define-routes.ts';
import { registerArea } from './define-routes.ts';
import { contentHandlers } from './content.ts';
import { brandsHandlers, usersHandlers } from './users.ts';

// Every area of the table must appear here, with a handler for each of its entries.
const handlers: { [A in keyof Api]: AreaHandlers<Api[A]> } = {
  users: usersHandlers,
  brands: brandsHandlers,
  content: contentHandlers,
};

export async function apiRoutes(app: FastifyInstance) {
  for (const area of Object.keys(api) as (keyof Api)[]) {
    registerArea(app, api[area], handlers[area] as AreaHandlers<Api[typeof area]>);
  }
}
