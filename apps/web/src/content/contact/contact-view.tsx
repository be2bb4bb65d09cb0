'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { ActionIcon, Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandAppstore,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ThemeIcon } from '@/components/theme-icon';
import { useSiteSetting } from '@/platform/site-setting/queries';
import { ContactForm } from './contact-form';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={36} radius="md">
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** /contact: how to reach the marketplace (the site setting, as the header and footer show it) and the form. */
export function ContactView({ initialSiteSetting }: { initialSiteSetting: TSiteSetting | null }) {
  const { data: site } = useSiteSetting(initialSiteSetting);
  const socials = site
    ? [
        { label: 'Facebook', href: site.facebookLink, icon: IconBrandFacebook },
        { label: 'Instagram', href: site.instagramLink, icon: IconBrandInstagram },
        { label: 'Twitter', href: site.twitterLink, icon: IconBrandX },
        { label: 'YouTube', href: site.youtubeLink, icon: IconBrandYoutube },
      ].filter((s) => s.href)
    : [];

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          Contact us
        </Title>
        <Text c="dimmed">
          Questions about an order, selling on {site?.siteName ?? 'Bazaar'} or anything else: write to us.
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Reach us
              </Title>
              {site?.contactNumber ? (
                <InfoRow icon={<IconPhone aria-hidden size={18} />} label="Phone">
                  <Anchor
                    href={`tel:${site.contactNumber.replace(/\s+/g, '')}`}
                    inherit
                    data-testid="contact-phone"
                  >
                    {site.contactNumber}
                  </Anchor>
                </InfoRow>
              ) : null}
              {site?.email ? (
                <InfoRow icon={<IconMail aria-hidden size={18} />} label="Email">
                  <Anchor href={`mailto:${site.email}`} inherit>
                    {site.email}
                  </Anchor>
                </InfoRow>
              ) : null}
              {site?.address ? (
                <InfoRow icon={<IconMapPin aria-hidden size={18} />} label="Address">
                  {site.address}
                </InfoRow>
              ) : null}
              {socials.length > 0 || site?.appStoreLink ? (
                <Group gap="xs">
                  {socials.map((s) => (
                    <ActionIcon
                      key={s.label}
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="light"
                      size="lg"
                      radius="md"
                      aria-label={s.label}
                    >
                      <s.icon aria-hidden size={18} />
                    </ActionIcon>
                  ))}
                  {site?.appStoreLink ? (
                    <ActionIcon
                      component="a"
                      href={site.appStoreLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="light"
                      size="lg"
                      radius="md"
                      aria-label="Get the app"
                    >
                      <IconBrandAppstore aria-hidden size={18} />
                    </ActionIcon>
                  ) : null}
                </Group>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="md">
              Send us a message
            </Title>
            <ContactForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
