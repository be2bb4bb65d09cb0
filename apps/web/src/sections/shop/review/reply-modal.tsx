'use client';

import {
  REVIEW_MAX_REPLY,
  type TReviewReplyRequest,
  type TVendorReview,
  type TVendorReviewWriteResponse,
  ZReviewReplyRequest,
} from '@bazaar/shared/review';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { StarsPicture } from '@/components/rating-stars/rating-stars';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reviewKeys } from './queries';

type Props = { review: TVendorReview | null; onClose: () => void };

/** PUT /vendor/reviews/:id/reply — a reply can be posted once and not edited, so the modal says so. */
export function ReplyModal({ review, onClose }: Props) {
  const form = useForm<{ reply: string }>({
    initialValues: { reply: '' },
    validate: zodFormValidate(ZReviewReplyRequest),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the review changes
  useEffect(() => {
    form.reset();
  }, [review?._id]);

  const submit = useApiMutation<TReviewReplyRequest & { id: string }, TVendorReviewWriteResponse>(
    ({ id, reply }, fetch) =>
      fetch<TVendorReviewWriteResponse>(`/vendor/reviews/${id}/reply`, { method: 'PUT', body: { reply } }),
    { invalidate: [reviewKeys.vendor()], onSuccess: onClose },
  );

  return (
    <Modal opened={review !== null} onClose={onClose} title="Reply to review" centered size="lg">
      {review ? (
        <Form
          noValidate
          onSubmit={form.onSubmit((values) =>
            submit.mutate(
              { id: review._id, reply: values.reply },
              { onError: (err) => applyFieldErrors(form, err) },
            ),
          )}
        >
          <Stack gap="md">
            <Stack gap={4}>
              <Group gap="xs">
                <StarsPicture rating={review.rating} label={`${review.rating} out of 5 stars`} />
                <Text size="sm" fw={600}>
                  {review.author}
                </Text>
                <Text size="xs" c="dimmed">
                  on {review.product.name}
                </Text>
              </Group>
              <Text size="sm" c={review.comment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                {review.comment || 'No comment, just a rating.'}
              </Text>
            </Stack>
            <Textarea
              label="Your reply"
              description={`${form.values.reply.length}/${REVIEW_MAX_REPLY} · shown under the review on the product page`}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={REVIEW_MAX_REPLY}
              data-autofocus
              {...form.getInputProps('reply')}
            />
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden size={16} />}>
              You can reply once and cannot edit it afterwards. The buyer is notified.
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.isPending}>
                Post reply
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : null}
    </Modal>
  );
}
