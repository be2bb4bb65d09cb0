'use client';

import type { TAdminCrossSellResponse, TCrossSellLink } from '@bazaar/shared/cross-sell';
import {
  CROSS_SELL_PURPOSES,
  CROSS_SELL_WORDING,
  type TCrossSellLinkFrom,
  type TCrossSellPurpose,
} from '@bazaar/shared/cross-sell-constants';
import { SECTION_INFO } from '@bazaar/shared/section';
import {
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { Form } from '@/components/form/form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ApiError, useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';

const crossSellKeys = { admin: ['cross-sell', 'admin'] as const };

type Choice = {
  from: TCrossSellLinkFrom | '';
  fromKey: string;
  purpose: TCrossSellPurpose | '';
  taskCategoryId: string;
};
const NO_CHOICE: Choice = { from: '', fromKey: '', purpose: '', taskCategoryId: '' };

/**
 * /admin/task/cross-sell: which shop categories and kinds of rental offer which task ("Hire a tasker to
 * assemble it", "Moving in? Hire movers") on their pages and on delivered orders (decision 049).
 */
export function AdminCrossSellView() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const view = useQuery({
    queryKey: crossSellKeys.admin,
    queryFn: ({ signal }) => fetcher<TAdminCrossSellResponse>('/admin/cross-sell', { signal }),
    enabled: status === 'authenticated',
  });
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<TCrossSellLink | null>(null);

  const save = useApiMutation((body: Choice, f) => f('/admin/cross-sell/links', { method: 'PUT', body }), {
    invalidate: [crossSellKeys.admin],
    onSuccess: () => setChoice(NO_CHOICE),
  });
  const remove = useApiMutation((id: string, f) => f(`/admin/cross-sell/links/${id}`, { method: 'DELETE' }), {
    invalidate: [crossSellKeys.admin],
    onSuccess: () => setRemoving(null),
  });

  const set = <K extends keyof Choice>(key: K, value: Choice[K]) => {
    setChoice((c) => ({ ...c, [key]: value, ...(key === 'from' ? { fromKey: '' } : {}) }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const submit = () => {
    const missing: Record<string, string> = {};
    if (!choice.from) missing.from = 'Choose a section';
    if (!choice.fromKey) missing.fromKey = 'Choose what to link';
    if (!choice.purpose) missing.purpose = 'Choose what the task is for';
    if (!choice.taskCategoryId) missing.taskCategoryId = 'Choose a task category';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    save.mutate(choice, {
      onError: (err) => {
        if (err instanceof ApiError && err.errors.length > 0)
          setErrors(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
      },
    });
  };

  const data = view.data?.data;
  const source = data?.sources.find((s) => s.from === choice.from);
  return (
    <>
      <PageHeader
        title="Tasks offered across sections"
        description="Link a shop category or a kind of rental to a task category: its product or rental pages, and a buyer's delivered orders, then offer that task filled in."
      />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              <Title order={2} fz="lg">
                Add or change a link
              </Title>
              <Group grow align="flex-start" wrap="wrap" gap="md">
                <Select
                  label="Section"
                  placeholder="Shop or Rent"
                  required
                  data={(data?.sources ?? []).map((s) => ({ value: s.from, label: s.label }))}
                  value={choice.from || null}
                  onChange={(v) => set('from', (v ?? '') as Choice['from'])}
                  error={errors.from}
                  miw={180}
                />
                <Select
                  label={choice.from === 'rent' ? 'Kind of rental' : 'Shop category'}
                  placeholder={choice.from ? 'Choose one' : 'Choose a section first'}
                  required
                  searchable
                  disabled={!source}
                  data={(source?.keys ?? []).map((k) => ({ value: k.key, label: k.label }))}
                  value={choice.fromKey || null}
                  onChange={(v) => set('fromKey', v ?? '')}
                  error={errors.fromKey}
                  miw={220}
                />
              </Group>
              <Group grow align="flex-start" wrap="wrap" gap="md">
                <Select
                  label="What the task is for"
                  placeholder="Assembly, installation or moving"
                  required
                  data={CROSS_SELL_PURPOSES.map((p) => ({ value: p, label: CROSS_SELL_WORDING[p].label }))}
                  value={choice.purpose || null}
                  onChange={(v) => set('purpose', (v ?? '') as Choice['purpose'])}
                  error={errors.purpose}
                  miw={180}
                />
                <Select
                  label="Task category"
                  placeholder="Choose a task category"
                  required
                  searchable
                  data={(data?.taskCategories ?? []).map((c) => ({ value: c._id, label: c.name }))}
                  value={choice.taskCategoryId || null}
                  onChange={(v) => set('taskCategoryId', v ?? '')}
                  error={errors.taskCategoryId}
                  miw={220}
                />
              </Group>
              <Group>
                <Button
                  type="submit"
                  leftSection={<IconLink aria-hidden size={18} />}
                  loading={save.isPending}
                >
                  Save link
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>

        {view.isPending ? (
          <Skeleton h={220} radius="lg" />
        ) : view.isError || !data ? (
          <LoadError what="links" />
        ) : data.links.length === 0 ? (
          <Text c="dimmed" data-testid="cross-sell-empty">
            No links yet: no page offers a task. Add one above.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="cross-sell-links">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Section</Table.Th>
                  <Table.Th>Category or kind</Table.Th>
                  <Table.Th>Offers</Table.Th>
                  <Table.Th>Task category</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.links.map((link) => (
                  <Table.Tr key={link._id}>
                    <Table.Td>{SECTION_INFO[link.from].label}</Table.Td>
                    <Table.Td>{link.fromLabel}</Table.Td>
                    <Table.Td>{CROSS_SELL_WORDING[link.purpose].action}</Table.Td>
                    <Table.Td>{link.taskCategory.name}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash aria-hidden size={16} />}
                        onClick={() => setRemoving(link)}
                        aria-label={`Remove the link of ${link.fromLabel}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this link?"
        message={`${removing?.fromLabel ?? ''} will no longer offer ${removing?.taskCategory.name ?? 'a task'}.`}
        confirmLabel="Remove link"
        isDestructive
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
      />
    </>
  );
}
