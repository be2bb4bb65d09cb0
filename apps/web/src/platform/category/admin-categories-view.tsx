'use client';

import type { TCategorySection } from '@bazaar/shared/category';
import { buildCategoryTree, type TAdminCategory, type TAdminCategoryNode } from '@bazaar/shared/category';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCategory, IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ThemeIcon } from '@/components/theme-icon';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminCategoryKeys, useAdminCategories } from './admin-queries';
import { CategoryFormModal, type CategoryFormTarget } from './category-form-modal';

type RowProps = {
  node: TAdminCategoryNode;
  expanded: Set<string>;
  toggle: (id: string) => void;
  onAdd: (parent: TAdminCategory) => void;
  onEdit: (c: TAdminCategory) => void;
  onDelete: (c: TAdminCategory) => void;
  /** What the category holds: 'product', 'task'. */
  noun: string;
};

function CategoryRow({ node, expanded, toggle, onAdd, onEdit, onDelete, noun }: RowProps) {
  const open = expanded.has(node._id);
  const hasChildren = node.children.length > 0;
  return (
    <>
      <Group
        gap="xs"
        wrap="nowrap"
        py={6}
        pr="xs"
        pl={`calc(${node.depth} * var(--mantine-spacing-lg) + var(--mantine-spacing-xs))`}
        data-testid="category-row"
        role="listitem"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={open ? `Collapse ${node.name}` : `Expand ${node.name}`}
          aria-expanded={hasChildren ? open : undefined}
          onClick={() => toggle(node._id)}
          style={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        >
          {open ? <IconChevronDown aria-hidden size={16} /> : <IconChevronRight aria-hidden size={16} />}
        </ActionIcon>
        <Avatar src={node.image} size={32} radius="sm" alt="">
          <IconCategory aria-hidden size={16} />
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {node.name}
            </Text>
            {!node.isActive ? (
              <Badge size="xs" color="gray" variant="light">
                Inactive
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {itemCount(node)} {noun}
            {itemCount(node) === 1 ? '' : 's'}
            {hasChildren
              ? ` · ${node.children.length} sub-categor${node.children.length === 1 ? 'y' : 'ies'}`
              : ''}{' '}
            · order {node.sortOrder}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Add sub-category">
            <ActionIcon
              variant="subtle"
              aria-label={`Add a sub-category to ${node.name}`}
              onClick={() => onAdd(node)}
            >
              <IconPlus aria-hidden size={16} />
            </ActionIcon>
          </Tooltip>
          <EditRemoveActions
            name={node.name}
            onEdit={() => onEdit(node)}
            onRemove={() => onDelete(node)}
            variant="subtle"
          />
        </Group>
      </Group>
      {open
        ? node.children.map((child) => (
            <CategoryRow
              key={child._id}
              node={child}
              expanded={expanded}
              toggle={toggle}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
              noun={noun}
            />
          ))
        : null}
    </>
  );
}

/** What a category of each section holds, as the rows and the delete check name it. */
const ITEM_NOUN: Record<TCategorySection, string> = { shop: 'product', task: 'task', job: 'job' };
const SECTION_COPY: Record<TCategorySection, string> = {
  shop: "The shop's category tree. Inactive categories and everything under them leave the shop.",
  task: 'The kinds of task people post. Inactive categories leave the task listings; one in use cannot be deleted.',
  job: 'The kinds of job employers post. Inactive categories leave the job listings; one in use cannot be deleted.',
};

/** What the category holds directly: products, tasks or jobs, by its section. */
function itemCount(category: TAdminCategory): number {
  if (category.section === 'task') return category.taskCount;
  if (category.section === 'job') return category.jobCount;
  return category.productCount;
}

/** Why the API would refuse to delete this category (its words), or null when it can go. */
function deleteBlocker(category: TAdminCategory, noun: string): string | null {
  const { name, childCount } = category;
  const held = itemCount(category);
  if (childCount > 0) {
    return `${name} has ${childCount} sub-categor${childCount === 1 ? 'y' : 'ies'}: move or delete them first.`;
  }
  if (held > 0) {
    return `${name} has ${held} ${noun}${held === 1 ? '' : 's'}: move them to another category first.`;
  }
  return null;
}

/** /admin/shop/categories: the category tree with add, edit (name, image, order, active, parent) and delete. */
export function AdminCategoriesView({ section = 'shop' }: { section?: TCategorySection }) {
  const list = useAdminCategories(section);
  const tree = useMemo(() => buildCategoryTree(list.data ?? []), [list.data]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<TAdminCategory | null>(null);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = useApiMutation<string, TMessageResponse>(
    (id, fetcher) => fetcher<TMessageResponse>(`/admin/categories/${id}`, { method: 'DELETE' }),
    { invalidate: [adminCategoryKeys.all], onSuccess: () => setToDelete(null) },
  );

  const allIds = (list.data ?? []).map((c) => c._id);
  const blocker = toDelete ? deleteBlocker(toDelete, ITEM_NOUN[section]) : null;

  return (
    <>
      <PageHeader
        title="Categories"
        description={SECTION_COPY[section]}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => setExpanded(expanded.size ? new Set() : new Set(allIds))}
            >
              {expanded.size ? 'Collapse all' : 'Expand all'}
            </Button>
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setFormTarget({ mode: 'create', parentId: null })}
            >
              Add category
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md">
        {list.isPending ? (
          <Stack gap="xs" p="md">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Box p="md">
            <LoadError what="categories" />
          </Box>
        ) : tree.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconCategory aria-hidden size={26} />
              </ThemeIcon>
              <Text fw={600}>No categories yet</Text>
              <Text size="sm" c="dimmed">
                Add the first top-level category.
              </Text>
            </Stack>
          </Center>
        ) : (
          // A list of rows indented by depth: a `tree` would need treeitems without buttons inside.
          <Box role="list" aria-label="Categories">
            {tree.map((node) => (
              <CategoryRow
                key={node._id}
                node={node}
                noun={ITEM_NOUN[section]}
                expanded={expanded}
                toggle={toggle}
                onAdd={(parent) => {
                  setExpanded((prev) => new Set(prev).add(parent._id));
                  setFormTarget({ mode: 'create', parentId: parent._id });
                }}
                onEdit={(category) => setFormTarget({ mode: 'edit', category })}
                onDelete={setToDelete}
              />
            ))}
          </Box>
        )}
      </Paper>

      <CategoryFormModal
        section={section}
        target={formTarget}
        tree={tree}
        onClose={() => setFormTarget(null)}
      />

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={blocker ? 'This category cannot be deleted' : 'Delete this category?'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{blocker ?? `“${toDelete?.name}” is deleted for good.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {blocker ? 'Close' : 'Cancel'}
            </Button>
            {blocker ? null : (
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => toDelete && remove.mutate(toDelete._id)}
              >
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
