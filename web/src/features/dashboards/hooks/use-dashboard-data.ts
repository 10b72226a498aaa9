import dayjs from 'dayjs';
import { useMemo } from 'react';
import { startOfWeek } from '../../../components/ui/week-picker/week-start';
import { useAllApplications } from '../api/get-all-applications';
import { useBrandTree } from '@/lib/queries/brand-tree';
import { useBrandUsers } from '@/lib/queries/brand-users';
import { useBusinessSetup } from '@/lib/queries/business-setup';
import { useReportsSettings } from '@/lib/queries/reports-settings';
import { useWeekShifts } from '@/lib/queries/week-shifts';
import { dashboardFigures } from '../figures';
import { reportingUnits } from '../reporting-units';

/**
 * The calls every dashboard counts from. Applications, people and the tree are required; the
 * week's shifts, currency and reporting filter only enrich the figures, so their failure leaves
 * those figures unknown instead of failing the page. The shifts are asked for only by someone
 * with the scheduling product (`readsShifts`, null until that is known); for anyone else those
 * figures stay unknown.
 */
export function useDashboardData(
  brandId: string,
  { readsShifts }: { readsShifts: boolean | null },
) {
  const weekStart = startOfWeek(dayjs()).format('YYYY-MM-DD');
  const tree = useBrandTree(brandId);
  const users = useBrandUsers(brandId);
  const applications = useAllApplications(brandId);
  const settings = useReportsSettings(brandId);
  const shifts = useWeekShifts(brandId, weekStart, { enabled: readsShifts === true });
  const setup = useBusinessSetup(brandId);
  const required = [tree, users, applications];
  const optionalSettled =
    [settings, setup].every((q) => !q.isPending) &&
    (readsShifts === false || (readsShifts === true && !shifts.isPending));
  const filter = settings.data?.location_filter_type ?? null;

  const figures = useMemo(() => {
    if (!tree.data || !users.data || !applications.data || !optionalSettled) return null;
    const now = new Date();
    return {
      ...dashboardFigures({
        units: reportingUnits(tree.data.root, filter),
        users: users.data,
        applications: applications.data,
        shifts: shifts.data?.shifts ?? null,
        now,
      }),
      brandName: tree.data.root.name,
      asOf: now.getTime(),
    };
  }, [tree.data, users.data, applications.data, shifts.data, filter, optionalSettled]);

  return {
    figures,
    applications: applications.data ?? [],
    filter,
    currency: setup.data?.currency_code ?? 'USD',
    isError: required.some((q) => q.isError),
    retry: () => required.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}
