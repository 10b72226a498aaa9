import { MySchedulePage } from '../../../features/schedule/my-schedule/my-schedule-page';

/** /my-schedule: an employee's own shifts, time off and availability. */
export function Component() {
  return <MySchedulePage />;
}
