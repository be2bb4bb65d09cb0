'use client';

import {
  FAQ_SECTION_LABEL,
  FAQ_SECTIONS,
  type TFaq,
  type TFaqWriteResponse,
  ZCreateFaqRequest,
} from '@bazaar/shared/faq';
import { Select, Switch, Textarea } from '@mantine/core';
import { EditDrawer, SortOrderInput, type TEditTarget, useEditForm } from '@/components/form/edit-drawer';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { zodFormValidate } from '@/lib/form-errors';
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
export function FaqDrawer({ target, onClose }: { target: TEditTarget<TFaq>; onClose: () => void }) {
  const { form, editing, drawer } = useEditForm<TFaq, FormValues, TFaqWriteResponse>({
    target,
    empty: EMPTY,
    valuesOf: (faq) => ({
      section: faq.section,
      question: faq.question,
      answer: faq.answer,
      sortOrder: faq.sortOrder,
      isPublished: faq.isPublished,
    }),
    validate: zodFormValidate(ZCreateFaqRequest),
    url: '/admin/faqs',
    toBody: (values) => ({ ...values, question: values.question.trim() }),
    invalidate: [faqKeys.lists()],
    onClose,
  });
  return (
    <EditDrawer
      {...drawer}
      title={editing ? 'Edit question' : 'Add a question'}
      submitLabel={editing ? 'Save question' : 'Add question'}
      size="lg"
    >
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
      <SortOrderInput
        description="Lower shows first within the section."
        {...form.getInputProps('sortOrder')}
      />
      <Switch label="Show on /faq" {...form.getInputProps('isPublished', { type: 'checkbox' })} />
    </EditDrawer>
  );
}
