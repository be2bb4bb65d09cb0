import { IconBuildingStore } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';

/**
 * The wordmark (the site's own logo when the super admin uploaded one, beside its name); links home.
 * Plain HTML drawn by `.bz-logo` in globals.css, not Mantine's ThemeIcon and Text, so the server-rendered
 * footer hydrates none of it but the link, and the headers that draw it in the browser carry less
 * (decision 054).
 */
export function Logo({
  siteName = 'Bazaar',
  logo = null,
  size = 'md',
}: {
  siteName?: string;
  logo?: string | null;
  size?: 'sm' | 'md';
}) {
  const isSmall = size === 'sm';
  const box = isSmall ? 30 : 36;
  return (
    <IntentLink href="/" className="bz-logo" data-size={size} aria-label={`${siteName} home`}>
      {logo ? (
        // biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host
        <img src={logo} alt="" width={box} height={box} className="bz-logo-image" />
      ) : (
        <span className="bz-logo-mark">
          <IconBuildingStore aria-hidden size={isSmall ? 18 : 22} stroke={1.8} />
        </span>
      )}
      <span className="bz-logo-name">{siteName}</span>
    </IntentLink>
  );
}
