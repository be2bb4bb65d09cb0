'use client';

import {
  ADDRESS_LEVELS,
  ADDRESS_MAX_LEVEL,
  type TAdminAddressNode,
  type TAdminAddressWriteResponse,
} from '@bazaar/shared/address';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight, IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { TableSkeletonRows } from '@/components/table-states';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';

const addressKeys = {
  all: ['admin-addresses'] as const,
  children: (parentId: string | null) => [...addressKeys.all, parentId] as const,
};

type Crumb = { _id: string; name: string };
type Editing = { mode: 'add' } | { mode: 'rename'; node: TAdminAddressNode };

function useAddressChildren(parentId: string | null) {
  const { status } = useSession();
  const fetcher = useApiFetch();
  return useQuery({
    queryKey: addressKeys.children(parentId),
    queryFn: ({ signal }) =>
      fetcher<TAdminAddressNode[]>('/admin/addresses', {
        signal,
        query: { parentId: parentId ?? undefined },
      }),
    enabled: status === 'authenticated',
  });
}

/** /admin/shop/addresses: walk State → District → Municipality → Area and edit each level. */
export function AdminAddressesView() {
  const [path, setPath] = useState<Crumb[]>([]);
  const parentId = path.at(-1)?._id ?? null;
  const level = path.length;
  const levelName = ADDRESS_LEVELS[level] ?? 'Area';
  const list = useAddressChildren(parentId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<TAdminAddressNode | null>(null);

  const invalidate = [addressKeys.all];
  const save = useApiMutation<{ name: string }, TAdminAddressWriteResponse>(
    (body, fetcher) =>
      editing?.mode === 'rename'
        ? fetcher(`/admin/addresses/${editing.node._id}`, { method: 'PUT', body })
        : fetcher('/admin/addresses', {
            method: 'POST',
            body: { ...body, ...(parentId ? { parentId } : {}) },
          }),
    { invalidate, onSuccess: () => setEditing(null) },
  );
  const remove = useApiMutation<string, TMessageResponse>(
    (id, fetcher) => fetcher(`/admin/addresses/${id}`, { method: 'DELETE' }),
    { invalidate, onSuccess: () => setDeleting(null) },
  );

  const openEditor = (next: Editing) => {
    setName(next.mode === 'rename' ? next.node.name : '');
    setEditing(next);
  };
  const docs = list.data ?? [];

  return (
    <>
      <PageHeader
        title="Addresses"
        description="The places buyers choose at checkout: State → District → Municipality → Area."
        actions={
          <Button
            leftSection={<IconPlus aria-hidden size={16} />}
            onClick={() => openEditor({ mode: 'add' })}
          >
            Add {levelName.toLowerCase()}
          </Button>
        }
      />
      <Stack gap="md">
        <Breadcrumbs aria-label="Address path">
          <Anchor component="button" type="button" onClick={() => setPath([])}>
            All states
          </Anchor>
          {path.map((crumb, index) => (
            <Anchor
              key={crumb._id}
              component="button"
              type="button"
              onClick={() => setPath(path.slice(0, index + 1))}
            >
              {crumb.name}
            </Anchor>
          ))}
        </Breadcrumbs>

        {list.isError ? (
          <LoadError what="addresses" />
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="sm" aria-label={`${levelName} list`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{levelName}</Table.Th>
                    <Table.Th ta="right">Inside</Table.Th>
                    <Table.Th ta="right">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={3} />
                  ) : (
                    docs.map((node) => (
                      <Table.Tr key={node._id} data-testid="address-row">
                        <Table.Td>
                          {node.level < ADDRESS_MAX_LEVEL ? (
                            <UnstyledButton
                              onClick={() => setPath([...path, { _id: node._id, name: node.name }])}
                            >
                              <Group gap={4} wrap="nowrap">
                                <Text size="sm" fw={600}>
                                  {node.name}
                                </Text>
                                <IconChevronRight aria-hidden size={14} />
                              </Group>
                            </UnstyledButton>
                          ) : (
                            <Text size="sm">{node.name}</Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          {node.level < ADDRESS_MAX_LEVEL ? node.childCount : '—'}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Rename ${node.name}`}
                              onClick={() => openEditor({ mode: 'rename', node })}
                            >
                              <IconPencil aria-hidden size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${node.name}`}
                              onClick={() => setDeleting(node)}
                            >
                              <IconTrash aria-hidden size={16} />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {!list.isPending && docs.length === 0 ? (
              <Center py="xl">
                <Stack align="center" gap="xs">
                  <IconMapPin aria-hidden size={28} />
                  <Text fw={600}>Nothing here yet</Text>
                  <Text size="sm" c="dimmed">
                    Add the first {levelName.toLowerCase()}.
                  </Text>
                </Stack>
              </Center>
            ) : null}
          </Paper>
        )}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'rename' ? `Rename ${editing.node.name}` : `Add ${levelName.toLowerCase()}`}
        centered
      >
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ name: name.trim() });
          }}
          noValidate
        >
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} disabled={name.trim().length < 2}>
                Save
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this place?" centered>
        <Stack gap="md">
          <Text size="sm">
            {deleting && deleting.childCount > 0
              ? `${deleting.name} still has ${deleting.childCount} places inside; delete those first.`
              : `${deleting?.name} is removed from the address list.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              disabled={!deleting || deleting.childCount > 0}
              onClick={() => deleting && remove.mutate(deleting._id)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
