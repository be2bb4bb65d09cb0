import type { TPublicProfile } from '@bazaar/shared/profile';
import { profilePath } from '@bazaar/shared/profile-constants';
import type { ProfilePage, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/json-ld';

/**
 * A person's page as schema.org's ProfilePage about a Person: only the name and the address, which the
 * page shows (decision 030: nothing the page does not say; decision 044: nothing private).
 */
export function profileLd(siteUrl: string, profile: TPublicProfile): WithContext<ProfilePage> {
  const url = absoluteUrl(siteUrl, profilePath(profile._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: { '@type': 'Person', name: profile.fullName, url },
  };
}
