'use client';

import {
  REVIEW_MAX_COMMENT,
  REVIEW_MAX_IMAGES,
  type TCreateReviewRequest,
  type TMyReviewWriteResponse,
  type TPendingReview,
} from '@bazaar/shared/review';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from '@/components/form/form';
import { ACCEPT_IMAGES, findImageProblem, uploadMiscImage } from '@/features/vendor-application/upload-image';
import { applyFieldErrors } from '@/lib/form-errors';
import { showErrorToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reviewKeys } from './queries';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

type FormValues = { rating: number; comment: string; images: { path: string; url: string }[] };

type Props = { item: TPendingReview | null; onClose: () => void };

/** Stars, a comment and up to four photos for one delivered item: POST /order/user/reviews. */
export function WriteReviewModal({ item, onClose }: Props) {
  const fetcher = useApiFetch();
  const [uploading, setUploading] = useState(false);
  const resetFileInput = useRef<() => void>(null);
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

  const addImages = async (files: File[]) => {
    resetFileInput.current?.();
    const room = REVIEW_MAX_IMAGES - form.values.images.length;
    if (files.length > room) {
      showErrorToast(new Error(`You can attach ${REVIEW_MAX_IMAGES} photos at most.`));
    }
    const picked = files.slice(0, Math.max(0, room));
    for (const file of picked) {
      const problem = findImageProblem(file);
      if (problem) {
        showErrorToast(new Error(problem));
        return;
      }
    }
    setUploading(true);
    try {
      for (const file of picked) {
        const uploaded = await uploadMiscImage(file, fetcher);
        form.insertListItem('images', uploaded);
      }
    } catch (err) {
      showErrorToast(err);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.onSubmit((values) => {
    if (!item) return;
    submit.mutate(
      {
        orderItemId: item.orderItemId,
        rating: values.rating,
        comment: values.comment.trim(),
        images: values.images.map((i) => i.path),
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
            <Input.Wrapper
              label="Photos"
              description={`Up to ${REVIEW_MAX_IMAGES} photos (JPEG, PNG, WebP or GIF)`}
              error={form.errors.images}
            >
              <SimpleGrid cols={{ base: 4 }} spacing="xs" mt="xs" maw={360}>
                {form.values.images.map((img, index) => (
                  <div key={img.path} style={{ position: 'relative' }}>
                    <Image src={img.url} alt={`Photo ${index + 1}`} h={72} radius="sm" fit="cover" />
                    <ActionIcon
                      size="sm"
                      radius="xl"
                      color="dark"
                      variant="filled"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => form.removeListItem('images', index)}
                      style={{ position: 'absolute', top: 4, right: 4 }}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  </div>
                ))}
              </SimpleGrid>
              {form.values.images.length < REVIEW_MAX_IMAGES ? (
                <FileButton onChange={addImages} accept={ACCEPT_IMAGES} multiple resetRef={resetFileInput}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconPhotoUp size={16} />}
                      loading={uploading}
                      mt="xs"
                      size="sm"
                    >
                      Add photos
                    </Button>
                  )}
                </FileButton>
              ) : null}
            </Input.Wrapper>
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
