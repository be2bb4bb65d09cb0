'use client';

import type { TTaskQuestion } from '@bazaar/shared/task';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { PlainAvatar } from '@/components/plain-avatar';
import { resolveImageUrl } from '@/lib/public-config';
import { formatRelativeTime } from '@/lib/relative-time';
import { useSession } from '@/lib/session-client';
import { signedInLazy } from '@/lib/signed-in-part';

const TaskReaderQuestions = lazy(
  signedInLazy(() => import('./task-reader-questions').then((m) => m.TaskReaderQuestions)),
);

/** The task's public questions and the poster's answers; `answerFor` an unanswered one, `children` after. */
export function QuestionList({
  questions,
  answerFor,
  children,
}: {
  questions: TTaskQuestion[];
  answerFor?: ((question: TTaskQuestion) => ReactNode) | undefined;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm" data-testid="task-questions">
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No questions yet.
        </Text>
      ) : (
        questions.map((q) => (
          <Paper key={q._id} withBorder radius="md" p="sm" data-testid="task-question">
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap">
                <PlainAvatar src={resolveImageUrl(q.asker.image)} radius="xl" size={24}>
                  {q.asker.fullName.charAt(0)}
                </PlainAvatar>
                <Text size="sm" fw={600}>
                  {q.asker.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatRelativeTime(q.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {q.text}
              </Text>
              {q.answer ? (
                <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs" data-testid="task-answer">
                  <Text size="xs" fw={600}>
                    The poster answered
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {q.answer}
                  </Text>
                </Paper>
              ) : (
                answerFor?.(q)
              )}
            </Stack>
          </Paper>
        ))
      )}
      {children}
    </Stack>
  );
}

/**
 * The task's public questions and the poster's answers (in the cached page); the ask form for a
 * signed-in reader other than the poster and the answer forms for the poster come with the reader's
 * part, loaded with its queries once they are signed in (decision 064), the list shown meanwhile.
 */
export function TaskQuestions({ taskId, questions }: { taskId: string; questions: TTaskQuestion[] }) {
  const { status } = useSession();
  const list = <QuestionList questions={questions} />;
  if (status !== 'authenticated') return list;
  return (
    <Suspense fallback={list}>
      <TaskReaderQuestions taskId={taskId} questions={questions} />
    </Suspense>
  );
}
