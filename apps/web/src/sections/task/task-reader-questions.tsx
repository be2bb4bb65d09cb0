'use client';

import type { TTaskQuestion } from '@bazaar/shared/task';
import { TASK_ANSWER_MAX, TASK_QUESTION_MAX, TASK_QUESTION_MIN } from '@bazaar/shared/task-constants';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { useAnswerQuestion, useAskQuestion } from './mutations';
import { useTaskViewer } from './queries';
import { QuestionList } from './task-questions';

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
 * A signed-in reader's questions part, read from GET /task/:id/me: the ask form for a reader other than
 * the poster, and the poster's answer form under each unanswered question (decision 064).
 */
export function TaskReaderQuestions({ taskId, questions }: { taskId: string; questions: TTaskQuestion[] }) {
  const viewer = useTaskViewer(taskId);
  const isPoster = viewer.data?.role === 'poster';
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion(taskId, () => setText(''));

  return (
    <QuestionList
      questions={questions}
      answerFor={isPoster ? (q) => <AnswerForm questionId={q._id} /> : undefined}
    >
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
    </QuestionList>
  );
}
