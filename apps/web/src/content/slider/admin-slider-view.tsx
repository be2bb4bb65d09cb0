'use client';

import type { TSlide, TSliderPlacement, TSlideWriteResponse } from '@bazaar/shared/slider';
import { ActionIcon, Button, Group, Switch, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { linkColumn, pictureColumn } from '@/components/admin-table/columns';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sliderKeys, useSlideEnds } from './queries';
import { SlideDrawer } from './slide-drawer';

const TITLES: Record<TSliderPlacement, { title: string; description: string }> = {
  shop: {
    title: 'Shop slider',
    description: 'The carousel at the top of /shop. Visitors see the shown slides in this order.',
  },
  home: {
    title: 'Home slider',
    description: 'The carousel at the top of the home page. Visitors see the shown slides in this order.',
  },
};

/** /admin/shop/slider and /admin/home/slider: add, edit, reorder, show or hide and delete slides. */
export function AdminSliderView({ placement }: { placement: TSliderPlacement }) {
  const [editing, setEditing] = useState<TSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSlide | null>(null);
  const invalidate = [sliderKeys.slides(placement)];
  const ends = useSlideEnds(placement).data;

  const setActive = useApiMutation<{ id: string; isActive: boolean }, TSlideWriteResponse>(
    ({ id, isActive }, fetcher) => fetcher(`/admin/sliders/${id}`, { method: 'PUT', body: { isActive } }),
    { invalidate },
  );
  const move = useApiMutation<{ id: string; direction: 'up' | 'down' }, TSlideWriteResponse>(
    ({ id, direction }, fetcher) =>
      fetcher(`/admin/sliders/${id}/move`, { method: 'PUT', body: { direction } }),
    { invalidate },
  );
  const remove = useApiMutation<string, TSlideWriteResponse>(
    (id, fetcher) => fetcher(`/admin/sliders/${id}`, { method: 'DELETE' }),
    { invalidate, onSuccess: () => setDeleting(null) },
  );

  const columns: TAdminTableColumn<TSlide>[] = [
    pictureColumn({
      key: 'image',
      header: 'Picture',
      width: 150,
      src: (slide: TSlide) => slide.image,
      size: [128, 48],
      fit: 'cover',
    }),
    {
      key: 'title',
      header: 'Title',
      render: (slide) => (
        <Text size="sm" fw={600}>
          {slide.title || (
            <Text span c="dimmed" size="sm">
              No title
            </Text>
          )}
        </Text>
      ),
      csv: (slide) => slide.title,
    },
    linkColumn(),
    {
      key: 'order',
      header: 'Order',
      align: 'center',
      render: (slide) => (
        <Group gap={4} justify="center" wrap="nowrap">
          <Tooltip label="Move up">
            <ActionIcon
              variant="default"
              aria-label={`Move ${slide.title || 'slide'} up`}
              disabled={slide._id === ends?.firstId}
              loading={
                move.isPending && move.variables?.id === slide._id && move.variables.direction === 'up'
              }
              onClick={() => move.mutate({ id: slide._id, direction: 'up' })}
            >
              <IconArrowUp aria-hidden size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move down">
            <ActionIcon
              variant="default"
              aria-label={`Move ${slide.title || 'slide'} down`}
              disabled={slide._id === ends?.lastId}
              loading={
                move.isPending && move.variables?.id === slide._id && move.variables.direction === 'down'
              }
              onClick={() => move.mutate({ id: slide._id, direction: 'down' })}
            >
              <IconArrowDown aria-hidden size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
      csv: (slide) => slide.sortOrder,
      csvHeader: 'Position',
    },
    {
      key: 'active',
      header: 'Shown',
      render: (slide) => (
        <Switch
          checked={slide.isActive}
          // A label of its own (hidden: the row shows the slide), so the switch's label element names it.
          label={<VisuallyHidden>{`Show ${slide.title || 'slide'}`}</VisuallyHidden>}
          disabled={setActive.isPending && setActive.variables?.id === slide._id}
          onChange={(event) => setActive.mutate({ id: slide._id, isActive: event.currentTarget.checked })}
        />
      ),
      csv: (slide) => (slide.isActive ? 'Shown' : 'Hidden'),
    },
  ];

  const { title, description } = TITLES[placement];
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing('new')}>
            Add slide
          </Button>
        }
      />
      <AdminTable<TSlide>
        label="Slides"
        path="/admin/sliders"
        query={{ placement }}
        queryKey={sliderKeys.slides(placement)}
        columns={columns}
        searchPlaceholder="Title or link"
        searchLabel="Search slides"
        itemsLabel="slides"
        csvFileName={`${placement}-slides`}
        rowTestId="slide-row"
        minWidth={760}
        emptyState={{
          title: 'No slides yet',
          description: 'Add a slide: the carousel appears as soon as one is shown.',
          icon: <IconPhoto aria-hidden size={26} />,
        }}
        rowActions={(slide) => (
          <>
            <EditRemoveActions
              name={slide.title || 'slide'}
              onEdit={() => setEditing(slide)}
              onRemove={() => setDeleting(slide)}
            />
          </>
        )}
      />
      <SlideDrawer placement={placement} target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this slide?"
        message={`${deleting?.title ? `“${deleting.title}”` : 'The slide'} leaves the carousel for good. To take it down for a while, switch it off instead.`}
        confirmLabel="Delete slide"
        cancelLabel="Cancel"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}
