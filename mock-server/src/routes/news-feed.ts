import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

export const newsFeedHandlers: AreaHandlers<typeof api.newsFeed> = {};
