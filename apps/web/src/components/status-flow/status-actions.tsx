'use client';

import { actionLabel, nextStatuses, type TStatusFlow } from '@bazaar/shared/status-flow';
import { Button, type ButtonProps, Group, type GroupProps } from '@mantine/core';

/**
 * One button per move `actor` (a role of the lifecycle) may make from `status`, in the order the lifecycle lists them; moves
 * that undo work are red. Renders nothing when there is no move.
 */
export function StatusActions<S extends string, R extends string>({
  flow,
  actor,
  status,
  onAction,
  size = 'xs',
  compact = false,
  buttonProps,
  ...groupProps
}: {
  flow: TStatusFlow<S, R>;
  actor: R;
  status: S;
  onAction: (to: S) => void;
  size?: ButtonProps['size'];
  /** Short labels for table rows ("Cancel" instead of "Cancel order"). */
  compact?: boolean;
  /** Per-move looks where a page wants more (icons, a filled confirm). */
  buttonProps?: (to: S) => ButtonProps;
} & GroupProps) {
  const next = nextStatuses(flow, actor, status);
  if (next.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" {...groupProps}>
      {next.map((to) => {
        const isDestructive = flow.actions[to]?.isDestructive ?? false;
        return (
          <Button
            key={to}
            size={size}
            variant={isDestructive ? 'subtle' : 'light'}
            color={isDestructive ? 'red' : undefined}
            {...buttonProps?.(to)}
            onClick={(e) => {
              e.stopPropagation();
              onAction(to);
            }}
          >
            {actionLabel(flow, to, compact)}
          </Button>
        );
      })}
    </Group>
  );
}
