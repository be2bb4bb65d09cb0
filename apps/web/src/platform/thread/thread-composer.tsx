'use client';

import { MAX_THREAD_ATTACHMENTS, MAX_THREAD_MESSAGE_LENGTH } from '@bazaar/shared/thread-constants';
import { ActionIcon, CloseButton, FileButton, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend2 } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useUpload } from '@/components/file-field/use-upload';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useSendThreadMessage } from './queries';

/** Show the character count once a message is this close to the limit. */
const COUNTER_FROM = MAX_THREAD_MESSAGE_LENGTH - 200;

/**
 * The conversation's composer: a message of at most MAX_THREAD_MESSAGE_LENGTH characters (Enter sends,
 * Shift+Enter starts a new line) and up to MAX_THREAD_ATTACHMENTS pictures or PDFs, uploaded when picked.
 */
export function ThreadComposer({ threadId, onSent }: { threadId: string; onSent?: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<{ path: string; name: string }[]>([]);
  const send = useSendThreadMessage(threadId);
  const { upload, findProblem, accept, isUploading } = useUpload('document');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const trimmed = text.trim();
  const isTooLong = trimmed.length > MAX_THREAD_MESSAGE_LENGTH;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (send.isPending || isUploading) return;
    if (!trimmed && files.length === 0) {
      setError('Write a message');
      return;
    }
    if (isTooLong) {
      setError(`A message can be at most ${MAX_THREAD_MESSAGE_LENGTH} characters`);
      return;
    }
    setError(null);
    send.mutate(
      { body: trimmed, attachments: files.map((f) => f.path) },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          onSent?.();
          // The field was disabled while sending; the next message starts where the last one was typed.
          requestAnimationFrame(() => inputRef.current?.focus());
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.errors.find((e) => e.path === 'body') : undefined;
          if (field) setError(field.message);
        },
      },
    );
  }

  // Pictures and PDFs are uploaded as private documents when picked, and sent with the next message.
  async function attach(picked: File[]) {
    for (const file of picked.slice(0, MAX_THREAD_ATTACHMENTS - files.length)) {
      const problem = findProblem(file);
      if (problem) {
        showErrorToast(new Error(problem));
        continue;
      }
      try {
        const done = await upload(file);
        setFiles((now) => [...now, { path: done.path, name: done.name }]);
      } catch (err) {
        showErrorToast(err);
      }
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {files.length > 0 ? (
        <Group gap={6} mb={6} data-testid="thread-composer-files">
          {files.map((f) => (
            <Group
              key={f.path}
              gap={2}
              pl="xs"
              wrap="nowrap"
              maw="100%"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Text size="xs" truncate>
                {f.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${f.name}`}
                onClick={() => setFiles((now) => now.filter((x) => x.path !== f.path))}
              />
            </Group>
          ))}
        </Group>
      ) : null}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={(picked) => void attach(picked)} accept={accept} multiple>
          {(props) => (
            <Tooltip label="Attach a picture or PDF" withArrow>
              <ActionIcon
                {...props}
                variant="default"
                size={42}
                radius="xl"
                aria-label="Attach a picture or PDF"
                loading={isUploading}
                disabled={!hydrated || send.isPending || files.length >= MAX_THREAD_ATTACHMENTS}
                mb={error ? 22 : 0}
                data-testid="thread-attach"
              >
                <IconPaperclip aria-hidden size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          ref={inputRef}
          placeholder="Write a message…"
          aria-describedby="thread-composer-hint"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
          autosize
          minRows={1}
          maxRows={6}
          radius="lg"
          disabled={!hydrated || send.isPending}
          style={{ flex: 1 }}
          data-testid="thread-composer"
        />
        <Tooltip label="Send (Enter)" withArrow>
          <ActionIcon
            type="submit"
            size={42}
            radius="xl"
            aria-label="Send message"
            loading={send.isPending}
            disabled={!hydrated || (!trimmed && files.length === 0) || isTooLong || isUploading}
            mb={error ? 22 : 0}
          >
            <IconSend2 aria-hidden size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text id="thread-composer-hint" size="xs" c="dimmed" visibleFrom="sm">
          Enter sends, Shift+Enter starts a new line.
        </Text>
        {trimmed.length >= COUNTER_FROM ? (
          <Text size="xs" c={isTooLong ? 'red' : 'dimmed'} ml="auto" aria-live="polite">
            {trimmed.length}/{MAX_THREAD_MESSAGE_LENGTH}
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
