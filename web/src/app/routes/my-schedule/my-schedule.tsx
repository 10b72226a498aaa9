import { MySchedulePage } from '../../../features/schedule/my-schedule/my-schedule-page';
import type { RouteHandle } from '../route-prefetch';

/** The words of the week's shifts and of the swaps offered. */
export const handle: RouteHandle = { namespaces: ['workday', 'swaps'] };

/** /my-schedule: an employee's own shifts, time off and availability. */
export function Component() {
  return <MySchedulePage />;
}
