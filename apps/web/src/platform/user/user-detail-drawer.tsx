'use client';

import { ORDER_FLOW, type TOrderStatus } from '@bazaar/shared/order';
import {
  Anchor,
  Avatar,
  Badge,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import Link from 'next/link';
import { StatusBadge } from '@/components/status-badge';
import { formatCount, formatDate, formatPrice } from '@/lib/format';
import { RoleBadges } from '@/platform/auth/role-badges';
import { useAdminUser } from './queries';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** A user's detail: roles, when they joined, their orders and reviews, their tasks, job applications and rentals, their store. */
export function UserDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data: user, isLoading } = useAdminUser(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>Account</Text>}
    >
      {isLoading || !user ? (
        <Stack gap="sm">
          <Skeleton h={48} w="70%" />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <Stack gap="md" data-testid="user-detail">
          <Group gap="md" wrap="nowrap">
            <Avatar src={user.image} size={56} radius="xl" alt="">
              {user.fullName.slice(0, 1)}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={2} fz="lg">
                {user.fullName}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
                {user.phone ? ` · ${user.phone}` : ''}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <RoleBadges roles={user.userType} />
            <Badge color={user.status === 'blocked' ? 'red' : 'green'} variant="light">
              {user.status === 'blocked' ? 'Blocked' : 'Active'}
            </Badge>
          </Group>
          <Text size="sm">Joined {formatDate(user.createdAt)}</Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Figure label="Orders" value={formatCount(user.orders.count)} />
            <Figure label="Spent" value={formatPrice(user.orders.spent)} />
            <Figure label="Reviews" value={formatCount(user.reviewsCount)} />
            <Figure label="Tasks posted" value={formatCount(user.tasks.posted)} />
            <Figure label="Tasks done" value={formatCount(user.tasks.completedAsTasker)} />
            <Figure label="Jobs applied" value={formatCount(user.jobs.applied)} />
            <Figure label="Hired" value={formatCount(user.jobs.hired)} />
            <Figure label="Rentals listed" value={formatCount(user.rent.listings)} />
            <Figure label="Rent inquiries" value={formatCount(user.rent.inquiriesSent)} />
          </SimpleGrid>
          {user.store ? (
            <Text size="sm">
              Sells as{' '}
              <Anchor component={Link} href={`/shop/store/${user.store.slug}`}>
                {user.store.storeName}
              </Anchor>{' '}
              ({user.store.status})
            </Text>
          ) : null}
          <Stack gap="xs">
            <Title order={3} fz="md">
              Latest orders
            </Title>
            {user.orders.recent.length === 0 ? (
              <Text size="sm" c="dimmed">
                No orders yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs" aria-label="Latest orders">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Store</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {user.orders.recent.map((o) => (
                      <Table.Tr key={o._id}>
                        <Table.Td>
                          <Anchor component={Link} href={`/admin/shop/orders?q=${o.orderNumber}`} size="sm">
                            {o.orderNumber}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {formatDate(o.createdAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{o.storeName}</Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge
                            status={o.status as TOrderStatus}
                            colors={ORDER_FLOW.colors}
                            labels={ORDER_FLOW.labels}
                          />
                        </Table.Td>
                        <Table.Td ta="right">{formatPrice(o.total)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
