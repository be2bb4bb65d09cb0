'use client';

import type {
  TAdminProductFlagsRequest,
  TAdminProductRow,
  TAdminProductWriteResponse,
} from '@bazaar/shared/product';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconPackage, IconStar, IconStarOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, moneyColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useAdminCategories } from '@/platform/category/admin-queries';
import { ProductStatusBadges, StockBadge } from '@/sections/shop/product/product-badges';
import { useVendorOptions } from '@/sections/shop/vendor/admin-queries';
import { ADMIN_PRODUCTS_PAGE_SIZE, adminProductKeys } from './admin-queries';
import { PRODUCT_STATUS_TABS } from './product-status-tabs';

const COLUMNS: TAdminTableColumn<TAdminProductRow>[] = [
  {
    key: 'product',
    header: 'Product',
    sortKey: 'name',
    render: (p) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={p.image} size={40} radius="md" alt="">
          <IconPackage aria-hidden size={18} />
        </Avatar>
        <Stack gap={0} miw={0}>
          {p.status === 'active' && !p.isHidden && p.vendor.status === 'active' ? (
            <Anchor href={`/shop/product/${p.slug}`} target="_blank" size="sm" fw={600} lineClamp={2}>
              {p.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} lineClamp={2}>
              {p.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {p.category.name}
          </Text>
        </Stack>
      </Group>
    ),
    csv: (p) => p.name,
  },
  { key: 'slug', header: 'Slug', csvOnly: true, csv: (p) => p.slug },
  { key: 'categoryCsv', header: 'Category', csvOnly: true, csv: (p) => p.category.name },
  {
    key: 'vendor',
    header: 'Vendor',
    render: (p) => (
      <Stack gap={0}>
        <Text size="sm">{p.vendor.storeName}</Text>
        {p.vendor.status === 'suspended' ? (
          <Text size="xs" c="red">
            Suspended
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (p) => p.vendor.storeName,
  },
  moneyColumn({ key: 'price', header: 'Price', sortKey: 'price', amount: (p) => p.price }),
  {
    key: 'stock',
    header: 'Stock',
    sortKey: 'stock',
    render: (p) => <StockBadge stock={p.stock} />,
    csv: (p) => p.stock,
  },
  { key: 'sold', header: 'Sold', csvOnly: true, csv: (p) => p.soldCount },
  {
    key: 'status',
    header: 'Status',
    render: (p) => <ProductStatusBadges status={p.status} isHidden={p.isHidden} isFeatured={p.isFeatured} />,
    csv: (p) => p.status,
  },
  { key: 'hidden', header: 'Hidden', csvOnly: true, csv: (p) => (p.isHidden ? 'yes' : 'no') },
  { key: 'featured', header: 'Featured', csvOnly: true, csv: (p) => (p.isFeatured ? 'yes' : 'no') },
  dateColumn({ key: 'created', header: 'Added', sortKey: 'createdAt', date: (p) => p.createdAt }),
];

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** /admin/shop/products: every store's products; hide (with a reason for the vendor) and feature them. */
export function AdminProductsView() {
  const vendorOptions = useVendorOptions().data;
  const categories = useAdminCategories('shop').data;
  const [hideTarget, setHideTarget] = useState<TAdminProductRow | null>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (hideTarget) setReason('');
  }, [hideTarget]);

  const filters = useMemo<TAdminTableFilter[]>(
    () => [
      PRODUCT_STATUS_TABS,
      {
        type: 'select',
        key: 'vendor',
        label: 'Vendor',
        placeholder: 'Any vendor',
        options: vendorOptions ?? [],
      },
      {
        type: 'select',
        key: 'category',
        label: 'Category',
        placeholder: 'Any category',
        options: (categories ?? []).map((c) => ({ value: c._id, label: c.name })),
      },
      { type: 'select', key: 'hidden', label: 'Hidden', placeholder: 'Hidden or not', options: YES_NO },
      { type: 'select', key: 'featured', label: 'Featured', placeholder: 'Featured or not', options: YES_NO },
    ],
    [vendorOptions, categories],
  );

  const setFlags = useApiMutation<
    { id: string; body: TAdminProductFlagsRequest },
    TAdminProductWriteResponse
  >(
    ({ id, body }, fetcher) =>
      fetcher<TAdminProductWriteResponse>(`/admin/products/${id}/flags`, { method: 'PUT', body }),
    { invalidate: [adminProductKeys.lists()], onSuccess: () => setHideTarget(null) },
  );

  return (
    <>
      <PageHeader
        title="Products"
        description="Every store's products. Hide one to take it out of the shop whatever its status; feature one to lift it in the shop."
      />
      <AdminTable<TAdminProductRow>
        label="Products"
        cardsOnPhone
        path="/admin/products"
        queryKey={adminProductKeys.lists()}
        columns={COLUMNS}
        filters={filters}
        defaultSort="-createdAt"
        limit={ADMIN_PRODUCTS_PAGE_SIZE}
        searchPlaceholder="Name, SKU, brand or store"
        searchLabel="Search products"
        itemsLabel="products"
        csvFileName="products"
        rowTestId="admin-product-row"
        minWidth={900}
        emptyState={{
          title: 'No products',
          description: 'Products appear here once vendors add them.',
          icon: <IconPackage aria-hidden size={26} />,
        }}
        rowActions={(p) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label={p.isHidden ? 'Unhide: back in the shop' : 'Hide from the shop'}>
              <ActionIcon
                variant="light"
                color={p.isHidden ? 'green' : 'red'}
                aria-label={p.isHidden ? 'Unhide' : 'Hide'}
                loading={
                  setFlags.isPending &&
                  setFlags.variables?.id === p._id &&
                  setFlags.variables.body.isHidden === false
                }
                onClick={() =>
                  p.isHidden ? setFlags.mutate({ id: p._id, body: { isHidden: false } }) : setHideTarget(p)
                }
              >
                {p.isHidden ? <IconEye aria-hidden size={16} /> : <IconEyeOff aria-hidden size={16} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={p.isFeatured ? 'Unfeature' : 'Feature in the shop'}>
              <ActionIcon
                variant="light"
                color="yellow"
                aria-label={p.isFeatured ? 'Unfeature' : 'Feature'}
                loading={
                  setFlags.isPending &&
                  setFlags.variables?.id === p._id &&
                  setFlags.variables.body.isFeatured !== undefined
                }
                onClick={() => setFlags.mutate({ id: p._id, body: { isFeatured: !p.isFeatured } })}
              >
                {p.isFeatured ? <IconStarOff aria-hidden size={16} /> : <IconStar aria-hidden size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
      <Modal
        opened={hideTarget !== null}
        onClose={() => setHideTarget(null)}
        title="Hide this product?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            “{hideTarget?.name}” from {hideTarget?.vendor.storeName} leaves the shop at once. The vendor is
            notified and can still see it.
          </Text>
          <Textarea
            label="Reason (optional)"
            description="The vendor reads this in the notification."
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setHideTarget(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={setFlags.isPending}
              onClick={() =>
                hideTarget &&
                setFlags.mutate({
                  id: hideTarget._id,
                  body: { isHidden: true, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                })
              }
            >
              Hide product
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
