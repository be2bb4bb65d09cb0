import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="md">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}
