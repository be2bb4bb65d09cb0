'use client';

import { Table, Text } from '@mantine/core';

/** The product's specifications as a two-column table. */
export function SpecsTable({ specs }: { specs: { key: string; value: string }[] }) {
  if (specs.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        The vendor has not listed specifications for this product.
      </Text>
    );
  }
  return (
    <Table striped withTableBorder verticalSpacing="sm" data-testid="specs-table">
      <Table.Tbody>
        {specs.map((spec) => (
          <Table.Tr key={spec.key}>
            <Table.Th w="38%" fw={600} scope="row">
              {spec.key}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{spec.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
