'use client';

import type { TModerationGroup } from '@bazaar/shared/moderation';
import {
  MAX_MODERATION_REASON_LENGTH,
  MODERATION_ACTION_LABELS,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  type TModerationAction,
} from '@bazaar/shared/moderation-constants';
import { profilePath } from '@bazaar/shared/profile-constants';
import { Anchor, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEyeOff, IconFlag, IconMessageCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { IntentLink } from '@/components/intent-link';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useModerationAction, useModerationQueue } from './queries';

const ACTION_ICONS = {
  dismiss: IconMessageCheck,
  hide: IconEyeOff,
  warn: IconAlertTriangle,
  block: IconUserOff,
} as const;

const CONFIRM_TEXT: Record<TModerationAction, string> = {
  dismiss: 'The reports are closed and the thing stays as it is. The reporters are told.',
  hide: 'It leaves the public pages, the lists and the sitemap at once. Its owner and the reporters are told.',
  warn: 'Its owner gets a warning with your reason. The reporters are told.',
  block: 'Its owner is blocked and signed out everywhere. The reporters are told.',
};

/** /admin/moderation: one queue of reported things across every section, and what the admin does about each. */
export function AdminModerationView() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useModerationQueue(page);
  const [pending, setPending] = useState<{ group: TModerationGroup; action: TModerationAction } | null>(null);
  const act = useModerationAction(() => setPending(null));
  const total = data?.pagination.total ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Moderation"
        description="Reported listings, reviews, messages and people from every section, most reported and oldest first."
      />
      {isError ? (
        <LoadErrorRetry what="the reports" onRetry={() => refetch()} />
      ) : isPending ? (
        <Stack gap="md" data-testid="moderation-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={160} radius="md" />
          ))}
        </Stack>
      ) : data.docs.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="moderation-empty">
          <Stack gap={4} align="center">
            <IconFlag aria-hidden size={32} />
            <Text fw={600}>Nothing to review</Text>
            <Text size="sm" c="dimmed">
              Reports people send show here, grouped per reported thing.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 reported thing' : `${total} reported things`}
          </Text>
          {data.docs.map((group) => (
            <GroupCard
              key={`${group.kind}-${group.subjectId}`}
              group={group}
              onAction={(action) => setPending({ group, action })}
            />
          ))}
          {data.pagination.totalPages > 1 ? (
            <Pagination
              total={data.pagination.totalPages}
              value={page}
              onChange={setPage}
              aria-label="Report pages"
            />
          ) : null}
        </Stack>
      )}
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending
            ? `${MODERATION_ACTION_LABELS[pending.action]}: ${pending.group.thing?.title ?? REPORT_KIND_LABELS[pending.group.kind]}`
            : ''
        }
        message={pending ? CONFIRM_TEXT[pending.action] : ''}
        confirmLabel={pending ? MODERATION_ACTION_LABELS[pending.action] : 'Confirm'}
        cancelLabel="Back"
        isDestructive={pending?.action === 'hide' || pending?.action === 'block'}
        loading={act.isPending}
        reason={{
          label: 'Why (kept with the action, and told to the owner)',
          min: 1,
          max: MAX_MODERATION_REASON_LENGTH,
        }}
        onConfirm={(reason) =>
          pending &&
          act.mutate({
            kind: pending.group.kind,
            subjectId: pending.group.subjectId,
            action: pending.action,
            reason,
          })
        }
      />
    </Stack>
  );
}

function GroupCard({
  group,
  onAction,
}: {
  group: TModerationGroup;
  onAction: (action: TModerationAction) => void;
}) {
  const { thing, owner } = group;
  // Its public page while it shows there; else where an admin reads it (a message's conversation).
  const thingHref = thing?.path && !thing.hidden ? thing.path : thing?.adminPath;
  const titleId = `moderation-${group.kind}-${group.subjectId}`;
  const actions: TModerationAction[] = [
    'dismiss',
    ...(thing?.canHide && !thing.hidden ? (['hide'] as const) : []),
    ...(owner ? (['warn'] as const) : []),
    ...(owner && owner.status !== 'blocked' ? (['block'] as const) : []),
  ];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="moderation-group"
      data-kind={group.kind}
      data-subject={group.subjectId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {REPORT_KIND_LABELS[group.kind]}
              </Badge>
              <Badge variant="light" color="red">
                {group.reportCount === 1 ? '1 report' : `${group.reportCount} reports`}
              </Badge>
              {thing?.hidden ? (
                <Badge variant="light" color="orange">
                  Hidden
                </Badge>
              ) : null}
            </Group>
            <Title order={2} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {thing ? (
                thingHref ? (
                  <Anchor component={IntentLink} href={thingHref} inherit underline="always">
                    {thing.title}
                  </Anchor>
                ) : (
                  thing.title
                )
              ) : (
                `This ${REPORT_KIND_LABELS[group.kind].toLowerCase()} no longer exists`
              )}
            </Title>
            {thing?.context ? (
              <Text size="sm" c="dimmed">
                {thing.context}
              </Text>
            ) : null}
          </Stack>
          <Text size="xs" c="dimmed" title={formatDateTime(group.oldestAt)}>
            First reported {formatRelativeTime(group.oldestAt)}
          </Text>
        </Group>
        {thing?.excerpt ? (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs">
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="moderation-excerpt"
            >
              {thing.excerpt}
            </Text>
          </Paper>
        ) : null}
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reports">
          {group.reports.map((r) => (
            <Text component="li" size="sm" key={r._id}>
              <Text span fw={600}>
                {REPORT_REASON_LABELS[r.reason]}
              </Text>{' '}
              — {r.reporter ? r.reporter.fullName : 'the system'}, {formatRelativeTime(r.createdAt)}
              {r.note ? <Text span c="dimmed">{`: “${r.note}”`}</Text> : null}
            </Text>
          ))}
        </Stack>
        <Text size="sm">
          Owner:{' '}
          {owner ? (
            <>
              <Anchor component={IntentLink} href={profilePath(owner._id)} inherit underline="always">
                {owner.fullName}
              </Anchor>
              {owner.status === 'blocked' ? ' (blocked)' : ''} · {ownerHistoryLine(group)}
            </>
          ) : (
            'unknown'
          )}
        </Text>
        {group.ownerHistory.actions.length > 0 ? (
          <Stack gap={2} component="ul" m={0} pl="md" aria-label="Earlier actions against the owner">
            {group.ownerHistory.actions.map((a) => (
              <Text component="li" size="xs" c="dimmed" key={a._id}>
                {MODERATION_ACTION_LABELS[a.action]} ({REPORT_KIND_LABELS[a.kind].toLowerCase()}) by{' '}
                {a.admin.fullName}, {formatRelativeTime(a.createdAt)}: {a.reason}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group gap="xs">
          {actions.map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                size="xs"
                variant={action === 'dismiss' ? 'default' : 'light'}
                color={
                  action === 'block' || action === 'hide' ? 'red' : action === 'warn' ? 'orange' : 'gray'
                }
                leftSection={<Icon aria-hidden size={14} />}
                onClick={() => onAction(action)}
                data-testid={`moderation-${action}`}
              >
                {MODERATION_ACTION_LABELS[action]}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

function ownerHistoryLine(group: TModerationGroup): string {
  const earlier = group.ownerHistory.earlierReports;
  const actions = group.ownerHistory.actions.length;
  if (earlier === 0 && actions === 0) return 'no earlier reports or actions';
  const parts = [
    earlier === 1 ? '1 earlier report of their things' : `${earlier} earlier reports of their things`,
    ...(actions > 0 ? [actions === 1 ? '1 earlier action' : `${actions} earlier actions`] : []),
  ];
  return parts.join(', ');
}
