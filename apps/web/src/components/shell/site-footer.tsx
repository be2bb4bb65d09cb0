'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
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
import { IntentLink } from '@/components/intent-link';
import { Logo } from './logo';
import { useShellWidgets } from './shell-widgets';

const FOOTER_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Privacy Policy', href: '/page/shop/privacy-policies' },
  { label: 'Terms & Conditions', href: '/page/shop/terms-and-conditions' },
  { label: 'Write To Us', href: '/contact' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
];

/**
 * docs/product-rules.md "Routes and shell" footer: About, policies, Write To Us, social links and the
 * app-store link.
 */
export function SiteFooter({ siteSetting }: { siteSetting: TSiteSetting }) {
  const { sections } = useShellWidgets();
  const socials = [
    { label: 'Facebook', href: siteSetting.facebookLink, icon: IconBrandFacebook },
    { label: 'Instagram', href: siteSetting.instagramLink, icon: IconBrandInstagram },
    { label: 'Twitter', href: siteSetting.twitterLink, icon: IconBrandX },
    { label: 'YouTube', href: siteSetting.youtubeLink, icon: IconBrandYoutube },
  ].filter((s) => s.href);

  return (
    <Box
      component="footer"
      mt="xl"
      bg="var(--bz-page-bg)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo siteName={siteSetting.siteName} logo={siteSetting.logo} size="sm" />
            <Text size="sm" c="dimmed">
              Shop from local vendors, get tasks done, find work and rent a place — all in one marketplace.
            </Text>
          </Stack>
          <Stack gap={8}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              Explore
            </Title>
            {sections.map((s) => (
              <Anchor key={s.href} component={IntentLink} href={s.href} size="sm" c="inherit">
                {s.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={8}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              Company
            </Title>
            {FOOTER_LINKS.map((l) => (
              <Anchor key={l.href} component={IntentLink} href={l.href} size="sm" c="inherit">
                {l.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={8}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              Get in touch
            </Title>
            {siteSetting.contactNumber ? (
              <Anchor href={`tel:${siteSetting.contactNumber.replace(/\s+/g, '')}`} size="sm" c="inherit">
                <Group gap={6} wrap="nowrap">
                  <IconPhone aria-hidden size={16} />
                  {siteSetting.contactNumber}
                </Group>
              </Anchor>
            ) : null}
            {siteSetting.email ? (
              <Anchor href={`mailto:${siteSetting.email}`} size="sm" c="inherit">
                <Group gap={6} wrap="nowrap">
                  <IconMail aria-hidden size={16} />
                  {siteSetting.email}
                </Group>
              </Anchor>
            ) : null}
            {siteSetting.address ? (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin aria-hidden size={16} style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{siteSetting.address}</Text>
              </Group>
            ) : null}
            {socials.length > 0 ? (
              <Group gap={4} mt={4}>
                {socials.map((s) => (
                  <ActionIcon
                    key={s.label}
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    size="lg"
                    radius="xl"
                    aria-label={s.label}
                  >
                    <s.icon aria-hidden size={18} stroke={1.6} />
                  </ActionIcon>
                ))}
              </Group>
            ) : null}
            {siteSetting.appStoreLink ? (
              <Button
                component="a"
                href={siteSetting.appStoreLink}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconBrandAppstore aria-hidden size={18} />}
                mt={4}
                w="fit-content"
              >
                Get the app
              </Button>
            ) : null}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          © {new Date().getFullYear()} {siteSetting.siteName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
