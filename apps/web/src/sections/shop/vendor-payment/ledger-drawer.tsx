'use client';

import type { TAdminVendorPaymentRow, TVendorPaymentsResponse } from '@bazaar/shared/vendor-payment';
import { Drawer, Group, Pagination, Paper, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { BalanceCards } from './balance-cards';
import { LEDGER_COLUMNS } from './ledger-columns';
import { vendorPaymentKeys } from './queries';

const PAGE_SIZE = 10;

/** A store's balance and ledger, for the admin (a drawer beside the vendor table). */
export function LedgerDrawer({ row, onClose }: { row: TAdminVendorPaymentRow | null; onClose: () => void }) {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const [page, setPage] = useState(1);
  const vendorId = row?.vendor._id ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: back to page 1 when another store opens
  useEffect(() => setPage(1), [vendorId]);
  const ledger = useQuery({
    queryKey: [...vendorPaymentKeys.adminLedger(vendorId), page],
    queryFn: ({ signal }) =>
      fetcher<TVendorPaymentsResponse>(`/admin/vendor-payments/${vendorId}`, {
        query: { page, limit: PAGE_SIZE },
        signal,
      }),
    enabled: Boolean(vendorId) && status === 'authenticated',
    placeholderData: keepPreviousData,
  });
  const data = ledger.data;
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={`Ledger · ${row?.vendor.storeName ?? ''}`}
    >
      {ledger.isError ? (
        <LoadError what="ledger" />
      ) : (
        <Stack gap="md">
          <BalanceCards balance={data} />
          {!data ? (
            <Skeleton h={200} />
          ) : data.ledger.docs.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              No entries yet: nothing of this store was delivered.
            </Text>
          ) : (
            <Paper withBorder radius="md">
              <ScrollArea type="auto">
                <Table miw={640} striped aria-label="Ledger" data-testid="ledger-table">
                  <Table.Thead>
                    <Table.Tr>
                      {LEDGER_COLUMNS.map((c) => (
                        <Table.Th key={c.key} style={{ textAlign: c.align ?? 'left', whiteSpace: 'nowrap' }}>
                          {c.header}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.ledger.docs.map((e) => (
                      <Table.Tr key={e._id}>
                        {LEDGER_COLUMNS.map((c) => (
                          <Table.Td
                            key={c.key}
                            style={{
                              textAlign: c.align ?? 'left',
                              whiteSpace: c.align === 'right' ? 'nowrap' : undefined,
                            }}
                          >
                            {c.render?.(e)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Paper>
          )}
          {data && data.ledger.pagination.totalPages > 1 ? (
            <Group justify="center">
              <Pagination
                total={data.ledger.pagination.totalPages}
                value={page}
                onChange={setPage}
                size="sm"
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
