'use client';

import { ZPutAdRequest } from '@bazaar/shared/ad';
import type {
  TCreateSlideRequest,
  TSlide,
  TSliderPlacement,
  TSlideWriteResponse,
} from '@bazaar/shared/slider';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { BannerFields, type BannerFormValues } from '@/components/banner/banner-fields';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sliderKeys } from './queries';

type FormValues = BannerFormValues;

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
    { invalidate: [sliderKeys.slides(placement)], onSuccess: onClose },
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
      <Form onSubmit={submit} noValidate aria-label={editing ? 'Edit slide' : 'Add a slide'}>
        <Stack gap="md">
          <BannerFields
            form={form}
            pictureHint="Wide, about 1600 × 600 px; the sides may be cropped on phones."
            aspectRatio="8 / 3"
            titleHint="Read by screen readers; not printed on the picture."
            linkHint="A page of this site (/shop/category/fashion) or a full https:// address; empty for none."
            linkPlaceholder="/shop"
            showLabel="Show this slide"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save slide' : 'Add slide'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}
