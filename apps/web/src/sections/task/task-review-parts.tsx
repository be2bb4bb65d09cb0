'use client';

import { profilePath } from '@bazaar/shared/profile-constants';
import type { TTaskReview } from '@bazaar/shared/task';
import { TASK_REVIEW_COMMENT_MAX, TASK_REVIEW_REPLY_MAX } from '@bazaar/shared/task-constants';
import { Anchor, Avatar, Button, Group, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { IntentLink } from '@/components/intent-link';
import { StarsPicture } from '@/components/rating-stars/rating-stars';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { ReportButton } from '@/platform/moderation/report-button';
import { useReplyToReview, useWriteReview } from './mutations';

/** A review between the two people of a task, with the reply under it and, for its subject, the reply form. */
export function TaskReviewCard({
  review,
  canReply,
  showTask,
}: {
  review: TTaskReview;
  canReply?: boolean;
  showTask?: boolean;
}) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useReplyToReview(() => setReply(''));
  return (
    <Paper withBorder radius="md" p="md" data-testid="task-review">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={resolveImageUrl(review.author.image)} radius="xl" size={32} alt="">
              {review.author.fullName.charAt(0)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                <Anchor
                  component={IntentLink}
                  href={profilePath(review.author._id)}
                  inherit
                  underline="always"
                >
                  {review.author.fullName}
                </Anchor>{' '}
                →{' '}
                <Anchor
                  component={IntentLink}
                  href={profilePath(review.subject._id)}
                  inherit
                  underline="always"
                >
                  {review.subject.fullName}
                </Anchor>
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(review.createdAt)} · about the {review.subjectRole}
                {showTask ? ` · ${review.task.title}` : ''}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <StarsPicture rating={review.rating} label={`${review.rating} out of 5`} />
            <ReportButton kind="task-review" subjectId={review._id} compact />
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {review.comment}
        </Text>
        {review.reply ? (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs" data-testid="task-review-reply">
            <Text size="xs" fw={600}>
              Reply from {review.subject.fullName}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply}
            </Text>
          </Paper>
        ) : canReply ? (
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (reply.trim().length < 2) {
                setError('Reply must be at least 2 characters');
                return;
              }
              setError(null);
              send.mutate({ reviewId: review._id, reply: reply.trim() });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Reply (once, cannot be changed)"
                autosize
                minRows={2}
                maxLength={TASK_REVIEW_REPLY_MAX}
                value={reply}
                onChange={(e) => setReply(e.currentTarget.value)}
                error={error}
              />
              <Group justify="flex-end">
                <Button type="submit" size="xs" loading={send.isPending}>
                  Post reply
                </Button>
              </Group>
            </Stack>
          </Form>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Rate the other person of a completed task, once. */
export function TaskReviewForm({ taskId, subjectName }: { taskId: string; subjectName: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const write = useWriteReview(taskId);
  return (
    <Form
      noValidate
      aria-label="Write a review"
      onSubmit={(e) => {
        e.preventDefault();
        const next: typeof errors = {};
        if (rating < 1) next.rating = 'Rating: choose 1 to 5 stars';
        if (comment.trim().length < 2) next.comment = 'Comment must be at least 2 characters';
        setErrors(next);
        if (Object.keys(next).length === 0) write.mutate({ rating, comment: comment.trim() });
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>Review {subjectName}</Text>
        <Stack gap={2}>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            aria-label="Rating"
            getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
          />
          {errors.rating ? (
            <Text size="xs" c="red">
              {errors.rating}
            </Text>
          ) : null}
        </Stack>
        <Textarea
          label="Comment"
          autosize
          minRows={2}
          maxLength={TASK_REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={write.isPending}>
            Post review
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
