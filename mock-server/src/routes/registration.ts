import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

export const registrationHandlers: AreaHandlers<typeof api.registration> = {};
