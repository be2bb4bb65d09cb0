import { formatPrice } from '@bazaar/shared/money';
import { searchAllRoute } from '@bazaar/shared/search';
import type { TSearchAllResponse, TSearchHit, TSectionSearchGroup } from '@bazaar/shared/search-all';
import { Anchor, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';
import { SaveSearchButton } from '@/components/listing/save-search-button';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';

/** "3 results", "1 result", "1,000+ results". */
export function resultCount(group: Pick<TSectionSearchGroup, 'total' | 'totalIsCapped'>): string {
  const count = `${formatCount(group.total)}${group.totalIsCapped ? '+' : ''}`;
  return `${count} ${group.total === 1 && !group.totalIsCapped ? 'result' : 'results'}`;
}

function HitCard({ hit }: { hit: TSearchHit }) {
  const image = resolveImageUrl(hit.image);
  return (
    <Card
      component={IntentLink}
      href={hit.path}
      withBorder
      radius="md"
      padding="sm"
      className="bz-link-plain"
      data-testid="search-hit"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {image ? <Image src={image} alt="" w={64} h={64} radius="sm" fit="cover" /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {hit.title}
          </Text>
          {hit.meta ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {hit.meta}
            </Text>
          ) : null}
          {hit.price !== null ? (
            <Text size="sm" fw={600}>
              {formatPrice(hit.price)}
              {hit.pricePer ? ` / ${hit.pricePer}` : ''}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

function SectionGroup({ group, text }: { group: TSectionSearchGroup; text: string }) {
  const headingId = `search-${group.section}`;
  return (
    <section aria-labelledby={headingId} data-testid={`search-group-${group.section}`}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Group gap="xs" align="baseline">
          <Title order={2} fz="h3" id={headingId}>
            {group.label}
          </Title>
          <Text c="dimmed" size="sm" data-testid="search-group-count">
            {resultCount(group)}
          </Text>
        </Group>
        {group.total > 0 ? (
          <Anchor component={IntentLink} href={group.searchPath} fw={600} size="sm">
            See all in {group.label}
          </Anchor>
        ) : null}
      </Group>
      {group.hits.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {group.hits.map((hit) => (
            <HitCard key={hit._id} hit={hit} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" data-testid="search-group-empty">
          Nothing in {group.label} matches “{text}”.
        </Text>
      )}
    </section>
  );
}

/**
 * /search/{text}: every section's best matches at once (GET /api/search), server-rendered: each
 * section's group with its count and a link to its own search page; an empty section says so.
 */
export function SearchAllView({ answer }: { answer: TSearchAllResponse }) {
  const matched = answer.groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={`Results for “${answer.q}”`}
        actions={<SaveSearchButton section={null} query={{ search: answer.q }} />}
        description={
          matched > 0
            ? 'Matches in every section of Bazaar.'
            : 'Nothing in any section matches. Check the spelling or use fewer words.'
        }
      />
      {answer.didYouMean ? (
        <Text mb="lg" data-testid="did-you-mean">
          Did you mean{' '}
          <Anchor component={IntentLink} href={searchAllRoute(answer.didYouMean) ?? '/'} fw={600}>
            {answer.didYouMean}
          </Anchor>
          ?{matched > 0 ? ' Results for it are included.' : ''}
        </Text>
      ) : null}
      <Stack gap="xl">
        {answer.groups.map((group) => (
          <SectionGroup key={group.section} group={group} text={answer.q} />
        ))}
      </Stack>
    </Container>
  );
}
