'use client';

import { FAQ_SECTION_LABEL, FAQ_SECTIONS, type TFaq, type TFaqWriteResponse } from '@bazaar/shared/faq';
import { Badge, Button, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { IconHelp, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { sortOrderColumn } from '@/components/admin-table/columns';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { FaqDrawer } from './faq-drawer';
import { faqKeys } from './queries';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'section',
    label: 'Section',
    options: [
      { value: 'all', label: 'All' },
      ...FAQ_SECTIONS.map((s) => ({ value: s, label: FAQ_SECTION_LABEL[s] })),
    ],
  },
];

/** /admin/faqs: questions and answers per section, in order, shown or hidden. */
export function AdminFaqsView() {
  const [editing, setEditing] = useState<TFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFaq | null>(null);
  const invalidate = [faqKeys.lists()];
  const setPublished = useApiMutation<{ id: string; isPublished: boolean }, TFaqWriteResponse>(
    ({ id, isPublished }, fetcher) => fetcher(`/admin/faqs/${id}`, { method: 'PUT', body: { isPublished } }),
    { invalidate },
  );
  const remove = useApiMutation<string, TFaqWriteResponse>(
    (id, fetcher) => fetcher(`/admin/faqs/${id}`, { method: 'DELETE' }),
    { invalidate, onSuccess: () => setDeleting(null) },
  );

  const columns: TAdminTableColumn<TFaq>[] = [
    {
      key: 'section',
      header: 'Section',
      width: 110,
      render: (faq) => (
        <Badge variant="light" color="gray">
          {FAQ_SECTION_LABEL[faq.section]}
        </Badge>
      ),
      csv: (faq) => FAQ_SECTION_LABEL[faq.section],
    },
    {
      key: 'question',
      header: 'Question',
      cardWide: true,
      render: (faq) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {faq.question}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {faq.answerText}
          </Text>
        </Stack>
      ),
      csv: (faq) => faq.question,
    },
    { key: 'answer', header: 'Answer', csvOnly: true, csv: (faq) => faq.answerText },
    sortOrderColumn(),
    {
      key: 'published',
      header: 'Shown',
      render: (faq) => (
        <Switch
          checked={faq.isPublished}
          // A label of its own (hidden: the row shows the question), so the switch's label element names it.
          label={<VisuallyHidden>{`Show “${faq.question}”`}</VisuallyHidden>}
          disabled={setPublished.isPending && setPublished.variables?.id === faq._id}
          onChange={(event) => setPublished.mutate({ id: faq._id, isPublished: event.currentTarget.checked })}
        />
      ),
      csv: (faq) => (faq.isPublished ? 'Shown' : 'Hidden'),
    },
  ];

  return (
    <>
      <PageHeader
        title="FAQs"
        description="Questions and answers on /faq, by section. Visitors see the shown ones in this order."
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing('new')}>
            Add question
          </Button>
        }
      />
      <AdminTable<TFaq>
        cardsOnPhone
        label="Questions"
        path="/admin/faqs"
        queryKey={faqKeys.lists()}
        columns={columns}
        filters={FILTERS}
        searchPlaceholder="Question or answer"
        searchLabel="Search questions"
        itemsLabel="questions"
        csvFileName="faqs"
        rowTestId="faq-row"
        minWidth={760}
        emptyState={{
          title: 'No questions yet',
          description: 'Add a question: /faq shows it as soon as it is shown.',
          icon: <IconHelp aria-hidden size={26} />,
        }}
        rowActions={(faq) => (
          <>
            <EditRemoveActions
              name={`“${faq.question}”`}
              onEdit={() => setEditing(faq)}
              onRemove={() => setDeleting(faq)}
            />
          </>
        )}
      />
      <FaqDrawer target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this question?"
        message={`“${deleting?.question ?? ''}” leaves /faq for good. To take it down for a while, switch it off instead.`}
        confirmLabel="Delete question"
        cancelLabel="Cancel"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}
