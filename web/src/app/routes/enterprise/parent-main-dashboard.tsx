import { DashboardRoute } from './dashboard-route';

export function Component() {
  return <DashboardRoute kind="parent" />;
}
