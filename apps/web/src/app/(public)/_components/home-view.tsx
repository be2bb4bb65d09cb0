'use client';

import { Box, Button, Card, Container, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconShieldCheck,
  IconSparkles,
  IconTruckDelivery,
  IconUserPlus,
} from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { ThemeIcon } from '@/components/theme-icon';
import { useSession } from '@/lib/session-client';
import { WEB_SECTIONS } from '@/sections/registry';

const PROMISES = [
  {
    icon: IconShieldCheck,
    title: 'Verified vendors',
    text: 'Every vendor is reviewed before they can sell.',
  },
  { icon: IconTruckDelivery, title: 'Cash on delivery', text: 'Pay when your order reaches your door.' },
  {
    icon: IconSparkles,
    title: 'One account',
    text: 'Shop, post tasks, apply for jobs and rent with one login.',
  },
];

export function HomeView() {
  const { status } = useSession();
  const isSignedIn = status === 'authenticated';
  return (
    <Container size="xl" py={{ base: 32, sm: 56 }}>
      <Title order={2} fz={{ base: 22, sm: 28 }} mb={4}>
        Explore the bazaar
      </Title>
      <Text c="dimmed" mb="lg">
        Four marketplaces, one place to sign in.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {WEB_SECTIONS.map((info) => {
          const Icon = info.icon;
          return (
            <Card
              key={info.name}
              component={IntentLink}
              href={info.href}
              padding="lg"
              className="bz-link-plain"
              data-testid={`section-card-${info.name}`}
            >
              <ThemeIcon size={48} radius="md" variant="light" color={info.color} mb="md">
                <Icon aria-hidden size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {info.label}
              </Title>
              <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
                {info.description}
              </Text>
              <Group gap={4} c="var(--mantine-color-anchor)">
                <Text size="sm" fw={600}>
                  {info.cta}
                </Text>
                <IconArrowRight aria-hidden size={16} />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 32, sm: 48 }}>
        {PROMISES.map((p) => (
          <Group key={p.title} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light">
              <p.icon aria-hidden size={22} />
            </ThemeIcon>
            <Box>
              <Text fw={600}>{p.title}</Text>
              <Text size="sm" c="dimmed">
                {p.text}
              </Text>
            </Box>
          </Group>
        ))}
      </SimpleGrid>

      <Paper
        mt={{ base: 32, sm: 56 }}
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        bg="var(--mantine-primary-color-filled)"
        c="white"
      >
        <Group justify="space-between" gap="lg">
          <Box maw={560}>
            <Title order={2} fz={{ base: 22, sm: 28 }} mb={6}>
              {isSignedIn ? 'Welcome back' : 'Join Bazaar for free'}
            </Title>
            <Text opacity={0.9}>
              {isSignedIn
                ? 'Your orders, tasks, applications and rentals are waiting in your account.'
                : 'Create an account to order, post tasks, apply for jobs and list rentals. Selling? Apply to become a vendor.'}
            </Text>
          </Box>
          {isSignedIn ? (
            <Button
              component={IntentLink}
              href="/user"
              size="md"
              variant="white"
              rightSection={<IconArrowRight aria-hidden size={18} />}
            >
              Go to my account
            </Button>
          ) : (
            <Button
              component={IntentLink}
              href="/register"
              size="md"
              variant="white"
              leftSection={<IconUserPlus aria-hidden size={18} />}
            >
              Create your account
            </Button>
          )}
        </Group>
      </Paper>
    </Container>
  );
}
