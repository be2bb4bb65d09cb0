'use client';

import { profilePath } from '@bazaar/shared/profile-constants';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUser, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { PlainAvatar } from '@/components/plain-avatar';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';

type ProfileCardProps = {
  /** Their page; without one (a rental's owner has none) the card is not a link. */
  href?: string;
  image: string | null;
  /** Above the name: "Sold by", "Posted by". */
  caption: string;
  name: string;
  /** Under the name: a rating, a member-since line. */
  details?: ReactNode;
  /** The button's words: "Visit store", "View profile" (only with `href`). */
  action?: string;
  icon: TablerIcon;
  testId?: string;
};

/**
 * Who stands behind a listing (a product's store, a task's poster, a rental's owner): the whole card
 * leads to their page when they have one.
 */
export function ProfileCard({
  href,
  image,
  caption,
  name,
  details,
  action,
  icon: Icon,
  testId,
}: ProfileCardProps) {
  const body = (
    <Group justify="space-between" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <PlainAvatar src={resolveImageUrl(image)} size={44} color="brand">
          <Icon aria-hidden size={22} />
        </PlainAvatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
          <Text fw={600} lineClamp={2}>
            {name}
          </Text>
          {details}
        </Stack>
      </Group>
      {/* Not a link of its own: the card is the link, and a link may not hold another. */}
      {href && action ? (
        <Button component="span" variant="light" size="xs" style={{ flexShrink: 0 }}>
          {action}
        </Button>
      ) : null}
    </Group>
  );
  if (!href) {
    return (
      <Paper withBorder radius="lg" p="md" data-testid={testId}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      component={IntentLink}
      href={href}
      withBorder
      radius="lg"
      p="md"
      data-testid={testId}
      className="bz-link-plain"
      style={{ display: 'block' }}
    >
      {body}
    </Paper>
  );
}

type TMember = { _id: string; fullName: string; image: string | null; memberSince: string };

/**
 * A person behind a listing (a task's poster, a rental's owner), leading to their profile: `children`
 * (their stars) stand over the line that says since when they are a member.
 */
export function PersonCard({
  person,
  caption,
  testId,
  children,
}: {
  person: TMember;
  caption: string;
  testId: string;
  children?: ReactNode;
}) {
  const since = (
    <Text size="xs" c="dimmed">
      Member since {formatDate(person.memberSince)}
    </Text>
  );
  return (
    <ProfileCard
      href={profilePath(person._id)}
      image={person.image}
      caption={caption}
      name={person.fullName}
      details={
        children ? (
          <Stack gap={0}>
            {children}
            {since}
          </Stack>
        ) : (
          since
        )
      }
      action="View profile"
      icon={IconUser}
      testId={testId}
    />
  );
}
