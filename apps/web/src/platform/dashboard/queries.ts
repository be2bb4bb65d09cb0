'use client';

import type { TAdminDashboard, TAdminDashboardPeriod } from '@bazaar/shared/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  period: (days: number) => [...adminDashboardKeys.all, days] as const,
};

/** GET /admin/dashboard?days=…: the marketplace over the period. */
export function useAdminDashboard(days: TAdminDashboardPeriod) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: adminDashboardKeys.period(days),
    queryFn: ({ signal }) => fetcher<TAdminDashboard>('/admin/dashboard', { query: { days }, signal }),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}
