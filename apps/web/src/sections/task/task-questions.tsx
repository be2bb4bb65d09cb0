'use client';

import type { TTaskQuestion } from '@bazaar/shared/task';
import { TASK_ANSWER_MAX, TASK_QUESTION_MAX, TASK_QUESTION_MIN } from '@bazaar/shared/task-constants';
import { Avatar, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { formatRelativeTime } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useAnswerQuestion, useAskQuestion } from './mutations';
import { useTaskViewer } from './queries';

function AnswerForm({ questionId }: { questionId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerQuestion(() => setText(''));
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) {
          setError('Answer is required');
          return;
        }
        setError(null);
        answer.mutate({ questionId, answer: text.trim() });
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Your answer"
          placeholder="Answer publicly…"
          autosize
          minRows={1}
          maxLength={TASK_ANSWER_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="sm" variant="light" loading={answer.isPending}>
          Answer
        </Button>
      </Group>
    </Form>
  );
}

/**
 * The task's public questions and the poster's answers (in the cached page); the ask form for a
 * signed-in reader other than the poster and the answer forms for the poster come with the reader.
 */
export function TaskQuestions({ taskId, questions }: { taskId: string; questions: TTaskQuestion[] }) {
  const viewer = useTaskViewer(taskId);
  const isPoster = viewer.data?.role === 'poster';
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion(taskId, () => setText(''));

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
                <Avatar src={resolveImageUrl(q.asker.image)} radius="xl" size={24} alt="">
                  {q.asker.fullName.charAt(0)}
                </Avatar>
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
              ) : isPoster ? (
                <AnswerForm questionId={q._id} />
              ) : null}
            </Stack>
          </Paper>
        ))
      )}
      {viewer.data?.canAsk ? (
        <Form
          noValidate
          aria-label="Ask a question"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim().length < TASK_QUESTION_MIN) {
              setError(`Question must be at least ${TASK_QUESTION_MIN} characters`);
              return;
            }
            setError(null);
            ask.mutate(text.trim());
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Ask the poster a question"
              description="Everyone can read questions and answers. Do not share contact details."
              autosize
              minRows={2}
              maxLength={TASK_QUESTION_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={ask.isPending}>
                Ask question
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : null}
    </Stack>
  );
}
