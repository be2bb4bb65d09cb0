'use client';

import type { TProfilePart, TProfileReview, TProfileRole } from '@bazaar/shared/profile';
import { profilePath } from '@bazaar/shared/profile-constants';
import type { Section } from '@bazaar/shared/section';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ListingPager } from '@/components/listing/listing-pager';
import { PlainAvatar } from '@/components/plain-avatar';
import { RatingStars, StarsPicture } from '@/components/rating-stars/rating-stars';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { usePagedRead } from '@/lib/use-read-again';
import { ReportButton } from '@/platform/moderation/report-button';
import { SECTION_REGISTRY } from '@/sections/registry';
import type { ProfilePageData } from './fetch-profile';
import { profileApi } from './profile-api';

function RoleCard({ role, section }: { role: TProfileRole; section: Section }) {
  const headingId = `profile-${section}-${role.key}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-testid={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} fz="md" id={headingId}>
            {role.title}
          </Title>
          {role.rating ? (
            <RatingStars rating={role.rating.average} count={role.rating.count} size="sm" />
          ) : null}
        </Group>
        {role.facts.length > 0 ? (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
            {role.facts.map((fact) => (
              <div key={fact.key} data-testid={`fact-${fact.key}`}>
                <Text component="dt" size="xs" c="dimmed">
                  {fact.label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0} style={{ whiteSpace: 'pre-line' }}>
                  {fact.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        ) : null}
        {role.tags.length > 0 ? (
          <Group gap={6} aria-label="Skills and categories" role="list">
            {role.tags.map((tag) => (
              <Badge key={tag} variant="light" role="listitem">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {role.link ? (
          <Button component={IntentLink} href={role.link.href} variant="light" size="xs" w="fit-content">
            {role.link.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SectionPart({ part }: { part: TProfilePart }) {
  const section = SECTION_REGISTRY[part.section];
  const Icon = section.icon;
  const headingId = `profile-part-${part.section}`;
  return (
    <section aria-labelledby={headingId} data-testid={`profile-part-${part.section}`}>
      <Group gap="xs" mb="sm">
        <Icon size={24} color={`var(--mantine-color-${section.color}-6)`} aria-hidden />
        <Title order={2} fz="h3" id={headingId}>
          {part.label}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {part.roles.map((role) => (
          <RoleCard key={role.key} role={role} section={part.section} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function ReviewCard({ review }: { review: TProfileReview }) {
  const author = review.author;
  const reportKind = SECTION_REGISTRY[review.section].profile.reviewReportKind;
  return (
    <Paper withBorder radius="md" p="md" data-testid="profile-review">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <PlainAvatar src={resolveImageUrl(author.image)} radius="xl" size={32}>
              {author.fullName.charAt(0)}
            </PlainAvatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {author._id ? (
                  <Anchor component={IntentLink} href={profilePath(author._id)} inherit>
                    {author.fullName}
                  </Anchor>
                ) : (
                  author.fullName
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(review.createdAt)} · {SECTION_REGISTRY[review.section].label} · {review.role}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <StarsPicture rating={review.rating} label={`${review.rating} out of 5`} />
            {reportKind ? <ReportButton kind={reportKind} subjectId={review._id} compact /> : null}
          </Group>
        </Group>
        {review.about ? (
          <Text size="sm">
            About{' '}
            <Anchor component={IntentLink} href={review.about.href} inherit>
              {review.about.title}
            </Anchor>
          </Text>
        ) : null}
        {review.comment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {review.comment}
          </Text>
        ) : null}
        {review.reply ? (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs">
            <Text size="xs" fw={600}>
              Reply
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply}
            </Text>
          </Paper>
        ) : null}
      </Stack>
    </Paper>
  );
}

const ALL = 'all';

function ProfileReviews({ data }: { data: ProfilePageData }) {
  const userId = data.profile._id;
  const counts = data.profile.reviewCounts;
  const [filter, setFilter] = useState<Section | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const section = filter === ALL ? null : filter;
  const { value: reviews, isPrevious } = usePagedRead(
    `profile-reviews:${userId}:${section ?? ALL}:${page}`,
    { key: `profile-reviews:${userId}:${ALL}:1`, value: data.reviews },
    (signal) => profileApi.reviews(userId, section, page, { signal }),
  );
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <section aria-labelledby="profile-reviews" data-testid="profile-reviews">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="profile-reviews">
          Reviews
        </Title>
        {counts.length > 1 ? (
          <SegmentedControl
            aria-label="Show reviews from"
            value={filter}
            onChange={(value) => {
              setFilter(value as Section | typeof ALL);
              setPage(1);
            }}
            data={[
              { value: ALL, label: `All (${total})` },
              ...counts.map((c) => ({
                value: c.section,
                label: `${SECTION_REGISTRY[c.section].profile.reviewsLabel} (${c.count})`,
              })),
            ]}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        ) : null}
        {/* The page shown stays, dimmed, while the next one loads. */}
        <Stack gap="sm" aria-busy={isPrevious} style={isPrevious ? { opacity: 0.6 } : undefined}>
          {reviews.docs.length === 0 ? (
            <Text c="dimmed" size="sm">
              No reviews yet.
            </Text>
          ) : (
            reviews.docs.map((review) => (
              <ReviewCard key={`${review.section}-${review._id}`} review={review} />
            ))
          )}
        </Stack>
        <ListingPager pagination={reviews.pagination} onChange={setPage} />
      </Stack>
    </section>
  );
}

/** `/profile/{userId}`: who a person is in every section, and the reviews they received. */
export function ProfileView({ data }: { data: ProfilePageData }) {
  const p = data.profile;
  const verified = [
    ...(p.verified.email ? ['Email verified'] : []),
    ...(p.verified.phone ? ['Phone verified'] : []),
  ];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="lg" wrap="nowrap" align="center">
            <PlainAvatar src={resolveImageUrl(p.image)} size={88} radius="50%" color="brand">
              <IconUser aria-hidden size={40} />
            </PlainAvatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="profile-name">
                {p.fullName}
              </Title>
              <Text size="sm" c="dimmed">
                Member since {formatDate(p.memberSince)}
              </Text>
              <Group>
                <ReportButton kind="person" subjectId={p._id} label="Report this person" compact />
              </Group>
              {verified.length > 0 ? (
                <Group gap={6}>
                  {verified.map((label) => (
                    <Badge
                      key={label}
                      color="green"
                      variant="light"
                      leftSection={<IconCircleCheck size={14} aria-hidden />}
                    >
                      {label}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Stack>
          </Group>
        </Paper>
        {p.parts.length === 0 ? (
          <Text c="dimmed" data-testid="profile-empty">
            {p.fullName} has no tasks, stores or rentals on Bazaar yet.
          </Text>
        ) : (
          p.parts.map((part) => <SectionPart key={part.section} part={part} />)
        )}
        <ProfileReviews data={data} />
      </Stack>
    </Container>
  );
}
