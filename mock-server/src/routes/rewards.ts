import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

export const rewardsHandlers: AreaHandlers<typeof api.rewards> = {};
