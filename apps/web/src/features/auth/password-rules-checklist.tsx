import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import { checkPasswordRules } from './password-rules';

type PasswordRulesChecklistProps = { value: string; id?: string };

/** The shared password rules as a live checklist under a new-password field. */
export function PasswordRulesChecklist({ value, id }: PasswordRulesChecklistProps) {
  return (
    <Stack gap={4} id={id} aria-label="Password rules" aria-live="polite">
      {checkPasswordRules(value).map(({ rule, isMet: isRuleMet }) => {
        // An empty field has met nothing yet, not even "at most 72 characters".
        const isMet = isRuleMet && value.length > 0;
        return (
          <Group key={rule} gap={6} wrap="nowrap" data-met={isMet}>
            <ThemeIcon size={16} radius="xl" variant="light" color={isMet ? 'teal' : 'gray'} aria-hidden>
              {isMet ? (
                <IconCheck size={11} stroke={3} />
              ) : value ? (
                <IconX size={11} stroke={3} />
              ) : (
                <IconPoint size={11} stroke={3} />
              )}
            </ThemeIcon>
            <Text size="xs" c={isMet ? 'teal' : 'dimmed'}>
              {rule}
              <VisuallyHidden>{isMet ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
