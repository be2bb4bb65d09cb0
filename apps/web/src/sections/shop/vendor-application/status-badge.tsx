import { type TVendorApplicationStatus, VENDOR_APPLICATION_FLOW } from '@bazaar/shared/vendor-application';
import { StatusBadge } from '@/components/status-badge';

export function ApplicationStatusBadge({ status }: { status: TVendorApplicationStatus }) {
  return (
    <StatusBadge
      status={status}
      colors={VENDOR_APPLICATION_FLOW.colors}
      labels={VENDOR_APPLICATION_FLOW.labels}
    />
  );
}
