import { Alert, Skeleton, Table } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Placeholder rows while a table's first page loads. */
export function TableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** What a list shows when it could not be loaded; `what` completes "Could not load the …". */
export function LoadError({ what }: { what: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`Could not load the ${what}`}>
      Check your connection and try again.
    </Alert>
  );
}
