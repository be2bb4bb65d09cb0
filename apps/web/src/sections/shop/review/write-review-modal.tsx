'use client';

import {
  REVIEW_MAX_COMMENT,
  REVIEW_MAX_IMAGES,
  type TCreateReviewRequest,
  type TMyReviewWriteResponse,
  type TPendingReview,
} from '@bazaar/shared/review';
import { Button, Group, Image, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ImageListField } from '@/components/file-field/image-list-field';
import { Form } from '@/components/form/form';
import { applyFieldErrors, listFieldError } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reviewKeys } from './queries';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

type FormValues = { rating: number; comment: string; images: string[] };

type Props = { item: TPendingReview | null; onClose: () => void };

/** Stars, a comment and up to four photos for one delivered item: POST /order/user/reviews. */
export function WriteReviewModal({ item, onClose }: Props) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { rating: 0, comment: '', images: [] },
    validate: {
      rating: (v) => (v >= 1 && v <= 5 ? null : 'Choose 1 to 5 stars'),
      comment: (v) =>
        v.trim().length > REVIEW_MAX_COMMENT
          ? `Comment must be at most ${REVIEW_MAX_COMMENT} characters`
          : null,
    },
  });

  // A new item starts a fresh form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the item changes
  useEffect(() => {
    form.reset();
  }, [item?.orderItemId]);

  const submit = useApiMutation<TCreateReviewRequest, TMyReviewWriteResponse>(
    (body, fetch) => fetch<TMyReviewWriteResponse>('/order/user/reviews', { method: 'POST', body }),
    { invalidate: [reviewKeys.all], onSuccess: onClose },
  );

  const onSubmit = form.onSubmit((values) => {
    if (!item) return;
    submit.mutate(
      {
        orderItemId: item.orderItemId,
        rating: values.rating,
        comment: values.comment.trim(),
        images: values.images,
      },
      { onError: (err) => applyFieldErrors(form, err) },
    );
  });

  return (
    <Modal opened={item !== null} onClose={onClose} title="Write a review" centered size="lg">
      {item ? (
        <Form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              {item.image ? <Image src={item.image} alt="" w={56} h={56} radius="sm" fit="cover" /> : null}
              <Stack gap={0} miw={0}>
                <Text fw={600} lineClamp={2}>
                  {item.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  Order {item.orderNumber}
                </Text>
              </Stack>
            </Group>
            <Input.Wrapper label="Your rating" required error={form.errors.rating}>
              <Group gap="sm" mt={4}>
                <Rating
                  size="xl"
                  value={form.values.rating}
                  onChange={(v) => form.setFieldValue('rating', v)}
                  getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
                  aria-label="Your rating"
                />
                <Text size="sm" c="dimmed">
                  {RATING_WORDS[form.values.rating] ?? ''}
                </Text>
              </Group>
            </Input.Wrapper>
            <Textarea
              label="Comment"
              description={`${form.values.comment.length}/${REVIEW_MAX_COMMENT}`}
              placeholder="What did you like or dislike? How was the quality and the delivery?"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={REVIEW_MAX_COMMENT}
              {...form.getInputProps('comment')}
            />
            <ImageListField
              label="Photos"
              description={`Up to ${REVIEW_MAX_IMAGES} photos (JPEG, PNG, WebP or GIF)`}
              noun="photo"
              itemAlt="Photo"
              addLabel="Add photos"
              max={REVIEW_MAX_IMAGES}
              value={form.values.images}
              error={listFieldError(form.errors, 'images')}
              onChange={(next) => {
                form.setFieldValue('images', next);
                form.clearFieldError('images');
              }}
              onUploadingChange={setUploading}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.isPending} disabled={uploading}>
                Publish review
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : null}
    </Modal>
  );
}
