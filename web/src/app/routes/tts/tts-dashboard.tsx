import { DashboardRoute } from '../enterprise/dashboard-route';

export function Component() {
  return <DashboardRoute kind="tts" />;
}
