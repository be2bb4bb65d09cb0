import { Container } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/section/coming-soon';

type Props = { params: Promise<{ rest: string[] }> };

/**
 * Public pages the menus and footer link to (README, "Routes and shell") before their release: each opens a placeholder
 * in the site frame; any other URL is a 404.
 */
const PLACEHOLDERS: Record<string, string> = {};

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

async function titleOf({ params }: Props): Promise<string | null> {
  const { rest } = await params;
  return PLACEHOLDERS[`/${rest.join('/')}`] ?? null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: (await titleOf(props)) ?? 'Page not found', robots: { index: false } };
}

export default async function PublicPlaceholderPage(props: Props) {
  const title = await titleOf(props);
  if (!title) notFound();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ComingSoon title={title} backHref="/" backLabel="Back to the home page" />
    </Container>
  );
}
