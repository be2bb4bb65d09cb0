import type { TSiteSetting } from '@bazaar/shared/site-setting';

/** Shown when the API cannot be reached, so the shell still renders. */
export const FALLBACK_SITE_SETTING: TSiteSetting = {
  siteName: 'Bazaar',
  logo: null,
  contactNumber: '',
  email: '',
  address: '',
  facebookLink: '',
  instagramLink: '',
  twitterLink: '',
  youtubeLink: '',
  appStoreLink: '',
};
