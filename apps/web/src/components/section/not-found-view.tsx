import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMapQuestion, IconShoppingBag } from '@tabler/icons-react';
import { ThemeIcon } from '@/components/theme-icon';

/**
 * The friendly 404 body, placed in the site frame by whichever not-found file shows it. Links are
 * plain anchors (`component="a"`): this is a server component, and Mantine cannot take next/link
 * as a prop here.
 */
export function NotFoundView() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={88} radius={88} variant="light" aria-hidden>
          <IconMapQuestion aria-hidden size={48} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={6} align="center">
          <Text fw={700} c="dimmed" size="sm" tt="uppercase" lts={1}>
            Error 404
          </Text>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            We couldn&apos;t find that page
          </Title>
          <Text c="dimmed" maw={460}>
            The link may be old, or the page may have moved. Everything else on Bazaar is right where you left
            it.
          </Text>
        </Stack>
        <Group justify="center" gap="sm">
          <Button component="a" href="/" size="md" leftSection={<IconHome aria-hidden size={18} />}>
            Go to Home
          </Button>
          <Button
            component="a"
            href="/shop"
            size="md"
            variant="default"
            leftSection={<IconShoppingBag aria-hidden size={18} />}
          >
            Browse the Shop
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
