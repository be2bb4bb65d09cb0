import { Text } from '@mantine/core';

/** A tree option: indented by depth, sub-categories marked with a corner. */
export function IndentedOption({ label, depth }: { label: string; depth: number }) {
  return (
    <Text size="sm" pl={depth * 16} fw={depth === 0 ? 600 : 400}>
      {depth > 0 ? '└ ' : ''}
      {label}
    </Text>
  );
}
