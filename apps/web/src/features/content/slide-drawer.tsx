'use client';

import {
  type TCreateSlideRequest,
  type TSlide,
  type TSliderPlacement,
  type TSlideWriteResponse,
  ZPutAdRequest,
} from '@bazaar/shared/content';
import { Button, Drawer, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ImagePicker } from './image-picker';
import { contentKeys } from './queries';

type FormValues = { image: string; title: string; link: string; isActive: boolean };

type Props = {
  placement: TSliderPlacement;
  /** null = closed, 'new' = add, a slide = edit. */
  target: TSlide | 'new' | null;
  onClose: () => void;
};

const EMPTY: FormValues = { image: '', title: '', link: '', isActive: true };

/** Adds or edits a slide: picture (uploaded at once), title, link and whether it shows. */
export function SlideDrawer({ placement, target, onClose }: Props) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    // Same fields and rules as an ad: picture required, title ≤ 120, link a path or https URL.
    validate: zodFormValidate(ZPutAdRequest),
    validateInputOnBlur: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another slide opens
  useEffect(() => {
    if (target === null) return;
    form.setValues(
      editing
        ? { image: editing.image, title: editing.title, link: editing.link, isActive: editing.isActive }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [target]);

  const save = useApiMutation<FormValues, TSlideWriteResponse>(
    (values, fetcher) =>
      editing
        ? fetcher<TSlideWriteResponse>(`/admin/sliders/${editing._id}`, { method: 'PUT', body: values })
        : fetcher<TSlideWriteResponse>('/admin/sliders', {
            method: 'POST',
            body: { ...values, placement } satisfies TCreateSlideRequest,
          }),
    { invalidate: [contentKeys.slides(placement)], onSuccess: onClose },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, title: values.title.trim(), link: values.link.trim() });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={editing ? 'Edit slide' : 'Add a slide'}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit slide' : 'Add a slide'}>
        <Stack gap="md">
          <ImagePicker
            label="Picture"
            hint="Wide, about 1600 × 600 px; the sides may be cropped on phones."
            aspectRatio="8 / 3"
            value={form.values.image}
            error={form.errors.image}
            onChange={(path) => {
              form.setFieldValue('image', path);
              form.clearFieldError('image');
            }}
          />
          <TextInput
            label="Title"
            description="Read by screen readers; not printed on the picture."
            maxLength={120}
            {...form.getInputProps('title')}
          />
          <TextInput
            label="Link"
            description="A page of this site (/shop/category/fashion) or a full https:// address; empty for none."
            placeholder="/shop"
            {...form.getInputProps('link')}
          />
          <Switch label="Show this slide" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save slide' : 'Add slide'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
