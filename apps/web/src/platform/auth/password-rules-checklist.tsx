import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import { ThemeIcon } from '@/components/theme-icon';
import { checkPasswordRules } from './password-rules';

type PasswordRulesChecklistProps = { value: string; id?: string };

/** The shared password rules as a live checklist under a new-password field. */
export function PasswordRulesChecklist({ value, id }: PasswordRulesChecklistProps) {
  return (
    <Stack gap={4} id={id} role="group" aria-label="Password rules" aria-live="polite">
      {checkPasswordRules(value).map(({ rule, isMet: isRuleMet }) => {
        // An empty field is neither: nothing is marked met (not even "at most 72 characters") and
        // nothing unmet until the user types.
        const isEmpty = value.length === 0;
        const isMet = isRuleMet && !isEmpty;
        return (
          <Group key={rule} gap={6} wrap="nowrap" data-met={isMet} data-pending={isEmpty || undefined}>
            <ThemeIcon size={16} radius="xl" variant="light" color={isMet ? 'teal' : 'gray'} aria-hidden>
              {isEmpty ? (
                <IconPoint aria-hidden size={11} stroke={3} />
              ) : isMet ? (
                <IconCheck aria-hidden size={11} stroke={3} />
              ) : (
                <IconX aria-hidden size={11} stroke={3} />
              )}
            </ThemeIcon>
            <Text size="xs" c={isMet ? 'teal' : 'dimmed'}>
              {rule}
              {isEmpty ? null : <VisuallyHidden>{isMet ? ' (met)' : ' (not met)'}</VisuallyHidden>}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
