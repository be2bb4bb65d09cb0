import type { TVendorApplicationStatus } from '@bazaar/shared/vendor-application';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<TVendorApplicationStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: TVendorApplicationStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
