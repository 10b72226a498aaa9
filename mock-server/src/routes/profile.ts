import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

export const profileHandlers: AreaHandlers<typeof api.profile> = {};
