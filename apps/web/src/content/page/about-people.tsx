'use client';

import type { TPartner } from '@bazaar/shared/partner';
import type { TTeamMember } from '@bazaar/shared/team';
import { Avatar, Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** /about below the text: the team with photos and roles, then the partners' logos with their links. */
export function AboutPeople({ team, partners }: { team: TTeamMember[]; partners: TPartner[] }) {
  return (
    <>
      {team.length > 0 ? (
        <Box component="section" mt={48} aria-labelledby="about-team">
          <Title order={2} id="about-team" mb="md">
            Our team
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            {team.map((m) => (
              <Stack key={m._id} align="center" gap={6} data-testid="team-member">
                <Avatar src={m.photo} alt={m.name} size={112} radius={999} name={m.name} color="initials" />
                <Text fw={600} ta="center">
                  {m.name}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {m.role}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      {partners.length > 0 ? (
        <Box component="section" mt={48} aria-labelledby="about-partners">
          <Title order={2} id="about-partners" mb="md">
            Our partners
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {partners.map((p) => {
              const logo = (
                // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
                <img
                  src={p.logo}
                  alt={p.name}
                  width={240}
                  height={100}
                  loading="lazy"
                  style={{ width: '100%', height: 'auto', objectFit: 'contain', display: 'block' }}
                />
              );
              return (
                <Card key={p._id} withBorder radius="md" p="sm" data-testid="partner">
                  {p.link ? (
                    <a href={p.link} target="_blank" rel="noopener noreferrer">
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        </Box>
      ) : null}
    </>
  );
}
