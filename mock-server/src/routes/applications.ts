import type { api } from '@ws/contracts';
import type { AreaHandlers } from './define-routes.ts';

export const applicationsHandlers: AreaHandlers<typeof api.applications> = {};
