import type { TSiteSetting, TUpdateSiteSettingRequest } from '@bazaar/shared/site-setting';
import type { SiteSettingRow } from '../../db/schema/site-settings.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageRef, toImageUrl } from '../../lib/images.ts';
import { checkUploadRef } from '../upload/refs.ts';
import * as repo from './repo.ts';

/** How long an instance serves its cached copy; other instances see a change within this time. */
export const SITE_SETTING_CACHE_MS = 5_000;

/** What a fresh install shows until a super admin edits it. */
export const DEFAULT_SITE_SETTING: TSiteSetting = {
  siteName: 'Bazaar',
  logo: null,
  contactNumber: '+977 9800000000',
  email: 'support@bazaar.test',
  address: 'Kathmandu, Nepal',
  facebookLink: 'https://facebook.com/bazaar',
  instagramLink: 'https://instagram.com/bazaar',
  twitterLink: 'https://twitter.com/bazaar',
  youtubeLink: 'https://youtube.com/@bazaar',
  appStoreLink: 'https://apps.apple.com/app/bazaar',
};

function toDto(row: SiteSettingRow, imageBaseUrl: string): TSiteSetting {
  return {
    siteName: row.siteName,
    logo: toImageUrl(row.logo, imageBaseUrl),
    contactNumber: row.contactNumber,
    email: row.email,
    address: row.address,
    facebookLink: row.facebookLink,
    instagramLink: row.instagramLink,
    twitterLink: row.twitterLink,
    youtubeLink: row.youtubeLink,
    appStoreLink: row.appStoreLink,
  };
}

/** The public site setting, served from a short in-memory cache. */
export async function getSiteSetting(deps: AppDeps): Promise<TSiteSetting> {
  const cached = deps.siteSettingCache;
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const row = await repo.findSiteSetting(deps.db);
  const value = row ? toDto(row, deps.imageBaseUrl) : DEFAULT_SITE_SETTING;
  deps.siteSettingCache = { value, expiresAt: Date.now() + SITE_SETTING_CACHE_MS };
  return value;
}

/** Applies a partial update (super admin) and refreshes this instance's cache at once. */
export async function updateSiteSetting(
  deps: AppDeps,
  input: TUpdateSiteSettingRequest,
): Promise<TSiteSetting> {
  const current = await getSiteSetting({ ...deps, siteSettingCache: null });
  const next = { ...current, ...input };
  const currentLogo = toImageRef(current.logo, deps.imageBaseUrl);
  const logo = next.logo
    ? await checkUploadRef(deps, next.logo, { kind: 'image', field: 'logo', keep: [currentLogo] })
    : null;
  const row = await repo.upsertSiteSetting(deps.db, { ...next, logo });
  const value = toDto(row, deps.imageBaseUrl);
  deps.siteSettingCache = { value, expiresAt: Date.now() + SITE_SETTING_CACHE_MS };
  return value;
}
