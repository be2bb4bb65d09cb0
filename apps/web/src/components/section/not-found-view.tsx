import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMapQuestion, IconShoppingBag } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/intent-link';
import { ThemeIcon } from '@/components/theme-icon';

// Every not-found file of the app shows this view in the frame of the layout above it. Next writes each
// layout's not-found element into the payload of every page below that layout (whether it shows or
// not), so none of them draws a frame of its own: the public pages', the user's, the vendor's and the
// admin's catch-alls each 404 inside their own layout's frame (decision 074).

export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** The friendly 404 body, in whatever frame the layout above it draws. */
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
          <Button component={IntentLink} href="/" size="md" leftSection={<IconHome aria-hidden size={18} />}>
            Go to Home
          </Button>
          <Button
            component={IntentLink}
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
