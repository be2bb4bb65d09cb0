import type { TVendorApplicationStatus } from '@bazaar/shared/vendor-application';
import { StatusBadge } from '@/components/status-badge';

export const APPLICATION_STATUS_COLORS: Record<TVendorApplicationStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: TVendorApplicationStatus }) {
  return <StatusBadge status={status} colors={APPLICATION_STATUS_COLORS} />;
}
