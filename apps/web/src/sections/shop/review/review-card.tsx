import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainAvatar } from '@/components/plain-avatar';
import { StarsPicture } from '@/components/rating-stars/rating-stars';
import { formatDate } from '@/lib/format';
import classes from './review-card.module.css';

type ReviewLike = {
  _id: string;
  rating: number;
  comment: string;
  images: string[];
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
};

type ReviewCardProps = {
  review: ReviewLike;
  /** Shown as the heading ("Sita S." or the product name). */
  title: ReactNode;
  /** Extra line under the title (order number, product…). */
  meta?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  /** Who answered, for the reply block. */
  replyFrom?: string;
  withBorder?: boolean;
};

/** One review: stars, author or product, date, comment, photos and the vendor's reply. */
export function ReviewCard({
  review,
  title,
  meta,
  badges,
  actions,
  replyFrom = 'Seller',
  withBorder = true,
}: ReviewCardProps) {
  return (
    <Paper withBorder={withBorder} radius="md" p="md" data-testid="review-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <StarsPicture rating={review.rating} label={`${review.rating} out of 5 stars`} />
              <Text size="sm" fw={600}>
                {title}
              </Text>
              {badges}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(review.createdAt)}
              {meta ? <> · {meta}</> : null}
            </Text>
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {review.comment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No comment, just a rating.
          </Text>
        )}
        {review.images.length > 0 ? (
          <div className={classes.photos}>
            {review.images.map((src) => (
              <a key={src} href={src} target="_blank" rel="noreferrer" aria-label="Open the review photo">
                {/* biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host */}
                <img src={src} alt="" className={classes.photo} loading="lazy" />
              </a>
            ))}
          </div>
        ) : null}
        {review.reply ? (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="sm" data-testid="review-reply">
            <Group gap="xs" mb={4} wrap="nowrap">
              <PlainAvatar src={null} size={22} radius="xl" color="teal">
                <IconBuildingStore aria-hidden size={13} />
              </PlainAvatar>
              <Text size="xs" fw={600}>
                Reply from {replyFrom}
              </Text>
              {review.repliedAt ? (
                <Text size="xs" c="dimmed">
                  {formatDate(review.repliedAt)}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
          </Paper>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function HiddenBadge() {
  return (
    <Badge color="gray" variant="light" size="sm">
      Hidden by moderator
    </Badge>
  );
}
