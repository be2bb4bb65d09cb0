'use client';

import {
  MAX_REPORT_NOTE_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TReportKind,
  type TReportReason,
} from '@bazaar/shared/moderation-constants';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * The report form of ReportButton: a reason from the shared list and an optional note. Loaded on the
 * first press, so the pages that carry a Report button do not ship it (decision 040).
 */
export function ReportModal({
  kind,
  subjectId,
  thing,
  onClose,
}: {
  kind: TReportKind;
  subjectId: string;
  /** What is reported, in words ("review"). */
  thing: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(
    (body: { reason: TReportReason; note: string }, fetcher) =>
      fetcher('/reports', {
        method: 'POST',
        body: { kind, subjectId, reason: body.reason, note: body.note },
      }),
    { onSuccess: onClose },
  );
  return (
    <Modal opened onClose={onClose} title={`Report this ${thing}`} centered>
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
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={send.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
