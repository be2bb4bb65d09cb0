'use client';

import type { TJobApplication } from '@bazaar/shared/job';
import { JOB_APPLICATION_FLOW, jobPath, type TJobApplicationActorRole } from '@bazaar/shared/job-constants';
import { profilePath } from '@bazaar/shared/profile-constants';
import { privateUploadPath } from '@bazaar/shared/upload-constants';
import { Anchor, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { StatusActions } from '@/components/status-flow/status-actions';
import { formatDate, formatDateTime } from '@/lib/format';
import { showErrorToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';
import { OpenConversationButton } from '@/platform/thread/open-conversation-button';
import type { MessagesArea } from '@/platform/thread/thread-href';

/**
 * Downloads a CV through the API with the session's token (a private file has no public URL):
 * `vendor` reads it through the vendor's own route, anyone else (the applicant, admins) through
 * GET /upload/private/:id.
 */
export function CvButton({
  application,
  via,
  size = 'xs',
}: {
  application: TJobApplication;
  via: 'vendor' | 'owner-or-admin';
  size?: 'xs' | 'sm';
}) {
  const fetcher = useApiFetch();
  const [isLoading, setLoading] = useState(false);
  async function download() {
    setLoading(true);
    try {
      const path =
        via === 'vendor'
          ? `/vendor/job/applications/${application._id}/cv`
          : privateUploadPath(application.cv);
      const blob = await fetcher<Blob>(path, { as: 'blob' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = application.cvName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setLoading(false);
    }
  }
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconDownload aria-hidden size={14} />}
      loading={isLoading}
      onClick={(e) => {
        e.stopPropagation();
        void download();
      }}
      data-testid="cv-download"
    >
      CV
    </Button>
  );
}

/** One application in full: the job, the applicant, the cover letter, the CV and, for the vendor, its next steps. */
export function ApplicationDrawer({
  application,
  onClose,
  actor,
  onMove,
  conversation,
}: {
  application: TJobApplication | null;
  onClose: () => void;
  actor?: TJobApplicationActorRole;
  onMove?: (to: (typeof JOB_APPLICATION_FLOW.statuses)[number]) => void;
  /** Whose side of the application's conversation the reader is on (none for an admin). */
  conversation?: MessagesArea;
}) {
  const a = application;
  return (
    <Drawer opened={a !== null} onClose={onClose} position="right" size="md" title="Application">
      {a ? (
        <Stack gap="md" data-testid="application-drawer">
          <Stack gap={2}>
            <Anchor component={Link} href={jobPath(a.job._id)} fw={700}>
              {a.job.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {a.job.employer.storeName} · apply by {formatDate(`${a.job.deadline}T00:00:00`)}
            </Text>
          </Stack>
          <Group justify="space-between">
            <StatusBadge status={a.status} colors={JOB_APPLICATION_FLOW.colors} />
            <Text size="xs" c="dimmed">
              Applied {formatDateTime(a.createdAt)}
            </Text>
          </Group>
          <Divider />
          <Stack gap={2}>
            <Anchor component={Link} href={profilePath(a.applicant._id)} fw={600} w="fit-content">
              {a.applicant.fullName}
            </Anchor>
            <Text size="sm">{a.applicant.email}</Text>
            {a.applicant.phone ? <Text size="sm">{a.applicant.phone}</Text> : null}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Cover letter
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {a.coverLetter}
            </Text>
          </Stack>
          <Group>
            <CvButton application={a} via={actor === 'Vendor' ? 'vendor' : 'owner-or-admin'} size="sm" />
            <Text size="xs" c="dimmed">
              {a.cvName}
            </Text>
          </Group>
          {conversation ? (
            <OpenConversationButton
              kind="job-application"
              subjectRef={a._id}
              area={conversation}
              label={conversation === 'vendor' ? 'Message the applicant' : 'Message the employer'}
              testId="application-message"
              w="fit-content"
            />
          ) : null}
          {actor && onMove ? (
            <StatusActions
              flow={JOB_APPLICATION_FLOW}
              actor={actor}
              status={a.status}
              onAction={onMove}
              size="sm"
            />
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
