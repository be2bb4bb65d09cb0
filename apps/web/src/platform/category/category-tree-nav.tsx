'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { Badge, NavLink, Skeleton, Stack } from '@mantine/core';
import { findCategoryPath } from './category-path';

type CategoryTreeNavProps = {
  tree: TCategoryTreeNode[] | undefined;
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
  /** Label of the entry that lifts the category filter; none when the page is about one category. */
  allLabel?: string;
};

function CountBadge({ count }: { count: number }) {
  return (
    <Badge size="xs" variant="light" color="gray" aria-label={`${count} products`}>
      {count}
    </Badge>
  );
}

function CategoryNode({
  node,
  selected,
  openSlugs,
  onSelect,
}: {
  node: TCategoryTreeNode;
  selected: string | undefined;
  openSlugs: Set<string>;
  onSelect: (slug: string) => void;
}) {
  const hasChildren = node.children.length > 0;
  return (
    <NavLink
      component="button"
      type="button"
      label={node.name}
      active={node.slug === selected}
      rightSection={<CountBadge count={node.productCount} />}
      // The count stands where Mantine puts a chevron; it must not turn when the branch opens.
      disableRightSectionRotation
      defaultOpened={openSlugs.has(node.slug)}
      onClick={() => onSelect(node.slug)}
      childrenOffset={12}
      py={6}
      data-category-slug={node.slug}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {hasChildren
        ? node.children.map((child) => (
            <CategoryNode
              key={child._id}
              node={child}
              selected={selected}
              openSlugs={openSlugs}
              onSelect={onSelect}
            />
          ))
        : undefined}
    </NavLink>
  );
}

/** The shop's category tree with product counts; choosing a node filters by it (and its sub-categories). */
export function CategoryTreeNav({
  tree,
  selected,
  onSelect,
  allLabel = 'All products',
}: CategoryTreeNavProps) {
  if (!tree) {
    return (
      <Stack gap={8} role="status" aria-busy aria-label="Loading categories">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={24} />
        ))}
      </Stack>
    );
  }
  const openSlugs = new Set(selected ? findCategoryPath(tree, selected).map((n) => n.slug) : []);
  return (
    <nav aria-label="Categories">
      <NavLink
        component="button"
        type="button"
        label={allLabel}
        active={!selected}
        onClick={() => onSelect(undefined)}
        py={6}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      />
      {tree.map((node) => (
        <CategoryNode
          key={node._id}
          node={node}
          selected={selected}
          openSlugs={openSlugs}
          onSelect={onSelect}
        />
      ))}
    </nav>
  );
}
