import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import { buildCsvExport, CSV_PAGE_LIMIT, csvColumnsOf, describeCsvExport } from './csv-export';
import type { TAdminTableColumn, TAdminTablePage, TApiQuery } from './types';

type Row = { id: number; name: string; email: string };

const COLUMNS: TAdminTableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, csv: (r) => r.name },
  { key: 'email', header: 'Email', csvOnly: true, csv: (r) => r.email, csvHeader: 'Email address' },
  { key: 'avatar', header: 'Picture', render: () => null },
];

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Store ${i + 1}`,
    email: `s${i + 1}@x.np`,
  }));
}

/** A list endpoint over `all`, recording every query it was asked. */
function fakeApi(all: Row[]) {
  const asked: TApiQuery[] = [];
  const loadPage = async (query: TApiQuery): Promise<TAdminTablePage<Row>> => {
    asked.push(query);
    const page = Number(query.page);
    const limit = Number(query.limit);
    const totalPages = Math.max(1, Math.ceil(all.length / limit));
    return {
      docs: all.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        limit,
        total: all.length,
        totalPages,
        nextPage: page < totalPages ? page + 1 : null,
        prevPage: page > 1 ? page - 1 : null,
      },
    };
  };
  return { loadPage, asked };
}

function lines(csv: string): string[] {
  return csv.slice(CSV_BOM.length).trimEnd().split('\r\n');
}

describe('csvColumnsOf', () => {
  it('keeps the columns with a CSV value, shown or CSV-only, in order', () => {
    expect(csvColumnsOf(COLUMNS).map((c) => c.key)).toEqual(['name', 'email']);
  });
});

describe('buildCsvExport', () => {
  it('fetches every page of the current query, 100 rows a request, and writes them all', async () => {
    const api = fakeApi(rows(250));
    const result = await buildCsvExport(api.loadPage, { status: 'active', page: 3, limit: 20 }, COLUMNS);

    expect(api.asked).toEqual([
      { status: 'active', page: 1, limit: CSV_PAGE_LIMIT },
      { status: 'active', page: 2, limit: CSV_PAGE_LIMIT },
      { status: 'active', page: 3, limit: CSV_PAGE_LIMIT },
    ]);
    expect(result.rowCount).toBe(250);
    expect(result.total).toBe(250);
    const [header, first, ...rest] = lines(result.csv);
    expect(header).toBe('Name,Email address');
    expect(first).toBe('Store 1,s1@x.np');
    expect(rest.at(-1)).toBe('Store 250,s250@x.np');
    expect(rest).toHaveLength(249);
  });

  it('stops at the row limit and says how many there were', async () => {
    const api = fakeApi(rows(450));
    const result = await buildCsvExport(api.loadPage, {}, COLUMNS, 150);

    expect(api.asked).toHaveLength(2);
    expect(result.rowCount).toBe(150);
    expect(result.total).toBe(450);
    expect(lines(result.csv)).toHaveLength(151);
    expect(lines(result.csv).at(-1)).toBe('Store 150,s150@x.np');
  });

  it('writes only the header for an empty list', async () => {
    const api = fakeApi([]);
    const result = await buildCsvExport(api.loadPage, {}, COLUMNS);

    expect(api.asked).toHaveLength(1);
    expect(result).toMatchObject({ rowCount: 0, total: 0 });
    expect(lines(result.csv)).toEqual(['Name,Email address']);
  });

  it('passes a failed request on to the caller', async () => {
    const failing = async (): Promise<TAdminTablePage<Row>> => {
      throw new Error('offline');
    };
    await expect(buildCsvExport(failing, {}, COLUMNS)).rejects.toThrow('offline');
  });
});

describe('describeCsvExport', () => {
  it('counts the rows, in the singular for one', () => {
    expect(describeCsvExport('orders-2026-11-21.csv', 1, 1)).toBe('orders-2026-11-21.csv: 1 row');
    expect(describeCsvExport('orders-2026-11-21.csv', 1234, 1234)).toBe('orders-2026-11-21.csv: 1,234 rows');
  });

  it('says which part of a longer list the file holds', () => {
    expect(describeCsvExport('orders.csv', 10_000, 123_456)).toBe(
      'orders.csv: the first 10,000 of 1,23,456 rows',
    );
  });
});
