'use client';

import {
  FAQ_SECTION_LABEL,
  FAQ_SECTIONS,
  type TFaq,
  type TFaqWriteResponse,
  ZCreateFaqRequest,
} from '@bazaar/shared/faq';
import { Button, Drawer, Group, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { faqKeys } from './queries';

type FormValues = {
  section: TFaq['section'];
  question: string;
  answer: string;
  sortOrder: number;
  isPublished: boolean;
};

const EMPTY: FormValues = { section: 'general', question: '', answer: '', sortOrder: 0, isPublished: true };
const SECTION_OPTIONS = FAQ_SECTIONS.map((s) => ({ value: s, label: FAQ_SECTION_LABEL[s] }));

/** Adds or edits a question: section, question, rich-text answer, order and whether it shows. */
export function FaqDrawer({ target, onClose }: { target: TFaq | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: zodFormValidate(ZCreateFaqRequest),
    validateInputOnBlur: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another question opens
  useEffect(() => {
    if (target === null) return;
    form.setValues(
      editing
        ? {
            section: editing.section,
            question: editing.question,
            answer: editing.answer,
            sortOrder: editing.sortOrder,
            isPublished: editing.isPublished,
          }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [target]);

  const save = useApiMutation<FormValues, TFaqWriteResponse>(
    (values, fetcher) =>
      editing
        ? fetcher(`/admin/faqs/${editing._id}`, { method: 'PUT', body: values })
        : fetcher('/admin/faqs', { method: 'POST', body: values }),
    { invalidate: [faqKeys.lists()], onSuccess: onClose },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, question: values.question.trim() });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });

  const title = editing ? 'Edit question' : 'Add a question';
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="lg" title={title}>
      <Form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Select
            label="Section"
            data={SECTION_OPTIONS}
            allowDeselect={false}
            required
            {...form.getInputProps('section')}
          />
          <Textarea
            label="Question"
            required
            autosize
            minRows={1}
            maxLength={300}
            {...form.getInputProps('question')}
          />
          <RichTextField label="Answer" required minHeight={160} {...form.getInputProps('answer')} />
          <NumberInput
            label="Order"
            description="Lower shows first within the section."
            min={0}
            max={10_000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <Switch label="Show on /faq" {...form.getInputProps('isPublished', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save question' : 'Add question'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Drawer>
  );
}
