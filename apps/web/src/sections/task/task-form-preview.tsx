'use client';

import { parseRupees } from '@bazaar/shared/money';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { formatPrice } from '@/lib/format';
import { keptPlaceLabel } from '@/platform/address/place-fields';
import type { Draft } from './task-form-draft';
import { whenLabel } from './task-format';

function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/** The task as taskers will read it, before it is posted (or its changes saved). */
export function TaskFormPreview({
  draft,
  categoryName,
  chosenPlace,
  isEdit,
  isSaving,
  onBack,
  onSubmit,
}: {
  draft: Draft;
  categoryName: string;
  /** The place the selects chose, named. */
  chosenPlace: string;
  isEdit: boolean;
  isSaving: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <>
      <PageHeader
        title="Check your task"
        description="This is how taskers will read it. Post it, or go back and change it."
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="task-preview">
        <Stack gap="sm">
          <Title order={2} fz="xl">
            {draft.title.trim()}
          </Title>
          <Text fz={28} fw={800}>
            {formatPrice(parseRupees(draft.budgetRs) ?? 0)}
          </Text>
          <PreviewRow label="Category">{categoryName}</PreviewRow>
          <PreviewRow label="Where">
            {draft.isRemote
              ? 'Remote'
              : [draft.street.trim(), keptPlaceLabel(draft) ?? chosenPlace].filter(Boolean).join(', ')}
          </PreviewRow>
          <PreviewRow label="When">
            {whenLabel({ kind: draft.whenKind, date: draft.whenDate || null })}
          </PreviewRow>
          <PreviewRow label="Photos">
            {draft.images.length === 0 ? 'None' : `${draft.images.length}`}
          </PreviewRow>
          <PreviewRow label="Details">{draft.description.trim()}</PreviewRow>
        </Stack>
      </Paper>
      <Group justify="space-between" mt="lg">
        <Button variant="default" leftSection={<IconArrowLeft aria-hidden size={16} />} onClick={onBack}>
          Back to edit
        </Button>
        <Button onClick={onSubmit} loading={isSaving}>
          {isEdit ? 'Save changes' : 'Post task'}
        </Button>
      </Group>
    </>
  );
}
