'use client';

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Form } from '@/components/form/form';

type ConfirmModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  isDestructive?: boolean;
  loading?: boolean;
  /** Ask for a reason (cancelling): its label, and the bounds the API holds it to. */
  reason?: { label: string; min: number; max: number };
  onConfirm: (reason: string) => void;
};

/**
 * Asks before an action that cannot be undone (accept an offer, cancel a task, remove a team member),
 * with a reason where one is owed.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Keep it',
  isDestructive,
  loading,
  reason,
  onConfirm,
}: ConfirmModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
    }
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) {
            const trimmed = text.trim();
            if (trimmed.length < reason.min) {
              setError(`Reason must be at least ${reason.min} characters`);
              return;
            }
          }
          onConfirm(text.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {reason ? (
            <Textarea
              label={reason.label}
              required
              autosize
              minRows={2}
              maxLength={reason.max}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={isDestructive ? 'red' : undefined} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
