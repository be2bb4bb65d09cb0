'use client';

import { Text } from '@mantine/core';

/** The product's specifications as a two-column table. */
export function SpecsTable({ specs }: { specs: { key: string; value: string }[] }) {
  if (specs.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        The vendor has not listed specifications for this product.
      </Text>
    );
  }
  // A plain table: Mantine's Table brings its scroll area and all of @floating-ui/react (~20 kB) into
  // every product page for a few rows (decision 040); globals.css draws it as Mantine's striped table.
  return (
    <table className="bz-specs-table" data-testid="specs-table">
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.key}>
            <th scope="row">{spec.key}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
