import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

// Not in table-states.tsx: Mantine's Table brings its scroll area and with it all of @floating-ui/react
// (~19 kB), and the public pages that show this message show no table (decision 040).

/** What a list shows when it could not be loaded; `what` completes "Could not load the …". */
export function LoadError({ what }: { what: string }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden size={18} />}
      title={`Could not load the ${what}`}
    >
      Check your connection and try again.
    </Alert>
  );
}
