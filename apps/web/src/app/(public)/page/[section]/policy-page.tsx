import { SECTION_INFO, SECTIONS, type Section } from '@bazaar/shared/constants';
import { POLICY_LABEL, policyPageKey, type TPolicyKind } from '@bazaar/shared/page';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchSitePage } from '@/content/page/fetch-page';
import { SitePageView } from '@/content/page/site-page-view';

/** The shared body of /page/{section}/privacy-policies and /page/{section}/terms-and-conditions. */
export type PolicyProps = { params: Promise<{ section: string }> };

async function sectionOf({ params }: PolicyProps): Promise<Section> {
  const { section } = await params;
  if (!(SECTIONS as readonly string[]).includes(section)) notFound();
  return section as Section;
}

/** Rendered when first asked for (the API is not there at build time), then served from the page cache. */
export function policyStaticParams() {
  return [];
}

export async function policyMetadata(kind: TPolicyKind, props: PolicyProps): Promise<Metadata> {
  const section = await sectionOf(props);
  return {
    title: `${POLICY_LABEL[kind]} · ${SECTION_INFO[section].label}`,
    alternates: { canonical: `/page/${section}/${kind}` },
  };
}

export async function PolicyPage({ kind, ...props }: { kind: TPolicyKind } & PolicyProps) {
  const section = await sectionOf(props);
  return <SitePageView page={await fetchSitePage(policyPageKey(section, kind))} />;
}
