import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/section/coming-soon';
import { userMenuLabelFor } from '@/components/shell/user-menu';

type Props = { params: Promise<{ rest: string[] }> };

// Menu entries exist before their pages (README, "Routes and shell"); until a page lands, its entry opens this placeholder.
async function labelOf({ params }: Props): Promise<string | null> {
  const { rest } = await params;
  return userMenuLabelFor(`/user/${rest.join('/')}`);
}

/** Rendered when first asked for, then served from the page cache like the rest of the area. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: (await labelOf(props)) ?? 'Not found', robots: { index: false } };
}

export default async function UserPlaceholderPage(props: Props) {
  const label = await labelOf(props);
  if (!label) notFound();
  return <ComingSoon title={label} backHref="/user" backLabel="Back to my account" />;
}
