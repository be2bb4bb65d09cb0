import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { getSiteUrl } from '@/lib/public-config';
import { fetchProfileOrNotFound } from '@/platform/profile/fetch-profile';
import { profileLd } from '@/platform/profile/json-ld';
import { ProfileView } from '@/platform/profile/profile-view';

type Props = { params: Promise<{ userId: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { profile } = await fetchProfileOrNotFound((await params).userId);
  const roles = profile.parts.flatMap((part) => part.roles.map((role) => role.title.replace(/^As an? /, '')));
  const description = roles.length
    ? `${profile.fullName} on Bazaar: ${roles.join(', ')}.`
    : `${profile.fullName} on Bazaar.`;
  return {
    title: `${profile.fullName} · Profile`,
    description,
    openGraph: { title: `${profile.fullName} on Bazaar`, description },
  };
}

export default async function ProfilePage({ params }: Props) {
  const data = await fetchProfileOrNotFound((await params).userId);
  return (
    <>
      <JsonLd data={profileLd(getSiteUrl(), data.profile)} />
      <ProfileView data={data} />
    </>
  );
}
