import { formatAmount } from '@bazaar/shared/money';
import type { TVendorBalance } from '@bazaar/shared/vendor-payment';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

const CARDS: { key: keyof TVendorBalance; label: string; hint: string }[] = [
  { key: 'balance', label: 'Balance', hint: 'Earned − returns − paid out' },
  { key: 'totalEarned', label: 'Earned', hint: 'Delivered orders, less commission' },
  { key: 'totalPaidOut', label: 'Paid out', hint: 'Payouts recorded by Bazaar' },
  { key: 'pendingAmount', label: 'Pending', hint: 'Shipped, not yet delivered' },
];

/** The four money figures of a store. */
export function BalanceCards({ balance }: { balance: TVendorBalance | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="lg">
      {CARDS.map((c) => (
        <Paper key={c.key} withBorder radius="md" p="md" data-testid={`balance-${c.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          {balance ? (
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
              {formatAmount(balance[c.key])}
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
          <Text size="xs" c="dimmed">
            {c.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
