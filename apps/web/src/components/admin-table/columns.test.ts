import { describe, expect, it } from 'vitest';
import { dateColumn, moneyColumn, personColumns, statusColumn } from './columns';
import { buildCsvExport } from './csv-export';
import type { TAdminTableColumn } from './types';

type Row = {
  buyer: { fullName: string; email: string | null };
  createdAt: string;
  paidAt: string | null;
  total: number;
  commission: number | null;
  status: 'active' | 'suspended';
};

const ROW: Row = {
  buyer: { fullName: 'Sita Sharma', email: 'sita@example.com' },
  createdAt: '2026-11-21T04:30:00.000Z',
  paidAt: null,
  total: 217_680_430,
  commission: null,
  status: 'suspended',
};

const COLUMNS: TAdminTableColumn<Row>[] = [
  ...personColumns({ key: 'buyer', header: 'Buyer', person: (r: Row) => r.buyer }),
  dateColumn({ key: 'placed', header: 'Placed', date: (r) => r.createdAt }),
  dateColumn({ key: 'paid', header: 'Paid', date: (r) => r.paidAt }),
  moneyColumn({ key: 'total', header: 'Total', amount: (r) => r.total }),
  moneyColumn({ key: 'commission', header: 'Commission', amount: (r) => r.commission }),
  statusColumn({
    status: (r) => r.status,
    colors: { active: 'green', suspended: 'red' },
    labels: { active: 'Active', suspended: 'Suspended' },
  }),
];

/** The export of one row, as a spreadsheet would read it. */
async function exported(row: Row): Promise<string[]> {
  const { csv } = await buildCsvExport(
    async () => ({
      docs: [row],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1, nextPage: null, prevPage: null },
    }),
    {},
    COLUMNS,
  );
  return csv.slice(1).trimEnd().split('\r\n');
}

describe('the column helpers', () => {
  it('export a person as name and email, a date as its timestamp, money in rupees, a status by label', async () => {
    expect(await exported(ROW)).toEqual([
      'Buyer,Buyer email,Placed,Paid,Total (Rs.),Commission (Rs.),Status',
      'Sita Sharma,sita@example.com,2026-11-21T04:30:00.000Z,,2176804.3,,Suspended',
    ]);
  });

  it('show money and dates on one line; money right-aligned', () => {
    const byKey = Object.fromEntries(COLUMNS.map((c) => [c.key, c]));
    expect(byKey.total).toMatchObject({ align: 'right' });
    expect(byKey.placed).toMatchObject({ nowrap: true });
    expect(byKey['buyer-email']).toMatchObject({ csvOnly: true });
  });

  it('export the status itself when it has no labels', async () => {
    const column = statusColumn({
      status: (r: Row) => r.status,
      colors: { active: 'green', suspended: 'red' },
    });
    expect(column.csv?.(ROW)).toBe('suspended');
    expect(column).toMatchObject({ key: 'status', header: 'Status' });
  });

  it('show "—" for a missing date or amount', () => {
    const paid = COLUMNS.find((c) => c.key === 'paid');
    const commission = COLUMNS.find((c) => c.key === 'commission');
    expect(paid?.render?.(ROW)).toBe('—');
    expect(commission?.render?.(ROW)).toBe('—');
  });
});
