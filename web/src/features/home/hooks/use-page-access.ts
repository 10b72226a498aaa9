import { useEffect, useState } from 'react';
import { dashboardGuards } from '../home-destination';
import { getHomeInputs } from '../api/get-home-inputs';
import { checkPageAccess } from '../page-access';

export type DashboardGuard = keyof ReturnType<typeof dashboardGuards>;

/** The page access guard (§6) for a dashboard: 'checking', then 'allowed' or 'denied'. */
export function usePageAccess(
  guards: readonly DashboardGuard[],
): 'checking' | 'allowed' | 'denied' {
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>('checking');
  const key = guards.join(',');
  useEffect(() => {
    let live = true;
    const names = key.split(',') as DashboardGuard[];
    void checkPageAccess(async () => {
      const result = dashboardGuards(await getHomeInputs());
      return names.some((name) => result[name]);
    }).then((ok) => {
      if (live) setState(ok ? 'allowed' : 'denied');
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
