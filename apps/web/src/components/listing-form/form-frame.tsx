import { Alert, Group, type GroupProps, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/** One bordered block of a listing form's page, with its heading when it has one ("Where", "When"). */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {title ? (
          <Title order={2} fz="md">
            {title}
          </Title>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** The end of a listing form: a word when any field is marked, then its buttons on the right. */
export function FormFooter({
  errors,
  gap,
  children,
}: {
  errors: Record<string, string>;
  gap?: GroupProps['gap'];
  children: ReactNode;
}) {
  return (
    <>
      {Object.keys(errors).length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          data-testid="form-errors"
        >
          Check the fields marked in red.
        </Alert>
      ) : null}
      <Group justify="flex-end" gap={gap}>
        {children}
      </Group>
    </>
  );
}

/** A form page while the listing it edits loads. */
export function FormPageLoading({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Skeleton h={480} radius="lg" />
    </>
  );
}

/** A form page whose listing this person may not edit (now): why, in the section's words. */
export function FormPageRefused({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden size={18} />} title={heading}>
        {children}
      </Alert>
    </>
  );
}
