'use client';

import {
  MAX_REPORT_NOTE_LENGTH,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TReportKind,
  type TReportReason,
} from '@bazaar/shared/moderation-constants';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { buildSignInHref } from '@/lib/sign-in-href';
import { useApiMutation } from '@/lib/use-api-mutation';

type ReportButtonProps = {
  kind: TReportKind;
  subjectId: string;
  /** What the button says; "Report" unless told ("Report this review"). */
  label?: string;
  /** A short line of text-sized button (under a review or a message) instead of a small button. */
  compact?: boolean;
};

/**
 * "Report" on anything people can report (decision 046): a reason from the shared list and an optional
 * note, sent once per person per thing (a second report is answered "already reported"). A signed-out
 * visitor is sent to sign in and comes back here.
 */
export function ReportButton({ kind, subjectId, label = 'Report', compact = false }: ReportButtonProps) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(
    (body: { reason: TReportReason; note: string }, fetcher) =>
      fetcher('/reports', {
        method: 'POST',
        body: { kind, subjectId, reason: body.reason, note: body.note },
      }),
    { onSuccess: () => setOpened(false) },
  );
  const thing = REPORT_KIND_LABELS[kind].toLowerCase();

  const open = () => {
    if (status !== 'authenticated') {
      // Read on click: reading the query string while rendering would opt the page out of static rendering.
      router.push(buildSignInHref(pathname, window.location.search));
      return;
    }
    setReason(null);
    setNote('');
    setError(null);
    setOpened(true);
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={compact ? 'compact-xs' : 'xs'}
        leftSection={<IconFlag aria-hidden size={compact ? 12 : 14} />}
        onClick={open}
        disabled={status === 'loading'}
        aria-label={label === 'Report' ? `Report this ${thing}` : label}
        data-testid={`report-${kind}`}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Report this ${thing}`} centered>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) {
              setError('Choose a reason');
              return;
            }
            send.mutate({ reason, note: note.trim() });
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label="Why are you reporting it?"
              required
              value={reason}
              onChange={(value) => {
                setReason(value as TReportReason);
                setError(null);
              }}
              error={error}
            >
              <Stack gap={6} mt={6}>
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Anything the admins should know (optional)"
              autosize
              minRows={2}
              maxLength={MAX_REPORT_NOTE_LENGTH}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={send.isPending}>
                Send report
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
