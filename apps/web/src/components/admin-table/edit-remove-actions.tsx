'use client';

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';

/**
 * A row's edit and delete buttons, each named after the row (`Edit Summer sale`, `Remove Acme`):
 * edit opens `editHref` or calls `onEdit`; delete calls `onRemove`, which asks before it deletes.
 */
export function EditRemoveActions({
  name,
  onEdit,
  editHref,
  onRemove,
  removeVerb = 'Delete',
  variant = 'light',
}: {
  name: string;
  onEdit?: () => void;
  editHref?: string;
  onRemove: () => void;
  /** `Remove` for something taken off a list (a partner, a team member), `Delete` otherwise. */
  removeVerb?: 'Delete' | 'Remove';
  variant?: 'light' | 'subtle';
}) {
  const pencil = <IconPencil aria-hidden size={16} />;
  return (
    <>
      <Tooltip label="Edit">
        {editHref ? (
          <ActionIcon component={Link} href={editHref} variant={variant} aria-label={`Edit ${name}`}>
            {pencil}
          </ActionIcon>
        ) : (
          <ActionIcon variant={variant} aria-label={`Edit ${name}`} onClick={onEdit}>
            {pencil}
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label={removeVerb}>
        <ActionIcon variant={variant} color="red" aria-label={`${removeVerb} ${name}`} onClick={onRemove}>
          <IconTrash aria-hidden size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
