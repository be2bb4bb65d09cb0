import { z } from 'zod';
import { writeResult } from './pagination.ts';
import { zRichText } from './rich-text.ts';
import { SECTIONS, type Section } from './section.ts';

/** The policy pages each section has: /page/{section}/{kind}. */
export const POLICY_KINDS = ['privacy-policies', 'terms-and-conditions'] as const;
export type TPolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_LABEL: Record<TPolicyKind, string> = {
  'privacy-policies': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
};

/** Every page a super admin writes: `about`, and `{section}-{kind}` for each section's policies. */
export const PAGE_KEYS = [
  'about',
  ...SECTIONS.flatMap((section) => POLICY_KINDS.map((kind) => `${section}-${kind}` as const)),
] as const;
export type TPageKey = (typeof PAGE_KEYS)[number];
export const ZPageKey = z.enum(PAGE_KEYS, { error: `Page must be one of: ${PAGE_KEYS.join(', ')}` });

export function policyPageKey(section: Section, kind: TPolicyKind): TPageKey {
  return `${section}-${kind}`;
}

/** The page's address on the site. */
export function pagePath(key: TPageKey): string {
  if (key === 'about') return '/about';
  const [section, ...kind] = key.split('-');
  return `/page/${section}/${kind.join('-')}`;
}

/** `body` is sanitised HTML; `updatedAt` null for a page never written. */
export const ZSitePage = z.object({
  key: ZPageKey,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string().nullable(),
});
export type TSitePage = z.infer<typeof ZSitePage>;
export const ZSitePageList = z.array(ZSitePage);
export const ZPageKeyParams = z.object({ key: ZPageKey });

/** PUT /admin/site-setting/pages/:key. */
export const ZUpdatePageRequest = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(160, 'Title must be at most 160 characters'),
  body: zRichText('Body', { required: true }),
});
export type TUpdatePageRequest = z.input<typeof ZUpdatePageRequest>;
export const ZPageWriteResponse = writeResult(ZSitePage);
export type TPageWriteResponse = z.infer<typeof ZPageWriteResponse>;

export { SECTIONS };
